import { Checkbox, MultiSelect, TextInput } from '@mantine/core';
import { teacherAccountCreateBodySchema, type TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useCreateTeacher, useSaveTeacher } from '../hooks/use-teacher-accounts.ts';

export interface TeacherFormModalProps {
  /** The teacher to edit, or null to add one. */
  teacher: TeacherAccount | null;
  klasses: { id: number; name: string }[];
  onClose: () => void;
}

/**
 * 先生を追加 / 先生の編集 (issue 13 settings/teacher): name, e-mail and the admin flag, checked by the
 * contract of POST settings (name required, 正しい形式で入力してください); when editing, also the
 * classes in charge. The server's messages show under their fields (e.g. the last admin).
 */
export function TeacherFormModal({ teacher, klasses, onClose }: TeacherFormModalProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.teacher';
  const create = useCreateTeacher();
  const save = useSaveTeacher();
  const mutation = teacher ? save : create;
  const [klassIds, setKlassIds] = useState<string[]>(teacher?.klasses.map((c) => String(c.klassId)) ?? []);
  const form = useContractForm({
    schema: teacherAccountCreateBodySchema,
    initialValues: { name: teacher?.name ?? '', email: teacher?.email ?? '', admin: teacher?.admin ?? false },
  });
  const done = (message: string) => {
    showDone(message);
    onClose();
  };
  const onSubmit = form.onSubmit((body) =>
    teacher
      ? save.mutateAsync(
          { id: teacher.id, body, klassIds: klassIds.map(Number) },
          { onSuccess: () => done(t('teacherSettings.schoolAdmin.done')), onError: form.setServerErrors },
        )
      : create.mutateAsync(body, { onSuccess: (x) => done(t(`${k}.added`, { email: x.email })), onError: form.setServerErrors }),
  );
  return (
    <FormModal
      title={t(teacher ? `${k}.editTitle` : `${k}.addTitle`)}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={form.serverErrors}
      pending={mutation.isPending}
      submitLabel={t(teacher ? 'teacherSettings.schoolAdmin.save' : `${k}.add`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
    >
      <TextInput label={t(`${k}.name`)} required {...form.getInputProps('name')} />
      <TextInput label={t(`${k}.email`)} type="email" required {...form.getInputProps('email')} />
      <Checkbox label={t(`${k}.adminLabel`)} {...form.getInputProps('admin', { type: 'checkbox' })} />
      {teacher ? (
        <MultiSelect
          label={t(`${k}.klassesLabel`)}
          data={klasses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={klassIds}
          onChange={setKlassIds}
          clearable
        />
      ) : null}
    </FormModal>
  );
}
