import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fiscalMonthOptions, schoolYearOptions } from '../../lib/fiscal-filters.ts';

export interface PeriodFilterProps {
  /** The school year (年度, from April). */
  year: number;
  /** A month of that year (1–12), or undefined for the whole year. */
  month: number | undefined;
  onChange: (period: { year: number; month: number | undefined }) => void;
}

/**
 * Year and month filters of the alert and SOS dashboards (spec §9): years from the current
 * school year down to 2022; months April to March, capped at this month, newest first, with
 * すべて (the whole year) on top. Choosing a year whose months do not include the chosen month
 * falls back to the whole year.
 */
export function PeriodFilter({ year, month, onChange }: PeriodFilterProps) {
  const { t } = useTranslation();
  const months = fiscalMonthOptions(year);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <NativeSelect
        size="md"
        label={t('teacher.filters.year')}
        value={String(year)}
        data={schoolYearOptions().map((y) => ({ value: String(y), label: t('teacher.filters.yearOption', { year: y }) }))}
        onChange={(event) => {
          const nextYear = Number(event.currentTarget.value);
          onChange({ year: nextYear, month: month && fiscalMonthOptions(nextYear).includes(month) ? month : undefined });
        }}
      />
      <NativeSelect
        size="md"
        label={t('teacher.filters.month')}
        value={month ? String(month) : ''}
        data={[
          { value: '', label: t('teacher.filters.all') },
          ...months.map((m) => ({ value: String(m), label: t('teacher.filters.monthOption', { month: m }) })),
        ]}
        onChange={(event) => onChange({ year, month: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
      />
    </Group>
  );
}
