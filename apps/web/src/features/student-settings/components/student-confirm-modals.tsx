import { Code, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { SignInStopModal } from '../../../components/ui/sign-in-stop-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useResetStudentPassword, useRevokeSignInCard, useSetStudentStopped } from '../hooks/use-student-accounts.ts';

/** ログイン停止 / 再開 of a student, asked first (stopping signs the student's devices out at once). */
export function StopSignInModal({ student, onClose }: { student: StudentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const set = useSetStudentStopped();
  const stop = !student.signInStopped;
  return (
    <SignInStopModal
      messages={k}
      name={student.name}
      stop={stop}
      mutation={set}
      id={student.id}
      done={t(stop ? `${k}.stoppedDone` : `${k}.restartedDone`)}
      onClose={onClose}
    />
  );
}

/** パスワード再発行: asks, then shows the new initial password once. */
export function ResetPasswordModal({ student, onClose }: { student: StudentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const reset = useResetStudentPassword();
  const [password, setPassword] = useState<string | null>(null);
  if (password) {
    return (
      <ConfirmModal
        opened
        title={t(`${k}.newPassword`)}
        confirmLabel={t('teacherSettings.schoolAdmin.close')}
        cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
        onCancel={onClose}
        onConfirm={onClose}
      >
        <Text>{student.name}</Text>
        <Code fz={28} p="sm" data-testid="new-password">
          {password}
        </Code>
        <Text size="sm">{t(`${k}.newPasswordNote`)}</Text>
      </ConfirmModal>
    );
  }
  return (
    <ConfirmModal
      opened
      title={t(`${k}.resetTitle`)}
      confirmLabel={t(`${k}.resetConfirm`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
      loading={reset.isPending}
      onCancel={onClose}
      onConfirm={() => reset.mutate(student.id, { onSuccess: (r) => setPassword(r.password) })}
    >
      <Text>{t(`${k}.resetBody`, { name: student.name })}</Text>
      <ErrorAlert error={reset.error} />
    </ConfirmModal>
  );
}

/** QRカード無効: asks, then the student's QR sign-in card stops working (decision 062); the password stays. */
export function RevokeSignInCardModal({ student, onClose }: { student: StudentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student.revokeCard';
  const revoke = useRevokeSignInCard();
  return (
    <ConfirmModal
      opened
      title={t(`${k}.title`)}
      confirmLabel={t(`${k}.confirm`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
      loading={revoke.isPending}
      onCancel={onClose}
      onConfirm={() =>
        revoke.mutate(student.id, {
          onSuccess: () => {
            showDone(t(`${k}.done`));
            onClose();
          },
        })
      }
    >
      <Text>{t(`${k}.body`, { name: student.name })}</Text>
      <ErrorAlert error={revoke.error} />
    </ConfirmModal>
  );
}
