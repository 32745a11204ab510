import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useSetTeacherStopped } from '../hooks/use-teacher-accounts.ts';

/** A teacher's ログイン停止 / 再開, asked first; the server refuses stopping oneself or the last admin. */
export function TeacherStopModal({ teacher, onClose }: { teacher: TeacherAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.teacher';
  const set = useSetTeacherStopped();
  const stop = !teacher.signInStopped;
  return (
    <ConfirmModal
      opened
      title={t(stop ? `${k}.stopTitle` : `${k}.restartTitle`)}
      confirmLabel={t(stop ? `${k}.stop` : `${k}.restart`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
      danger={stop}
      loading={set.isPending}
      onCancel={onClose}
      onConfirm={() =>
        set.mutate(
          { id: teacher.id, stopped: stop },
          {
            onSuccess: () => {
              showDone(t('teacherSettings.schoolAdmin.done'));
              onClose();
            },
          },
        )
      }
    >
      <Text>{t(stop ? `${k}.stopBody` : `${k}.restartBody`, { name: teacher.name })}</Text>
      <ErrorAlert error={set.error} />
    </ConfirmModal>
  );
}
