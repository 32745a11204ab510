import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import type { BoardReportFilters } from '../api/reports.ts';

export interface ReportFiltersProps {
  filters: BoardReportFilters;
  /** The organisation's schools (GET organization). */
  schools: { id: number; name: string }[];
  /** The chosen school's grades (the rows of its report), when a school is chosen. */
  grades: { id: number; name: string }[];
  onChange: (filters: BoardReportFilters) => void;
}

/**
 * The filters of a board report (spec §2 report, §9): 年度 (April–March, down to 2022) and month
 * (すべて = the whole year), then すべての学校 or one school, and for a school すべての学年 or one grade.
 */
export function ReportFilters({ filters, schools, grades, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PeriodFilter year={filters.year} month={filters.month} onChange={(period) => onChange({ ...filters, ...period })} />
      <NativeSelect
        size="md"
        label={t('organization.report.school')}
        value={filters.schoolId ? String(filters.schoolId) : ''}
        data={[{ value: '', label: t('organization.report.allSchools') }, ...schools.map((s) => ({ value: String(s.id), label: s.name }))]}
        onChange={(e) => onChange({ ...filters, schoolId: e.currentTarget.value ? Number(e.currentTarget.value) : undefined, gradeId: undefined })}
      />
      {filters.schoolId ? (
        <NativeSelect
          size="md"
          label={t('organization.report.grade')}
          value={filters.gradeId ? String(filters.gradeId) : ''}
          data={[{ value: '', label: t('organization.report.allGrades') }, ...grades.map((g) => ({ value: String(g.id), label: g.name }))]}
          onChange={(e) => onChange({ ...filters, gradeId: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
        />
      ) : null}
    </Group>
  );
}
