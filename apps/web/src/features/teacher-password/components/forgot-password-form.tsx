import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { forgotPasswordBodySchema } from '@sukoyaka/contracts/passwords';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import type { PasswordAccount } from '../api/passwords.ts';
import { useRequestPasswordReset } from '../hooks/use-passwords.ts';

export interface ForgotPasswordFormProps {
  /** The {school_code} of the URL, sent with a teacher's address (a board user has none). */
  schoolCode?: string;
  /** 'local_government' on /local_governments/password/forgot. */
  account?: PasswordAccount;
}

/**
 * /{school_code}/teacher/password/forget (spec §2, §7 forgot): the teacher's address, checked by
 * the contract of POST …/password, then the server's neutral answer (the same whether or not the
 * address is registered, so nobody can probe which addresses exist).
 */
export function ForgotPasswordForm({ schoolCode, account = 'teacher' }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset(account);
  const form = useContractForm({
    schema: forgotPasswordBodySchema,
    toBody: (v: { email: string }) => ({ ...v, ...(schoolCode ? { schoolCode } : {}) }),
    messages: { email: (value) => (String(value ?? '').trim() ? undefined : t('teacher.login.errors.email')) },
    initialValues: { email: '' },
    validateInputOnBlur: false,
  });
  const onSubmit = form.onSubmit(
    (body) => request.mutateAsync(body, { onError: form.setServerErrors }),
    () => form.getInputNode('email')?.focus(),
  );

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
        <ErrorAlert messages={form.serverErrors} />
        <TextInput size="md" type="email" label={t('teacher.login.email')} autoComplete="username" {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('teacherSettings.password.send')}
        </Button>
      </Stack>
    </form>
  );
}
