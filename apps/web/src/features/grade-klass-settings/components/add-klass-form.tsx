import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeCodeMaster } from '@sukoyaka/contracts/school-admin';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import { useCreateKlasses } from '../hooks/use-grade-klasses.ts';

/** クラスを追加 (issue 13 settings/grade_class): a grade from the national code master and a class name. */
export function AddKlassForm({ masters }: { masters: GradeCodeMaster[] }) {
  const { t } = useTranslation();
  const create = useCreateKlasses();
  const [gradeCodeMasterId, setGrade] = useState(String(masters[0]?.id ?? ''));
  const [name, setName] = useState('');
  const fieldError = isApiError(create.error) ? create.error.fieldErrors?.['klasses.0.name']?.[0] : undefined;
  const general = create.error && !fieldError ? (isApiError(create.error) ? create.error.errors : [t('common.error.generic')]) : [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-klass-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="add-klass-title">
          {t('teacherSettings.schoolAdmin.gradeClass.addTitle')}
        </Title>
        <ErrorAlert messages={general} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate([{ gradeCodeMasterId: Number(gradeCodeMasterId), name }], {
              onSuccess: () => {
                setName('');
                showDone(t('teacherSettings.schoolAdmin.gradeClass.added'));
              },
            });
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('teacherSettings.schoolAdmin.gradeClass.grade')}
              value={gradeCodeMasterId}
              onChange={(e) => setGrade(e.currentTarget.value)}
              data={masters.map((m) => ({ value: String(m.id), label: m.name }))}
              w={200}
            />
            <TextInput
              label={t('teacherSettings.schoolAdmin.gradeClass.klassName')}
              placeholder={t('teacherSettings.schoolAdmin.gradeClass.klassNamePlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldError}
              required
              w={200}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              {t('teacherSettings.schoolAdmin.gradeClass.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
