import { TextInput } from '@mantine/core';
import { studentAccountPatchBodySchema, type StudentAccount } from '@sukoyaka/contracts/school-admin';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useUpdateStudent } from '../hooks/use-student-accounts.ts';

/**
 * 児童生徒の編集 (PATCH students/{id}): name, reading, Google e-mail, checked by the contract of the
 * PATCH (empty reading or e-mail clears it); the server's field messages under each field.
 */
export function StudentEditModal({ student, onClose }: { student: StudentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const update = useUpdateStudent();
  const form = useContractForm({
    schema: studentAccountPatchBodySchema,
    toBody: (v: { name: string; nameKana: string; email: string }) => ({ name: v.name, nameKana: v.nameKana.trim() || null, email: v.email.trim() || null }),
    initialValues: { name: student.name, nameKana: student.nameKana ?? '', email: student.email ?? '' },
  });
  const onSubmit = form.onSubmit((body) =>
    update.mutateAsync(
      { id: student.id, body: { name: body.name ?? student.name, nameKana: body.nameKana ?? null, email: body.email ?? null } },
      {
        onSuccess: () => {
          showDone(t('teacherSettings.schoolAdmin.done'));
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );
  return (
    <FormModal
      title={t(`${k}.editTitle`)}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={form.serverErrors}
      pending={update.isPending}
      submitLabel={t('teacherSettings.schoolAdmin.save')}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
    >
      <TextInput label={t(`${k}.name`)} required {...form.getInputProps('name')} />
      <TextInput label={t(`${k}.nameKana`)} {...form.getInputProps('nameKana')} />
      <TextInput label={t(`${k}.email`)} type="email" {...form.getInputProps('email')} />
    </FormModal>
  );
}
