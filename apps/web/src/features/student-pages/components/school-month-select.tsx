import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fiscalMonthOptions, schoolYearOptions } from '../../../lib/fiscal-filters.ts';

export interface SchoolMonthSelectProps {
  year: number;
  month: number;
  /** A new year keeps the month when that year offers it, else its newest month. */
  onChange: (value: { year: number; month: number }) => void;
}

/**
 * Year and month selects of the past condition history (spec §9): school years from the current
 * one down to 2022, months April to March capped at the current month, newest first.
 */
export function SchoolMonthSelect({ year, month, onChange }: SchoolMonthSelectProps) {
  const { t } = useTranslation();
  const years = schoolYearOptions();
  const months = fiscalMonthOptions(year);
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={t('teacherStudents.period.year')}
        value={String(year)}
        w={140}
        data={years.map((y) => ({ value: String(y), label: t('teacherStudents.period.yearOption', { year: y }) }))}
        onChange={(event) => {
          const nextYear = Number(event.currentTarget.value);
          const nextMonths = fiscalMonthOptions(nextYear);
          onChange({ year: nextYear, month: nextMonths.includes(month) ? month : (nextMonths[0] ?? 4) });
        }}
      />
      <NativeSelect
        label={t('teacherStudents.period.month')}
        value={String(month)}
        w={120}
        data={months.map((m) => ({ value: String(m), label: t('teacherStudents.period.monthOption', { month: m }) }))}
        onChange={(event) => onChange({ year, month: Number(event.currentTarget.value) })}
      />
    </Group>
  );
}
