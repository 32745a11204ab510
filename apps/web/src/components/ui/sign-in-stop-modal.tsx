import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { showDone } from './toast.ts';

export interface SignInStopModalProps {
  /** The message namespace with stopTitle, restartTitle, stop, restart, stopBody, restartBody. */
  messages: 'teacherSettings.schoolAdmin.student' | 'teacherSettings.schoolAdmin.teacher';
  /** Whose sign-in it is (named in the question). */
  name: string;
  /** True to stop the sign-in, false to let it sign in again. */
  stop: boolean;
  /** The save: its pending state and failure are shown; `mutate(variables)` runs on 確定. */
  mutation: { isPending: boolean; error: unknown; mutate: (variables: { id: number; stopped: boolean }, options: { onSuccess: () => void }) => void };
  id: number;
  /** The toast once saved. */
  done: string;
  onClose: () => void;
}

/**
 * ログイン停止 / 再開 of a student or a teacher (issue 13), asked first: stopping signs their devices
 * out at once. The server's refusal (stopping oneself, the last admin) is shown in the modal.
 */
export function SignInStopModal({ messages: k, name, stop, mutation, id, done, onClose }: SignInStopModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened
      title={t(stop ? `${k}.stopTitle` : `${k}.restartTitle`)}
      confirmLabel={t(stop ? `${k}.stop` : `${k}.restart`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
      danger={stop}
      loading={mutation.isPending}
      onCancel={onClose}
      onConfirm={() =>
        mutation.mutate(
          { id, stopped: stop },
          {
            onSuccess: () => {
              showDone(done);
              onClose();
            },
          },
        )
      }
    >
      <Text>{t(stop ? `${k}.stopBody` : `${k}.restartBody`, { name })}</Text>
      <ErrorAlert error={mutation.error} />
    </ConfirmModal>
  );
}
