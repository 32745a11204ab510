import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconClockHour4, IconMessageCircle } from '@tabler/icons-react';
import type { SosSetting } from '@sukoyaka/contracts/sos';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useSendSos, useSosSettings, useSosStates, useTalkHours } from '../hooks/use-sos.ts';
import { OutOfHoursLines } from './out-of-hours-lines.tsx';
import { useSchoolSentences } from '../hooks/use-school-sentences.ts';
import { SchoolText } from '../../../components/ui/school-text.tsx';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

const KEEP_PHRASES = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/**
 * The talk-to-teacher section (spec §2 "recent-condition screen with talk-to-teacher buttons",
 * §9 "a teacher will talk within a few days"). One press sends POST /api/soss: no confirmation
 * step (a child asking to talk must not be held back), but the buttons ignore presses while a
 * request is on its way, and a pressed button stays marked. Offline, the press waits on the
 * device (「まだ おくれていません。つながったら おくります」) and is sent when the connection returns.
 */
export function TalkToTeacher({ whoSees = null }: { whoSees?: ReactNode } = {}) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich } = useTextRenderer();
  const settings = useSosSettings();
  const send = useSendSos();
  const states = useSosStates();
  const hours = useTalkHours().data;
  // The school's own sentences (settings/sos_sentences, standby_sentences), else the built-in ones.
  const sentences = useSchoolSentences().data;
  const [last, setLast] = useState<SosSetting | null>(null);

  // The last list seen stays usable when a refetch fails (offline): a child must find the buttons.
  if (!settings.data) return settings.isError ? <LoadFailure /> : <LoadingScreen minHeight={120} />;
  if (settings.data.length === 0) return null;

  const lastState = last ? states.get(last.id)?.state : undefined;
  const errors = errorMessages(send.error, t('common.error.generic'));

  return (
    <Paper component="section" aria-labelledby="talk-to-teacher-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="blue.0">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="talk-to-teacher-title" fz={{ base: 22, sm: 26 }} style={KEEP_PHRASES}>
            {rich(t('student.sos.title', { context: wording }))}
          </Title>
          <Text size="lg" style={KEEP_PHRASES}>
            {rich(sentences?.sosSentence ?? t('student.sos.lead', { context: wording }))}
          </Text>
          {whoSees}
          <div role="status" aria-live="polite">
            {/* Out of school hours, the lines that answer now come before anything else (issue 25 item 1). */}
            {last && (lastState === 'sent' || lastState === 'waiting') && hours?.outOfHours ? <OutOfHoursLines hours={hours} /> : null}
            {last && lastState === 'sent' ? (
              <Alert color="green" variant="light" mt="sm" icon={<IconCheck size={22} aria-hidden="true" />}>
                <Text fw={700} size="lg">
                  {rich(sentences?.standbySentence ?? t('student.sos.sent'))}
                </Text>
                <Text style={KEEP_PHRASES}>{rich(t('student.sos.sentLabel', { label: last.label, context: wording }))}</Text>
              </Alert>
            ) : null}
            {last && lastState === 'waiting' ? (
              <Alert color="yellow" variant="light" mt="sm" icon={<IconClockHour4 size={22} aria-hidden="true" />}>
                <Text fw={700} size="lg">
                  {rich(t('student.offline.waiting'))}
                </Text>
                <Text style={KEEP_PHRASES}>{rich(t('student.sos.waitingLabel', { label: last.label }))}</Text>
              </Alert>
            ) : null}
            {send.isPending ? <Text mt="sm">{t('student.sos.sending')}</Text> : null}
          </div>
        </Stack>
        <ErrorAlert messages={errors} />
        <Stack gap="sm">
          {settings.data.map((setting) => {
            const state = states.get(setting.id)?.state;
            const done = state === 'sent';
            const waiting = state === 'waiting';
            return (
              <Button
                key={setting.id}
                size="lg"
                h="auto"
                mih={56}
                py="sm"
                fullWidth
                variant={done || waiting ? 'light' : 'filled'}
                color={done ? 'green' : waiting ? 'yellow' : 'blue'}
                justify="flex-start"
                leftSection={
                  done ? (
                    <IconCheck size={22} aria-hidden="true" />
                  ) : waiting ? (
                    <IconClockHour4 size={22} aria-hidden="true" />
                  ) : (
                    <IconMessageCircle size={22} aria-hidden="true" />
                  )
                }
                // A pressed button stays readable (not greyed out) and simply does nothing more.
                aria-disabled={done || waiting || undefined}
                loading={send.isPending && send.variables.id === setting.id}
                onClick={() => {
                  if (done || waiting || send.isPending) return;
                  setLast(setting);
                  send.mutate(setting);
                }}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                {/* One inline run (the label is a flex box); the school's own words in the pupil's language, or Japanese marked as such (issue 24 item 3). */}
                <span>
                  <SchoolText value={setting.label} translations={setting.translations} />
                  {done ? t('student.sos.sentMark', { context: wording }) : waiting ? t('student.sos.waitingMark') : null}
                </span>
              </Button>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
