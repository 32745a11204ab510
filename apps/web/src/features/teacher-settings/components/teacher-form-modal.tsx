import { Button, Checkbox, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import { useCreateTeacher, useSaveTeacher } from '../hooks/use-teacher-accounts.ts';

export interface TeacherFormModalProps {
  /** The teacher to edit, or null to add one. */
  teacher: TeacherAccount | null;
  klasses: { id: number; name: string }[];
  onClose: () => void;
}

/**
 * 先生を追加 / 先生の編集 (issue 13 settings/teacher): name, e-mail and the admin flag; when editing,
 * also the classes in charge. The server's messages show under their fields (e.g. the last admin).
 */
export function TeacherFormModal({ teacher, klasses, onClose }: TeacherFormModalProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.teacher';
  const create = useCreateTeacher();
  const save = useSaveTeacher();
  const mutation = teacher ? save : create;
  const [form, setForm] = useState({ name: teacher?.name ?? '', email: teacher?.email ?? '', admin: teacher?.admin ?? false });
  const [klassIds, setKlassIds] = useState<string[]>(teacher?.klasses.map((c) => String(c.klassId)) ?? []);
  const fe = isApiError(mutation.error) ? (mutation.error.fieldErrors ?? {}) : {};
  const general = mutation.error && !Object.keys(fe).length ? (isApiError(mutation.error) ? mutation.error.errors : [t('common.error.generic')]) : [];
  const done = (message: string) => {
    showDone(message);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t(teacher ? `${k}.editTitle` : `${k}.addTitle`)} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (teacher)
            save.mutate({ id: teacher.id, body: form, klassIds: klassIds.map(Number) }, { onSuccess: () => done(t('teacherSettings.schoolAdmin.done')) });
          else create.mutate(form, { onSuccess: (x) => done(t(`${k}.added`, { email: x.email })) });
        }}
      >
        <Stack>
          <ErrorAlert messages={general} />
          <TextInput
            label={t(`${k}.name`)}
            required
            value={form.name}
            error={fe.name?.[0]}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <TextInput
            label={t(`${k}.email`)}
            type="email"
            required
            value={form.email}
            error={fe.email?.[0]}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <Checkbox
            label={t(`${k}.adminLabel`)}
            checked={form.admin}
            error={fe.admin?.[0]}
            onChange={(e) => setForm({ ...form, admin: e.currentTarget.checked })}
          />
          {teacher ? (
            <MultiSelect
              label={t(`${k}.klassesLabel`)}
              data={klasses.map((c) => ({ value: String(c.id), label: c.name }))}
              value={klassIds}
              onChange={setKlassIds}
              clearable
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacherSettings.schoolAdmin.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t(teacher ? 'teacherSettings.schoolAdmin.save' : `${k}.add`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
