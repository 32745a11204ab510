import { Button, Checkbox, PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface SignInFinishFieldsProps {
  /** The sign-in form (useContractForm) with `password` and `isPersistentLogin` values. */
  form: UseFormReturnType<Record<string, unknown>, unknown>;
  passwordLabel: string;
  /** ログインしたままにする (spec §3 isPersistentLogin: local instead of session storage). */
  keepLoggedInLabel: string;
  submitLabel: string;
  pending: boolean;
  /** The submit button's size: large where children or phones press it. */
  submitSize?: 'md' | 'lg';
}

/**
 * The end every sign-in form shares (student, teacher, admin, parent; spec §2 login fields):
 * password, keep-logged-in and the submit button, sized for touch.
 */
export function SignInFinishFields({ form, passwordLabel, keepLoggedInLabel, submitLabel, pending, submitSize = 'md' }: SignInFinishFieldsProps) {
  return (
    <>
      <PasswordInput size="md" label={passwordLabel} autoComplete="current-password" {...form.getInputProps('password')} />
      <Checkbox size="md" label={keepLoggedInLabel} {...form.getInputProps('isPersistentLogin', { type: 'checkbox' })} />
      <Button type="submit" size={submitSize} fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
