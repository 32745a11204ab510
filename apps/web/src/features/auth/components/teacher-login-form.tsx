import { Anchor, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInFinishFields } from '../../../components/ui/sign-in-finish-fields.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import type { Session } from '../../../lib/session.ts';
import type { MfaChallenge } from '@sukoyaka/contracts/mfa';
import { useTeacherSignIn, type StaffAccount } from '../hooks/use-sign-in.ts';
import { MfaCodeStep } from './mfa-code-step.tsx';
import { paths } from '../../../lib/paths.ts';

export interface TeacherLoginFormProps {
  /** The {school_code} of the URL; absent on /admin/login (spec §2 General). */
  schoolCode?: string;
  /** 'local_government' on /local_governments/login: POST /api/local_governments/sign_in. */
  account?: StaffAccount;
  /** Called once the credentials are stored. */
  onSignedIn: (session: Session) => void;
}

type Field = 'email' | 'password';

/** A practical e-mail shape check; the server has the final word (spec §8 invalid e-mail). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The teacher and admin-teacher login form (spec §2): e-mail, password and keep-logged-in, then
 * POST /api/teachers/sign_in, with schoolCode on a school's teacher login and without it on
 * /admin/login; with `account="local_government"` POST /api/local_governments/sign_in. When the account uses MFA the same page asks for the code next (decision 019).
 */
export function TeacherLoginForm({ schoolCode, account = 'teacher', onSignedIn }: TeacherLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useTeacherSignIn(account);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [persistent, setPersistent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [challenge, setChallenge] = useState<MfaChallenge>();
  const serverErrors = errorMessages(signIn.error, t('common.error.generic'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    const trimmed = email.trim();
    if (!trimmed) found.email = t('teacher.login.errors.email');
    else if (!EMAIL.test(trimmed)) found.email = t('teacher.login.errors.emailFormat');
    if (!password) found.password = t('teacher.login.errors.password');
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    signIn.mutate(
      { ...(schoolCode ? { schoolCode } : {}), email: trimmed, password, isPersistentLogin: persistent },
      {
        onSuccess: (outcome) => ('challenge' in outcome ? setChallenge(outcome.challenge) : onSignedIn(outcome.session)),
        onError: (error) => {
          if (!isApiError(error)) return;
          setErrors({ email: error.fieldErrors.email?.[0], password: error.fieldErrors.password?.[0] });
        },
      },
    );
  }

  if (challenge) {
    return (
      <MfaCodeStep
        challenge={challenge}
        schoolCode={schoolCode}
        account={account}
        persistent={persistent}
        onSignedIn={onSignedIn}
        onBack={() => {
          setChallenge(undefined);
          setPassword('');
          signIn.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={serverErrors} />
        <TextInput
          ref={emailRef}
          size="md"
          type="email"
          label={t('teacher.login.email')}
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
        />
        <SignInFinishFields
          passwordRef={passwordRef}
          password={password}
          passwordLabel={t('teacher.login.password')}
          passwordError={errors.password}
          onPasswordChange={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          persistent={persistent}
          keepLoggedInLabel={t('teacher.login.keepLoggedIn')}
          onPersistentChange={setPersistent}
          submitLabel={t('teacher.login.submit')}
          pending={signIn.isPending}
          submitSize="md"
        />
        {schoolCode || account === 'local_government' ? (
          <Anchor
            component={Link}
            to={account === 'local_government' ? paths.board('password/forgot') : paths.teacher(schoolCode, 'password/forget')}
            size="sm"
            ta="center"
          >
            {t('teacherSettings.password.loginLink')}
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
