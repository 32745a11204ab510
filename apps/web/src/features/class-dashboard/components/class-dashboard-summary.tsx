import { Group, Text } from '@mantine/core';
import type { ClassDashboardByDate } from '@sukoyaka/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { TALK_UNPROCESSED } from '../../../components/ui/dashboard-cells.tsx';
import { needsCheckState } from '../../../lib/needs-check.ts';

export interface ClassDashboardSummaryProps {
  data: ClassDashboardByDate;
}

/**
 * Counts above the class table: how many students have checked in, how many want to talk and how
 * many have an open condition alert (要確認).
 */
export function ClassDashboardSummary({ data }: ClassDashboardSummaryProps) {
  const { t } = useTranslation();
  const entered = data.students.filter((s) => s.mental !== null || s.physical !== null).length;
  const talking = data.students.filter((s) => s.talk !== 'none').length;
  const open = data.students.filter((s) => needsCheckState([s.mentalAlert, s.physicalAlert]) === 'unprocessed').length;
  return (
    <Group gap="lg">
      <Text fw={600}>{t('teacher.dashboard.summary', { entered, total: data.students.length })}</Text>
      {talking > 0 ? (
        <Text fw={700} c={TALK_UNPROCESSED}>
          {t('teacher.dashboard.talkSummary', { number: talking })}
        </Text>
      ) : null}
      {open > 0 ? (
        <Text fw={700} c="red.9">
          {t('teacher.dashboard.needsCheckSummary', { number: open })}
        </Text>
      ) : null}
    </Group>
  );
}
