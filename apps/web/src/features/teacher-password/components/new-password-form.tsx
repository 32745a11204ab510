import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import type { PasswordAccount } from '../api/passwords.ts';
import { useSetTeacherPassword } from '../hooks/use-passwords.ts';

export interface NewPasswordFormProps {
  /** reset: PUT /api/teachers/password; registration: PATCH /api/teachers/confirmation. */
  purpose: 'reset' | 'registration';
  /** The token of the mailed link. */
  token: string;
  /** 'local_government': the board's PUT password / POST confirmation. */
  account?: PasswordAccount;
  /** Shown once the password is set, e.g. a link to the login page. */
  done: ReactNode;
  /** Shown when the server refuses the link (used or expired, 422), e.g. a link to ask again. */
  expiredHelp: ReactNode;
}

/** The API's password rule (contracts passwords newPasswordSchema): 8 to 128 characters. */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

type Field = 'password' | 'password_confirmation';

/**
 * The new-password form of the reset and registration pages (spec §2 password/reset,
 * password/registration, §7): the password twice, checked here first (length, same twice), then
 * by the server, whose messages show on their fields or above the form (an expired link).
 */
export function NewPasswordForm({ purpose, token, account, done, expiredHelp }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const submit = useSetTeacherPassword(purpose, token, account);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const serverErrors = errorMessages(submit.error, t('common.error.generic'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (password.length < PASSWORD_MIN) found.password = t('teacherSettings.password.errors.tooShort', { min: PASSWORD_MIN });
    else if (password.length > PASSWORD_MAX) found.password = t('teacherSettings.password.errors.tooLong', { max: PASSWORD_MAX });
    if (!found.password && confirmation !== password) found.password_confirmation = t('teacherSettings.password.errors.mismatch');
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.password_confirmation) return confirmationRef.current?.focus();
    submit.mutate(
      { password, password_confirmation: confirmation },
      {
        onError: (failure) => {
          if (!isApiError(failure)) return;
          setErrors({ password: failure.fieldErrors.password?.[0], password_confirmation: failure.fieldErrors.password_confirmation?.[0] });
        },
      },
    );
  }

  if (submit.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} aria-hidden="true" />}>
          {submit.data}
        </Alert>
        {done}
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('teacherSettings.password.rule', { min: PASSWORD_MIN })}</Text>
        <ErrorAlert messages={serverErrors} />
        {isApiError(submit.error, 422) ? expiredHelp : null}
        <PasswordInput
          ref={passwordRef}
          size="md"
          label={t('teacherSettings.password.newPassword')}
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
        />
        <PasswordInput
          ref={confirmationRef}
          size="md"
          label={t('teacherSettings.password.confirmation')}
          autoComplete="new-password"
          value={confirmation}
          error={errors.password_confirmation}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value);
            setErrors((e) => ({ ...e, password_confirmation: undefined }));
          }}
        />
        <Button type="submit" size="md" fullWidth loading={submit.isPending}>
          {purpose === 'reset' ? t('teacherSettings.password.resetSubmit') : t('teacherSettings.password.registrationSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
