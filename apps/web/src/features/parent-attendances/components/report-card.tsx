import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { useReportLabels } from '../hooks/use-report-labels.ts';
import { ReportDetails } from './report-details.tsx';
import { ReportStateBadge } from './report-state-badge.tsx';

export interface ReportCardProps {
  report: ParentAttendance;
  /** Offers 取り消す (active reports for today or later); absent for reports that cannot be cancelled. */
  onCancel?: (report: ParentAttendance) => void;
}

/**
 * One report of the history (spec §2 Parent history, §3 Parent attendance): day, child, kind and
 * reason, memo, sent time (YYYY/MM/DD HH:mm, Japan time), the state 未確認 / 確認済み / 取り消し and,
 * once cancelled, when and why.
 */
export function ReportCard({ report, onCancel }: ReportCardProps) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const cancelled = report.cancelledAt !== null;
  return (
    <Paper component="article" withBorder radius="md" p="md" bg={cancelled ? 'gray.0' : 'white'}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz={18} lh={1.35}>
            {labels.date(report.date)}
            <Text component="span" display="block" fw={700} fz={16} c={cancelled ? 'gray.7' : undefined}>
              {labels.status(report.status, report.reason)}
            </Text>
          </Title>
          <ReportStateBadge report={report} />
        </Group>
        <ReportDetails
          items={[
            { label: t('parent.history.child'), value: report.studentName },
            { label: t('parent.history.memo'), value: report.memo },
            { label: t('parent.history.sentAt'), value: formatDateTime(report.datetime) },
            { label: t('parent.history.cancelledAt'), value: report.cancelledAt ? formatDateTime(report.cancelledAt) : null },
            { label: t('parent.history.cancelledMemo'), value: report.cancelledMemo },
          ]}
        />
        {onCancel && !cancelled ? (
          <Button variant="outline" color="red" size="md" fullWidth onClick={() => onCancel(report)}>
            {t('parent.history.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
