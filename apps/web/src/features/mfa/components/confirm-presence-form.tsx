import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { MfaConfirmBody } from '@sukoyaka/contracts/mfa';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';

export interface ConfirmPresenceFormProps {
  /** The action's button label (無効にする, 作り直す). */
  submitLabel: string;
  /** Red for turning MFA off. */
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (body: MfaConfirmBody) => void;
  onCancel: () => void;
}

/**
 * Proof of presence before turning MFA off or renewing recovery codes (decision 019): a current
 * code (authenticator or recovery code) or the password; wrong answers count in the sign-in lock.
 */
export function ConfirmPresenceForm({ submitLabel, danger = false, pending, error, onSubmit, onCancel }: ConfirmPresenceFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};
  const errors = errorMessages(error, t('common.error.generic'));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    onSubmit(code.trim() ? { code: code.trim() } : { password });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('teacherSettings.mfa.settings.confirmLead')}</Text>
        <ErrorAlert messages={errors} />
        <Group align="flex-start" grow>
          <TextInput
            label={t('teacherSettings.mfa.login.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={32}
            value={code}
            error={fieldErrors.code?.[0]}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('teacherSettings.mfa.settings.orPassword')}
            autoComplete="current-password"
            value={password}
            error={fieldErrors.password?.[0]}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending} disabled={!code.trim() && !password}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('teacherSettings.mfa.settings.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
