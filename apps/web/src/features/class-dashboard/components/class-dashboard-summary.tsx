import { Group, Text } from '@mantine/core';
import type { ClassDashboardByDate } from '@sukoyaka/contracts/dashboards';
import { useTranslation } from 'react-i18next';

export interface ClassDashboardSummaryProps {
  data: ClassDashboardByDate;
}

/** Counts above the class table: how many pupils have checked in, and how many want to talk. */
export function ClassDashboardSummary({ data }: ClassDashboardSummaryProps) {
  const { t } = useTranslation();
  const entered = data.students.filter((s) => s.mental !== null || s.physical !== null).length;
  const talking = data.students.filter((s) => s.talk !== 'none').length;
  return (
    <Group gap="lg">
      <Text fw={600}>{t('teacher.dashboard.summary', { entered, total: data.students.length })}</Text>
      {talking > 0 ? (
        <Text fw={700} c="#8b0000">
          {t('teacher.dashboard.talkSummary', { number: talking })}
        </Text>
      ) : null}
    </Group>
  );
}
