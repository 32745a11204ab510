import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { gradeKlassesBulkCreateBodySchema, type GradeCodeMaster } from '@sukoyaka/contracts/school-admin';
import { gradeDisplayName } from '@sukoyaka/contracts/school-types';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useCreateKlasses } from '../hooks/use-grade-klasses.ts';

/**
 * クラスを追加 (issue 13 settings/grade_class): a grade from the national code master, named as the
 * school's grades are (1年, not the master's 小1: issue 28 item 9), and a class
 * name, checked by the contract of grade_klasses/bulk_create (one class; クラス名を入力してください).
 */
export function AddKlassForm({ masters }: { masters: GradeCodeMaster[] }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.gradeClass';
  const create = useCreateKlasses();
  const form = useContractForm({
    schema: gradeKlassesBulkCreateBodySchema,
    initialValues: { klasses: [{ gradeCodeMasterId: String(masters[0]?.id ?? ''), name: '' }] },
    validateInputOnBlur: false,
  });
  const onSubmit = form.onSubmit(({ klasses }) =>
    create.mutateAsync(klasses, {
      onSuccess: () => {
        form.setFieldValue('klasses.0.name', '');
        showDone(t(`${k}.added`));
      },
      onError: form.setServerErrors,
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-klass-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="add-klass-title">
          {t(`${k}.addTitle`)}
        </Title>
        <ErrorAlert messages={form.serverErrors} />
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label={t(`${k}.grade`)}
              data={masters.map((m) => ({ value: String(m.id), label: gradeDisplayName(m) }))}
              w={200}
              {...form.getInputProps('klasses.0.gradeCodeMasterId')}
            />
            <TextInput label={t(`${k}.klassName`)} placeholder={t(`${k}.klassNamePlaceholder`)} required w={200} {...form.getInputProps('klasses.0.name')} />
            <Button type="submit" mt={25} loading={create.isPending}>
              {t(`${k}.add`)}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
