import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { gradeKlassesBulkUpdateBodySchema, type GradeKlassSummary } from '@sukoyaka/contracts/school-admin';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useRenameKlasses } from '../hooks/use-grade-klasses.ts';

/**
 * settings/grade_class/edit (issue 13): every class name of this year in one form, checked by the
 * contract of grade_klasses/bulk_update (クラス名を入力してください, 20 characters), saved together;
 * only the changed names are sent.
 */
export function RenameKlassesForm({ summary, onDirtyChange }: { summary: GradeKlassSummary; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const rename = useRenameKlasses();
  const labels = summary.grades.flatMap((g) => g.klasses.map((k) => `${g.name} ${k.name}`));
  const form = useContractForm({
    schema: gradeKlassesBulkUpdateBodySchema,
    initialValues: { klasses: summary.grades.flatMap((g) => g.klasses.map((k) => ({ id: k.id, name: k.name }))) },
  });
  const dirty = form.isDirty();
  useReportDirty('rename-klasses', dirty, onDirtyChange);
  const onSubmit = form.onSubmit(({ klasses }) => {
    const saved = form.getInitialValues().klasses;
    const changed = klasses.filter((k, i) => k.name !== saved[i]?.name);
    return rename.mutateAsync(changed, {
      onSuccess: () => {
        form.resetTo(form.getValues());
        showDone(t('teacherSettings.schoolAdmin.done'));
      },
      onError: form.setServerErrors,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={form.serverErrors} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {form.values.klasses.map((k, i) => (
            <TextInput key={k.id} label={labels[i]} {...form.getInputProps(`klasses.${i}.name`)} />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" disabled={!dirty} loading={rename.isPending}>
            {t('teacherSettings.schoolAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
