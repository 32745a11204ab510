import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSendSos, useSosSettings } from '../hooks/use-sos.ts';

const KEEP_PHRASES = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/**
 * The talk-to-teacher section (spec §2 "recent-condition screen with talk-to-teacher buttons",
 * §9 "a teacher will talk within a few days"). One press sends POST /api/soss: no confirmation
 * step (a child asking to talk must not be held back), but the buttons ignore presses while a
 * request is on its way, and a button already sent stays marked as sent on this screen.
 */
export function TalkToTeacher() {
  const { t } = useTranslation();
  const settings = useSosSettings();
  const send = useSendSos();
  const [sent, setSent] = useState<{ id: number; label: string }[]>([]);

  if (settings.isPending) return <LoadingScreen minHeight={120} />;
  if (settings.isError) return <LoadFailure />;
  if (settings.data.length === 0) return null;

  const last = sent.at(-1);
  const errors = send.error ? (isApiError(send.error) ? send.error.errors : [t('common.error.generic')]) : [];

  return (
    <Paper component="section" aria-labelledby="talk-to-teacher-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="blue.0">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="talk-to-teacher-title" fz={{ base: 22, sm: 26 }} style={KEEP_PHRASES}>
            {t('student.sos.title')}
          </Title>
          <Text size="lg" style={KEEP_PHRASES}>
            {t('student.sos.lead')}
          </Text>
          <div role="status" aria-live="polite">
            {last ? (
              <Alert color="green" variant="light" mt="sm" icon={<IconCheck size={22} aria-hidden="true" />}>
                <Text fw={700} size="lg">
                  {t('student.sos.sent')}
                </Text>
                <Text style={KEEP_PHRASES}>{t('student.sos.sentLabel', { label: last.label })}</Text>
              </Alert>
            ) : null}
            {send.isPending ? <Text mt="sm">{t('student.sos.sending')}</Text> : null}
          </div>
        </Stack>
        <ErrorAlert messages={errors} />
        <Stack gap="sm">
          {settings.data.map((setting) => {
            const done = sent.some((s) => s.id === setting.id);
            return (
              <Button
                key={setting.id}
                size="lg"
                h="auto"
                mih={56}
                py="sm"
                fullWidth
                variant={done ? 'light' : 'filled'}
                color={done ? 'green' : 'blue'}
                justify="flex-start"
                leftSection={done ? <IconCheck size={22} aria-hidden="true" /> : <IconMessageCircle size={22} aria-hidden="true" />}
                // A sent button stays readable (not greyed out) and simply does nothing more.
                aria-disabled={done || undefined}
                loading={send.isPending && send.variables === setting.id}
                onClick={() => {
                  if (done || send.isPending) return;
                  send.mutate(setting.id, { onSuccess: () => setSent((list) => [...list, { id: setting.id, label: setting.label }]) });
                }}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                {setting.label}
                {done ? t('student.sos.sentMark') : null}
              </Button>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
