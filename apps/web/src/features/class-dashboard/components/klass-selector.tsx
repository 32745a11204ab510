import { Group, NativeSelect } from '@mantine/core';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useTranslation } from 'react-i18next';

export interface KlassSelectorProps {
  grades: Grade[];
  gradeId: number;
  klassId: number;
  onChange: (selection: { gradeId: number; klassId: number }) => void;
}

/**
 * Grade and class selects of an admin teacher (any class of the school). Choosing a grade opens
 * its first class, so the pair is always a real class.
 */
export function KlassSelector({ grades, gradeId, klassId, onChange }: KlassSelectorProps) {
  const { t } = useTranslation();
  const grade = grades.find((g) => g.id === gradeId);
  return (
    <Group gap="xs" wrap="nowrap">
      <NativeSelect
        size="md"
        label={t('teacher.dashboard.grade')}
        value={String(gradeId)}
        data={grades.filter((g) => g.klasses.length > 0).map((g) => ({ value: String(g.id), label: g.name }))}
        onChange={(event) => {
          const next = grades.find((g) => String(g.id) === event.currentTarget.value);
          const first = next?.klasses[0];
          if (next && first) onChange({ gradeId: next.id, klassId: first.id });
        }}
      />
      <NativeSelect
        size="md"
        label={t('teacher.dashboard.klass')}
        value={String(klassId)}
        data={(grade?.klasses ?? []).map((k) => ({ value: String(k.id), label: k.name }))}
        onChange={(event) => onChange({ gradeId, klassId: Number(event.currentTarget.value) })}
      />
    </Group>
  );
}
