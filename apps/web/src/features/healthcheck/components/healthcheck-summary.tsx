import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardHeart, IconClockHour4, IconRotate } from '@tabler/icons-react';
import type { HealthcheckAnswerBody } from '@sukoyaka/contracts/healthcheck';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import type { StudentHealthcheck } from '../api/healthcheck.ts';
import { describeAnswer } from '../answer-text.ts';
import { SchoolText } from '../../../components/ui/school-text.tsx';

export interface HealthcheckSummaryProps {
  healthcheck: StudentHealthcheck;
  /** Today's answer still waiting in the outbox, if any (shown instead of the saved one). */
  pending: Omit<HealthcheckAnswerBody, 'recordedAt'> | null;
  /** The health observation form (register or redo). */
  formTo: string;
}

/**
 * Today's health observation on the recent-condition screen (spec §2, §4 register / redo / skip):
 * the answers as given (radio あり / なし), 回答しない when skipped, or a button to answer it.
 */
export function HealthcheckSummary({ healthcheck, pending, formTo }: HealthcheckSummaryProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  if (healthcheck.items.length === 0) return null;

  const words = {
    yes: t('student.healthcheck.yes'),
    no: t('student.healthcheck.no'),
    am: t('student.healthcheck.time.am'),
    pm: t('student.healthcheck.time.pm'),
    separator: t('student.healthcheck.separator'),
  };
  const state = pending
    ? { isSkip: pending.isSkip, answers: new Map(pending.answers.map((a) => [a.healthcheckItemId, a.answer])) }
    : healthcheck.answer
      ? { isSkip: healthcheck.answer.isSkip, answers: new Map(healthcheck.answer.healthcheckAnswerDetails.map((d) => [d.healthcheckItemId, d.answer])) }
      : null;
  const rows = state && !state.isSkip ? healthcheck.items.filter((item) => (state.answers.get(item.id) ?? '') !== '') : [];

  return (
    <Paper component="section" aria-labelledby="healthcheck-summary-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} id="healthcheck-summary-title" fz={{ base: 22, sm: 26 }}>
          {rich(t('student.healthcheck.title'))}
        </Title>
        {pending ? (
          <Alert color="yellow" variant="light" icon={<IconClockHour4 size={22} aria-hidden="true" />}>
            <Text fw={600}>{rich(t('student.offline.waiting'))}</Text>
          </Alert>
        ) : null}
        {state === null ? (
          <>
            <Text size="lg">{rich(t('student.healthcheck.notYet'))}</Text>
            <Group>
              <Button component={Link} to={formTo} size="lg" leftSection={<IconClipboardHeart size={22} aria-hidden="true" />}>
                {rich(t('student.healthcheck.start'))}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {state.isSkip ? (
              <Text size="lg">{rich(t('student.healthcheck.skipped'))}</Text>
            ) : (
              <PlainTable size="lg">
                <tbody>
                  {rows.map((item) => (
                    <tr key={item.id}>
                      <th scope="row" style={{ fontWeight: 600, width: '55%' }}>
                        <SchoolText value={item.label} translations={item.translations} />
                      </th>
                      <td style={{ fontWeight: 700 }}>{describeAnswer(item, state.answers.get(item.id)!, words)}</td>
                    </tr>
                  ))}
                </tbody>
              </PlainTable>
            )}
            <Group>
              <Button component={Link} to={formTo} variant="light" size="md" h={44} leftSection={<IconRotate size={20} aria-hidden="true" />}>
                {rich(t('student.todays.redo'))}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
