import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type DashboardView = 'day' | 'week';
export const DASHBOARD_VIEWS: readonly DashboardView[] = ['day', 'week'];

export interface ViewToggleProps {
  value: DashboardView;
  onChange: (view: DashboardView) => void;
}

/** The day / week switch of the class and school dashboards (spec §2 "day and week views"). */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="md" fw={500} lh={1.55}>
        {t('teacher.dashboard.view.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="md"
        value={value}
        onChange={(next) => onChange(next === 'week' ? 'week' : 'day')}
        data={DASHBOARD_VIEWS.map((view) => ({ value: view, label: t(`teacher.dashboard.view.${view}`) }))}
      />
    </Stack>
  );
}
