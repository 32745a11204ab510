import { Anchor, Stack, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInFinishFields } from '../../../components/ui/sign-in-finish-fields.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import type { Session } from '../../../lib/session.ts';
import { organizationSignInBodySchema, teacherSignInBodySchema } from '@sukoyaka/contracts/auth';
import type { MfaChallenge } from '@sukoyaka/contracts/mfa';
import { useTeacherSignIn, type StaffAccount } from '../hooks/use-sign-in.ts';
import { MfaCodeStep } from './mfa-code-step.tsx';
import { EnrolmentMailedNotice, EnrolmentOpening, useEnrolmentLink } from './mfa-enrolment.tsx';
import { paths } from '../../../lib/paths.ts';

export interface TeacherLoginFormProps {
  /** The {school_code} of the URL; absent on /admin/login (spec §2 General). */
  schoolCode?: string;
  /** 'local_government' on /local_governments/login: POST /api/local_governments/sign_in. */
  account?: StaffAccount;
  /** Called once the credentials are stored. */
  onSignedIn: (session: Session) => void;
}

/**
 * The teacher and admin-teacher login form (spec §2): e-mail, password and keep-logged-in, checked
 * by the contract of POST /api/teachers/sign_in (or /api/local_governments/sign_in), with
 * schoolCode on a school's teacher login and without it on /admin/login. The first field with an
 * error takes the focus; the server's field errors show at their fields. When the account uses
 * MFA the same page asks for the code next (decision 019); one that must set MFA up is told that a
 * link was mailed, and that link (`?mfa_enrolment=`) opens the setup here (decision 059).
 */
export function TeacherLoginForm({ schoolCode, account = 'teacher', onSignedIn }: TeacherLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useTeacherSignIn(account);
  const [challenge, setChallenge] = useState<MfaChallenge>();
  const [enrolmentMailed, setEnrolmentMailed] = useState(false);
  const onEnrolmentChallenge = useCallback((c: MfaChallenge) => setChallenge(c), []);
  const enrolmentLink = useEnrolmentLink(account, onEnrolmentChallenge);
  const form = useContractForm({
    schema: account === 'local_government' ? organizationSignInBodySchema : teacherSignInBodySchema,
    toBody: (v: { email: string; password: string; isPersistentLogin: boolean }) => ({ ...(schoolCode && account === 'teacher' ? { schoolCode } : {}), ...v }),
    messages: { email: (value) => (String(value ?? '').trim() ? undefined : t('teacher.login.errors.email')), password: t('teacher.login.errors.password') },
    initialValues: { email: '', password: '', isPersistentLogin: false },
    validateInputOnBlur: false,
  });

  const onSubmit = form.onSubmit(
    (body) => {
      if (signIn.isPending) return;
      return signIn.mutateAsync(
        { ...(schoolCode ? { schoolCode } : {}), email: body.email, password: body.password, isPersistentLogin: body.isPersistentLogin ?? false },
        {
          onSuccess: (outcome) => {
            if ('enrolmentMailed' in outcome) return setEnrolmentMailed(true);
            return 'challenge' in outcome ? setChallenge(outcome.challenge) : onSignedIn(outcome.session);
          },
          onError: form.setServerErrors,
        },
      );
    },
    (errors) => form.getInputNode(errors.email ? 'email' : 'password')?.focus(),
  );

  if (challenge) {
    return (
      <MfaCodeStep
        challenge={challenge}
        schoolCode={schoolCode}
        account={account}
        persistent={form.values.isPersistentLogin}
        onSignedIn={onSignedIn}
        onBack={() => {
          setChallenge(undefined);
          form.setFieldValue('password', '');
          signIn.reset();
        }}
      />
    );
  }

  if (enrolmentLink.opening) return <EnrolmentOpening />;
  if (enrolmentMailed) {
    return (
      <EnrolmentMailedNotice
        onBack={() => {
          setEnrolmentMailed(false);
          form.setFieldValue('password', '');
          signIn.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={[...enrolmentLink.errors, ...form.serverErrors]} />
        <TextInput size="md" type="email" label={t('teacher.login.email')} autoComplete="username" {...form.getInputProps('email')} />
        <SignInFinishFields
          form={form}
          passwordLabel={t('teacher.login.password')}
          keepLoggedInLabel={t('teacher.login.keepLoggedIn')}
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
