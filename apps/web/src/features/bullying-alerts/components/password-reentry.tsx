import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BULLYING_MESSAGES } from '@sukoyaka/contracts/bullying-alerts';
import { isApiError } from '../../../lib/api-error.ts';
import { verifyPass } from '../api/bullying-alerts.ts';
import { readConfirmToken, saveConfirmToken, subscribeConfirmToken } from '../lib/confirm-token.ts';
import { reentryBackPath } from '../lib/reentry.ts';

/**
 * Password re-entry before any bullying page (spec §2, §4; decision 022): without a stored
 * `confirm_token` the page shows only this modal. The right password stores the token and shows
 * the page; a wrong one shows パスワードが正しくありません; closing goes back by the spec's rule
 * (reentryBackPath). A page whose call is refused (token lapsed) forgets the token, so the modal
 * comes back. Teachers have no Google sign-in, so only the password is offered.
 */
export function PasswordReentry({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSyncExternalStore(subscribeConfirmToken, readConfirmToken, () => null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { school_code: schoolCode = '' } = useParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (token) return <>{children}</>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      saveConfirmToken((await verifyPass(password)).confirmPassToken);
    } catch (e) {
      setError(isApiError(e, 422) ? BULLYING_MESSAGES.wrongPassword : isApiError(e) ? e.errors.join('\n') : t('common.error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={() => navigate(reentryBackPath(schoolCode, pathname))}
      title={t('bullyingAlerts.reentry.title')}
      centered
      closeButtonProps={{ 'aria-label': t('bullyingAlerts.reentry.close') }}
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
