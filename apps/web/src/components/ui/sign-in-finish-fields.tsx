import { Button, Checkbox, PasswordInput } from '@mantine/core';
import type { Ref } from 'react';

export interface SignInFinishFieldsProps {
  passwordRef: Ref<HTMLInputElement>;
  password: string;
  passwordLabel: string;
  passwordError?: string;
  /** Called with the new password; the form also clears the field's error there. */
  onPasswordChange: (password: string) => void;
  /** ログインしたままにする (spec §3 isPersistentLogin: local instead of session storage). */
  persistent: boolean;
  keepLoggedInLabel: string;
  onPersistentChange: (persistent: boolean) => void;
  submitLabel: string;
  pending: boolean;
  /** The submit button's size: large where children or phones press it. */
  submitSize?: 'md' | 'lg';
}

/**
 * The end every sign-in form shares (student, teacher, admin, parent; spec §2 login fields):
 * password, keep-logged-in and the submit button, sized for touch.
 */
export function SignInFinishFields({
  passwordRef,
  password,
  passwordLabel,
  passwordError,
  onPasswordChange,
  persistent,
  keepLoggedInLabel,
  onPersistentChange,
  submitLabel,
  pending,
  submitSize = 'md',
}: SignInFinishFieldsProps) {
  return (
    <>
      <PasswordInput
        ref={passwordRef}
        size="md"
        label={passwordLabel}
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
      />
      <Checkbox size="md" label={keepLoggedInLabel} checked={persistent} onChange={(event) => onPersistentChange(event.currentTarget.checked)} />
      <Button type="submit" size={submitSize} fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
