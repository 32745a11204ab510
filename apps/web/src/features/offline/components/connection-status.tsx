import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconClockHour4, IconSend, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useNetworkStatus } from '../../../lib/network-status.ts';
import { entriesOfStudent, flushOutbox, isWaiting, useOutbox } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';

/** How long "おくりました" stays after the last waiting item was sent. */
const SENT_NOTICE_MS = 10_000;

/**
 * The connection line under the student header (spec §8 "Offline status is tracked"; issue 3):
 * offline or server out of reach, and how many of this student's check-ins, health answers and
 * talk requests are still waiting on the device (「まだ おくれていません。つながったら おくります」),
 * then おくりました once they are sent. Announced politely; nothing shows while all is well.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const { online, reachable } = useNetworkStatus();
  const session = useSession();
  const { entries } = useOutbox();
  const waiting = entriesOfStudent(entries, session?.uid, session?.schoolCode).filter(isWaiting).length;
  const [sending, setSending] = useState(false);
  // "おくりました" when the count of waiting items drops to zero, for a few seconds.
  const [previous, setPrevious] = useState(waiting);
  const [notice, setNotice] = useState(0);
  const [expired, setExpired] = useState(0);
  if (waiting !== previous) {
    setPrevious(waiting);
    if (previous > 0 && waiting === 0) setNotice(notice + 1);
    else if (waiting > 0) setExpired(notice);
  }
  useEffect(() => {
    if (notice === 0) return undefined;
    const timer = setTimeout(() => setExpired(notice), SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const justSent = notice > expired;

  return (
    <div role="status" aria-live="polite">
      {!online || !reachable ? (
        <Alert color="gray" variant="light" radius={0} icon={<IconWifiOff size={22} aria-hidden="true" />} py="xs">
          <Text fw={700}>{rich(t(online ? 'student.offline.unreachable' : 'student.offline.offline'))}</Text>
          <Text size="sm">{rich(t('student.offline.keepHint'))}</Text>
        </Alert>
      ) : null}
      {waiting > 0 ? (
        <Alert color="yellow" variant="light" radius={0} icon={<IconClockHour4 size={22} aria-hidden="true" />} py="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>
              {rich(t('student.offline.waiting'))} {rich(t('student.offline.waitingCount', { count: waiting }))}
            </Text>
            {online ? (
              <Button
                size="sm"
                h={44}
                variant="default"
                loading={sending}
                leftSection={<IconSend size={18} aria-hidden="true" />}
                onClick={() => {
                  setSending(true);
                  void flushOutbox(true).finally(() => setSending(false));
                }}
              >
                {rich(t('student.offline.sendNow'))}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {justSent && waiting === 0 ? (
        <Alert color="green" variant="light" radius={0} icon={<IconCheck size={22} aria-hidden="true" />} py="xs">
          <Text fw={700}>{rich(t('student.offline.sent'))}</Text>
        </Alert>
      ) : null}
    </div>
  );
}
