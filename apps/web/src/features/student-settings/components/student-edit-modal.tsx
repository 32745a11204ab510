import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import { useUpdateStudent } from '../hooks/use-student-accounts.ts';

/** 児童生徒の編集 (PATCH students/{id}): name, reading, Google e-mail; the server's field messages under each field. */
export function StudentEditModal({ student, onClose }: { student: StudentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const update = useUpdateStudent();
  const [form, setForm] = useState({ name: student.name, nameKana: student.nameKana ?? '', email: student.email ?? '' });
  const fe = isApiError(update.error) ? (update.error.fieldErrors ?? {}) : {};
  return (
    <Modal opened onClose={onClose} title={t(`${k}.editTitle`)} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            { id: student.id, body: { name: form.name, nameKana: form.nameKana || null, email: form.email || null } },
            {
              onSuccess: () => {
                showDone(t('teacherSettings.schoolAdmin.done'));
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          <ErrorAlert messages={isApiError(update.error) && !Object.keys(fe).length ? update.error.errors : []} />
          <TextInput
            label={t(`${k}.name`)}
            required
            value={form.name}
            error={fe.name?.[0]}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <TextInput
            label={t(`${k}.nameKana`)}
            value={form.nameKana}
            error={fe.nameKana?.[0]}
            onChange={(e) => setForm({ ...form, nameKana: e.currentTarget.value })}
          />
          <TextInput
            label={t(`${k}.email`)}
            type="email"
            value={form.email}
            error={fe.email?.[0]}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacherSettings.schoolAdmin.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('teacherSettings.schoolAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
