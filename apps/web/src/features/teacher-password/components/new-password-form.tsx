import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { confirmationBodySchema, resetPasswordBodySchema } from '@sukoyaka/contracts/passwords';
import { isApiError } from '../../../lib/api-error.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
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

/**
 * The new-password form of the reset and registration pages (spec §2 password/reset,
 * password/registration, §7): the password twice, checked by the contract of the reset or
 * registration call (8–128 characters, the same twice), then by the server, whose messages show
 * on their fields or above the form (an expired link, with the way to ask again).
 */
export function NewPasswordForm({ purpose, token, account, done, expiredHelp }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const submit = useSetTeacherPassword(purpose, token, account);
  const form = useContractForm({
    schema: (purpose === 'reset' ? resetPasswordBodySchema : confirmationBodySchema) as StandardSchemaV1<unknown, unknown>,
    toBody: (v: { password: string; password_confirmation: string }) =>
      purpose === 'reset' ? { reset_password_token: token, ...v } : { confirmation_token: token, ...v },
    messages: {
      password: (value) =>
        String(value).length < PASSWORD_MIN
          ? t('teacherSettings.password.errors.tooShort', { min: PASSWORD_MIN })
          : t('teacherSettings.password.errors.tooLong', { max: PASSWORD_MAX }),
      password_confirmation: t('teacherSettings.password.errors.mismatch'),
    },
    initialValues: { password: '', password_confirmation: '' },
    validateInputOnBlur: false,
  });
  const onSubmit = form.onSubmit(
    () => submit.mutateAsync(form.getValues(), { onError: form.setServerErrors }),
    (errors) => form.getInputNode(errors.password ? 'password' : 'password_confirmation')?.focus(),
  );

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
        <ErrorAlert messages={form.serverErrors} />
        {isApiError(submit.error, 422) ? expiredHelp : null}
        <PasswordInput size="md" label={t('teacherSettings.password.newPassword')} autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          size="md"
          label={t('teacherSettings.password.confirmation')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={submit.isPending}>
          {purpose === 'reset' ? t('teacherSettings.password.resetSubmit') : t('teacherSettings.password.registrationSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
