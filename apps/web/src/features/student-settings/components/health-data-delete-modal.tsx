import { List, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useDeleteStudentHealthData } from '../hooks/use-student-accounts.ts';

/** Spaces (half- and full-width) do not count when the teacher types the student's name. */
const bare = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/**
 * 記録の削除 (issue 15 item 7; decision 032, APPI): deletes one student's health data when the
 * student or a guardian asks. The modal says what goes (体調の記録, 不調アラート, 健康観察, 「話したい」,
 * アンケートの回答), what stays (the account, classes, 出欠 and the access log) and that it cannot
 * be undone; 削除する is enabled only once the student's name is typed (spaces ignored). A toast
 * with the number of check-ins deleted.
 */
export function HealthDataDeleteModal({ student, onClose }: { student: StudentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student.healthData';
  const remove = useDeleteStudentHealthData();
  const [typed, setTyped] = useState('');
  const matches = bare(typed) === bare(student.name);
  return (
    <ConfirmModal
      opened
      title={t(`${k}.title`)}
      confirmLabel={t(`${k}.confirm`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
      danger
      confirmDisabled={!matches}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!matches) return;
        remove.mutate(student.id, {
          onSuccess: (r) => {
            showDone(t(`${k}.done`, { name: student.name, count: r.conditions }));
            onClose();
          },
        });
      }}
    >
      <Text>{t(`${k}.body`, { name: student.name })}</Text>
      <List size="sm">
        {(['conditions', 'alerts', 'healthchecks', 'soss', 'questionnaires'] as const).map((item) => (
          <List.Item key={item}>{t(`${k}.items.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm">{t(`${k}.kept`)}</Text>
      <Text fw={700} c="red.9">
        {t(`${k}.irreversible`)}
      </Text>
      <TextInput
        label={t(`${k}.typeName`, { name: student.name })}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={typed && !matches ? t(`${k}.nameMismatch`) : undefined}
        autoComplete="off"
      />
      <ErrorAlert error={remove.error} />
    </ConfirmModal>
  );
}
