import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import { useMarkSosSeen, useProcessSos } from '../hooks/use-sos-dashboard.ts';

export interface SosActionsProps {
  sos: TeacherSosRecord;
  /** Where the school keeps a status list (対応状況 on): the extra 対応を記録する (with a status) opens it. */
  onRecordWithStatus?: () => void;
}

/**
 * The actions on an open talk request (issue 24 item 1, decision 053), whatever the school's
 * 「話したい」の対応状況 setting: 見ました (the pupil reads 先生が見ました; once seen, the time shows
 * instead) and 対応した in one tap (the pupil reads 先生とお話ししました). Where the school keeps a
 * status list, 対応を記録する adds the status; it is never required.
 */
export function SosActions({ sos, onRecordWithStatus }: SosActionsProps) {
  const { t } = useTranslation();
  const seen = useMarkSosSeen();
  const handle = useProcessSos();
  const errors = errorMessages(seen.error ?? handle.error, t('common.error.generic'));
  const name = sos.student.name;
  return (
    <>
      {sos.seenAt ? (
        <Text size="xs" c="gray.8">
          {t('teacher.sosDashboard.seenAt', { datetime: formatRecordTime(sos.seenAt) })}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        {sos.seenAt ? null : (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconEye size={16} aria-hidden="true" />}
            aria-label={t('teacher.sosDashboard.markSeenLabel', { name })}
            loading={seen.isPending}
            disabled={handle.isPending}
            onClick={() => seen.mutate(sos.id)}
          >
            {t('teacher.sosDashboard.markSeen')}
          </Button>
        )}
        <Button
          size="sm"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          aria-label={t('teacher.sosDashboard.handleLabel', { name })}
          loading={handle.isPending}
          disabled={seen.isPending}
          onClick={() =>
            // The promise, not mutate's onSuccess: the row turns 対応済み and this component unmounts before it would run.
            handle.mutateAsync({ id: sos.id }).then(
              () => showDone(t('teacher.sosDashboard.processed', { name })),
              () => undefined, // shown by ErrorAlert while the row stays open
            )
          }
        >
          {t('teacher.sosDashboard.handle')}
        </Button>
        {onRecordWithStatus ? (
          <Button size="sm" variant="light" aria-label={t('teacher.sosDashboard.processLabel', { name })} onClick={onRecordWithStatus}>
            {t('teacher.sosDashboard.process')}
          </Button>
        ) : null}
      </Group>
      <ErrorAlert messages={errors} />
    </>
  );
}
