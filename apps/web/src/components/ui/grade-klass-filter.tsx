import { Group, NativeSelect } from '@mantine/core';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useTranslation } from 'react-i18next';

export interface GradeKlassFilterProps {
  grades: Grade[];
  gradeId: number | undefined;
  klassId: number | undefined;
  onChange: (selection: { gradeId: number | undefined; klassId: number | undefined }) => void;
}

/**
 * Grade and class filters of the school-wide dashboards (spec §2 "Dashboard header filters:
 * grade, class"), each with すべて. The class list follows the chosen grade; changing the grade
 * clears the class.
 */
export function GradeKlassFilter({ grades, gradeId, klassId, onChange }: GradeKlassFilterProps) {
  const { t } = useTranslation();
  const grade = grades.find((g) => g.id === gradeId);
  const all = { value: '', label: t('teacher.filters.all') };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <NativeSelect
        size="md"
        label={t('teacher.filters.grade')}
        value={grade ? String(grade.id) : ''}
        data={[all, ...grades.map((g) => ({ value: String(g.id), label: g.name }))]}
        onChange={(event) => onChange({ gradeId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined, klassId: undefined })}
      />
      <NativeSelect
        size="md"
        label={t('teacher.filters.klass')}
        value={grade && klassId ? String(klassId) : ''}
        disabled={!grade}
        data={[all, ...(grade?.klasses ?? []).map((k) => ({ value: String(k.id), label: k.name }))]}
        onChange={(event) => onChange({ gradeId, klassId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
      />
    </Group>
  );
}
