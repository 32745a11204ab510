import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useReportLabels } from '../hooks/use-report-labels.ts';
import { ReportDetails } from './report-details.tsx';

type Shown = Pick<ParentAttendance, 'date' | 'status' | 'reason' | 'memo'>;

/** The report's rows (child, date, kind with reason, memo) as the parent will see them in the history. */
function useSummary(childLabel: string | undefined) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  return (report: Shown) => [
    { label: t('parent.absent.child'), value: childLabel },
    { label: t('parent.absent.date'), value: labels.date(report.date) },
    { label: t('parent.absent.status'), value: labels.status(report.status, report.reason) },
    { label: t('parent.history.memo'), value: report.memo },
  ];
}

function StepTitle({ headingRef, children }: { headingRef: Ref<HTMLHeadingElement>; children: React.ReactNode }) {
  return (
    <Title order={2} fz={20} ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
      {children}
    </Title>
  );
}

export interface ConfirmStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  childLabel: string | undefined;
  report: Shown;
  historyTo: string;
  pending: boolean;
  /** The failed send (409 already reported, 422 outside the window: the server's message). */
  error: unknown;
  onSend: () => void;
  onBack: () => void;
}

/** The confirmation step: the report as it will be sent, 送信する (disabled while sending) and 戻る. */
export function ConfirmStep({ headingRef, childLabel, report, historyTo, pending, error, onSend, onBack }: ConfirmStepProps) {
  const { t } = useTranslation();
  const summary = useSummary(childLabel);
  return (
    <Stack gap="md">
      <StepTitle headingRef={headingRef}>{t('parent.absent.confirmTitle')}</StepTitle>
      <Text>{t('parent.absent.confirmLead')}</Text>
      <Paper withBorder p="md" radius="md">
        <ReportDetails items={summary(report)} />
      </Paper>
      <ErrorAlert error={error} />
      {isApiError(error, 409) ? (
        <Text>
          {t('parent.absent.conflictHint')}{' '}
          <Anchor component={Link} to={historyTo} fw={600}>
            {t('parent.absent.toHistory')}
          </Anchor>
        </Text>
      ) : null}
      <Stack gap="sm">
        <Button size="lg" fullWidth loading={pending} disabled={pending} leftSection={<IconSend size={20} aria-hidden="true" />} onClick={onSend}>
          {t('parent.absent.send')}
        </Button>
        <Button variant="default" size="md" fullWidth disabled={pending} leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={onBack}>
          {t('parent.absent.back')}
        </Button>
      </Stack>
    </Stack>
  );
}

export interface SentStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  childLabel: string | undefined;
  sent: { report: ParentAttendance; created: boolean };
  historyTo: string;
  onAnother: () => void;
}

/** The sent step: what the school received (or that the same report was already there), then the history or another report. */
export function SentStep({ headingRef, childLabel, sent, historyTo, onAnother }: SentStepProps) {
  const { t } = useTranslation();
  const summary = useSummary(childLabel);
  return (
    <Stack gap="md">
      <StepTitle headingRef={headingRef}>
        <Group component="span" gap="xs" wrap="nowrap">
          <IconCircleCheck size={26} color="var(--mantine-color-green-8)" aria-hidden="true" />
          {t('parent.absent.sentTitle')}
        </Group>
      </StepTitle>
      <Text>{t('parent.absent.sentLead')}</Text>
      {sent.created ? null : (
        <Alert color="blue" variant="light">
          {t('parent.absent.alreadySent')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <ReportDetails items={summary(sent.report)} />
      </Paper>
      <Stack gap="sm">
        <Button component={Link} to={historyTo} size="md" fullWidth>
          {t('parent.absent.toHistory')}
        </Button>
        <Button variant="default" size="md" fullWidth onClick={onAnother}>
          {t('parent.absent.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
