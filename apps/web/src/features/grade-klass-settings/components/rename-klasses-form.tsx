import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeKlassSummary } from '@sukoyaka/contracts/school-admin';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import { useRenameKlasses } from '../hooks/use-grade-klasses.ts';

/** settings/grade_class/edit (issue 13): every class name of this year in one form, saved together. */
export function RenameKlassesForm({ summary, onDirty }: { summary: GradeKlassSummary; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const rename = useRenameKlasses();
  const klasses = summary.grades.flatMap((g) => g.klasses.map((k) => ({ id: k.id, name: k.name, gradeName: g.name })));
  const [names, setNames] = useState<Record<number, string>>(() => Object.fromEntries(klasses.map((k) => [k.id, k.name])));
  const changed = klasses.filter((k) => names[k.id] !== k.name);
  const fieldErrors = isApiError(rename.error) ? (rename.error.fieldErrors ?? {}) : {};
  const errorFor = (id: number) => {
    const index = changed.findIndex((k) => k.id === id);
    return index >= 0 ? fieldErrors[`klasses.${index}.name`]?.[0] : undefined;
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        rename.mutate(
          changed.map((k) => ({ id: k.id, name: names[k.id] ?? '' })),
          {
            onSuccess: () => {
              onDirty(false);
              showDone(t('teacherSettings.schoolAdmin.done'));
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <ErrorAlert error={rename.error} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {klasses.map((k) => (
            <TextInput
              key={k.id}
              label={`${k.gradeName} ${k.name}`}
              value={names[k.id] ?? ''}
              error={errorFor(k.id)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setNames((n) => ({ ...n, [k.id]: value }));
                onDirty(true);
              }}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" disabled={changed.length === 0} loading={rename.isPending}>
            {t('teacherSettings.schoolAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
