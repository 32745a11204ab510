import { Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInFinishFields } from '../../../components/ui/sign-in-finish-fields.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import type { Session } from '../../../lib/session.ts';
import { useParentSignIn } from '../hooks/use-parent-sign-in.ts';

export interface ParentLoginFormProps {
  /** The {school_code} of the URL. */
  schoolCode: string;
  /** Called once the credentials are stored. */
  onSignedIn: (session: Session) => void;
}

type Field = 'loginId' | 'password';

/**
 * The parent login form (spec §2 Parent login; docs/decisions/005-parent-sign-in.md): the login id
 * printed on the school's notice, the password and keep-logged-in, then POST /api/parents/sign_in.
 * Server messages are shown as sent (Japanese). While the request runs the button is disabled, so
 * a double tap signs in once.
 */
export function ParentLoginForm({ schoolCode, onSignedIn }: ParentLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useParentSignIn();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [persistent, setPersistent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const serverErrors = errorMessages(signIn.error, t('common.error.generic'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    const id = loginId.trim();
    if (!id) found.loginId = t('parent.login.errors.loginId');
    if (!password) found.password = t('parent.login.errors.password');
    setErrors(found);
    if (found.loginId) return loginIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    signIn.mutate(
      { schoolCode, loginId: id, password, isPersistentLogin: persistent },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (!isApiError(error)) return;
          setErrors({ loginId: error.fieldErrors.loginId?.[0], password: error.fieldErrors.password?.[0] });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={serverErrors} />
        <TextInput
          ref={loginIdRef}
          size="md"
          label={t('parent.login.loginId')}
          description={t('parent.login.loginIdHint')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={loginId}
          error={errors.loginId}
          onChange={(event) => {
            setLoginId(event.currentTarget.value);
            setErrors((e) => ({ ...e, loginId: undefined }));
          }}
        />
        <SignInFinishFields
          passwordRef={passwordRef}
          password={password}
          passwordLabel={t('parent.login.password')}
          passwordError={errors.password}
          onPasswordChange={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          persistent={persistent}
          keepLoggedInLabel={t('parent.login.keepLoggedIn')}
          onPersistentChange={setPersistent}
          submitLabel={t('parent.login.submit')}
          pending={signIn.isPending}
          submitSize="lg"
        />
      </Stack>
    </form>
  );
}
