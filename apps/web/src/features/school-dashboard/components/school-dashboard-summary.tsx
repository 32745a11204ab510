import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { CONDITION_VALUES } from '@sukoyaka/contracts/conditions';
import type { DashboardSummary } from '@sukoyaka/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { CHECK_UNPROCESSED, TALK_UNPROCESSED } from '../../../components/ui/dashboard-cells.tsx';

export interface SchoolDashboardSummaryProps {
  summary: DashboardSummary;
  /**
   * The school's 話したい対応状況 setting: off, the card is just 話したい (requests never get a
   * handled state, so every one counts), not 話したい（未対応）.
   */
  talkProcessing?: boolean;
}

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Text fz={22} fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Counts over the whole selection for the period (spec §2 all_dashboard; not just the page):
 * students, check-ins, 心 and 体 by face, open 話したい (or 話したい where handling is not recorded) and
 * open alerts.
 */
export function SchoolDashboardSummary({ summary, talkProcessing = true }: SchoolDashboardSummaryProps) {
  const { t } = useTranslation();
  const faces = (kind: 'mental' | 'physical') => (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} c="gray.7" mb={4}>
        {t(`teacher.allDashboard.summary.${kind}`)}
      </Text>
      <Group gap="sm" wrap="wrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {CONDITION_VALUES.map((value) => (
          <Group key={value} component="li" gap={4} wrap="nowrap" title={t(`common.condition.${value}`)}>
            <ConditionFaceIcon value={value} size={22} />
            <Text size="sm">
              <Text component="span" size="xs" c="gray.8">
                {t(`common.condition.${value}`)}
              </Text>{' '}
              <Text component="span" fw={700}>
                {summary[kind][value] ?? 0}
              </Text>
            </Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
  return (
    <Stack component="section" aria-label={t('teacher.allDashboard.summary.title')} gap="xs">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
        <Stat label={t('teacher.allDashboard.summary.students')} value={t('teacher.allDashboard.summary.studentsCount', { count: summary.students })} />
        <Stat label={t('teacher.allDashboard.summary.checkIns')} value={t('teacher.allDashboard.summary.checkInsCount', { count: summary.checkIns })} />
        <Stat
          label={talkProcessing ? t('teacher.allDashboard.summary.unprocessedSos') : t('teacher.dashboard.columnsLong.talk')}
          value={t('teacher.allDashboard.summary.count', { count: summary.unprocessedSos })}
          color={summary.unprocessedSos > 0 ? TALK_UNPROCESSED : undefined}
        />
        <Stat
          label={t('teacher.allDashboard.summary.unprocessedAlerts')}
          value={t('teacher.allDashboard.summary.count', { count: summary.unprocessedAlerts })}
          color={summary.unprocessedAlerts > 0 ? CHECK_UNPROCESSED : undefined}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
        {faces('mental')}
        {faces('physical')}
      </SimpleGrid>
    </Stack>
  );
}
