import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import type { PasswordAccount } from '../api/passwords.ts';
import { useRequestPasswordReset } from '../hooks/use-passwords.ts';

export interface ForgotPasswordFormProps {
  /** The {school_code} of the URL, sent with a teacher's address (a board user has none). */
  schoolCode?: string;
  /** 'local_government' on /local_governments/password/forgot. */
  account?: PasswordAccount;
}

/** A practical e-mail shape check; the server has the final word (spec §8 invalid e-mail). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /{school_code}/teacher/password/forget (spec §2, §7 forgot): the teacher's address, then the
 * server's neutral answer (the same whether or not the address is registered, so nobody can
 * probe which addresses exist).
 */
export function ForgotPasswordForm({ schoolCode, account = 'teacher' }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset(account);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);
  const serverErrors = errorMessages(request.error, t('common.error.generic'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const trimmed = email.trim();
    const found = !trimmed ? t('teacher.login.errors.email') : !EMAIL.test(trimmed) ? t('teacher.login.errors.emailFormat') : undefined;
    setError(found);
    if (found) return emailRef.current?.focus();
    request.mutate(
      { email: trimmed, ...(schoolCode ? { schoolCode } : {}) },
      { onError: (failure) => setError(isApiError(failure) ? failure.fieldErrors.email?.[0] : undefined) },
    );
  }

  if (request.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" icon={<IconMailCheck size={20} aria-hidden="true" />}>
        {request.data}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('teacherSettings.password.forgetLead')}</Text>
        <ErrorAlert messages={serverErrors} />
        <TextInput
          ref={emailRef}
          size="md"
          type="email"
          label={t('teacher.login.email')}
          autoComplete="username"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('teacherSettings.password.send')}
        </Button>
      </Stack>
    </form>
  );
}
