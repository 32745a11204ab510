import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BULLYING_MESSAGES } from '@sukoyaka/contracts/bullying-alerts';
import { isApiError } from '../../lib/api-error.ts';
import { saveConfirmToken, verifyPass } from '../../lib/confirm-token.ts';

export interface PasswordReentryModalProps {
  opened: boolean;
  /** The × button or Escape: the caller decides where that leads (spec §4). */
  onClose: () => void;
  /** Called once the confirm token is stored (e.g. to start the download that asked for it). */
  onConfirmed?: () => void;
  /** The × button's accessible name; default 閉じて前の画面に戻る (the bullying pages' gate). */
  closeLabel?: string;
}

/**
 * The password re-entry modal of spec §4 (decision 022): the teacher's password (POST verify_pass)
 * stores the confirm token (`confirm_token`, lib/confirm-token.ts) and calls `onConfirmed`; a wrong
 * one shows パスワードが正しくありません, another error the server's Japanese sentence. Teachers have
 * no Google sign-in, so only the password is offered. Used by the bullying pages' gate and by the
 * downloads of a bullying survey's answers (useReentryDownload).
 */
export function PasswordReentryModal({ opened, onClose, onConfirmed, closeLabel }: PasswordReentryModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      saveConfirmToken((await verifyPass(password)).confirmPassToken);
      setPassword('');
      onConfirmed?.();
    } catch (e) {
      setError(isApiError(e, 422) ? BULLYING_MESSAGES.wrongPassword : isApiError(e) ? e.errors.join('\n') : t('common.error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bullyingAlerts.reentry.title')}
      centered
      closeButtonProps={{ 'aria-label': closeLabel ?? t('bullyingAlerts.reentry.close') }}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <Text size="sm">{t('bullyingAlerts.reentry.lead')}</Text>
          <PasswordInput
            label={t('bullyingAlerts.reentry.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
            data-autofocus
            required
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!password}>
              {t('bullyingAlerts.reentry.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
