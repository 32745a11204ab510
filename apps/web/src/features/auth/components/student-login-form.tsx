import { Divider, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { SignInFinishFields } from '../../../components/ui/sign-in-finish-fields.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import type { Session } from '../../../lib/session.ts';
import { useStudentSignIn } from '../hooks/use-student-sign-in.ts';
import { OidcSignInButton } from './oidc-sign-in-button.tsx';

export interface StudentLoginFormProps {
  /** The {school_code} of the URL (spec §3 "school code from URL"). */
  schoolCode: string;
  /** This year's grades with their classes (GET /api/schools/show_school_info). */
  grades: Grade[];
  /** The providers to offer under the form (show_school_info signInProviders: configured and chosen by the board). */
  signInProviders?: readonly StudentSignInProvider[];
  /** Called once the credentials are stored. */
  onSignedIn: (session: Session) => void;
}

/** Full-width digits (１２, typed with a Japanese IME) as ASCII digits; other characters kept. */
function toHalfWidthDigits(value: string): string {
  return value.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
}

/** The fields in screen order: the first one with an error takes the focus. */
const FIELDS = ['gradeId', 'klassId', 'studentNumber', 'password'] as const;

/**
 * The student login form (spec §2 Student screens, §3 login fields, §5 student login messages):
 * grade, class (depends on grade), 出席番号, password and keep-logged-in, then
 * POST /api/students/sign_in; 「Googleでログイン」/「Microsoftでログイン」 under it as the school's
 * board chose (decisions 014, 034; they keep the same keep-logged-in choice). A kit form checked
 * by rules, not the contract's schema: this page is in the pupil's first download, which loads no
 * zod (decision 015); the fields are the contract's, so the server's field errors land on them.
 * Server messages are shown as sent (Japanese).
 */
export function StudentLoginForm({ schoolCode, grades, signInProviders = [], onSignedIn }: StudentLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useStudentSignIn();
  const form = useContractForm({
    initialValues: { gradeId: '', klassId: '', studentNumber: '', password: '', isPersistentLogin: false },
    rules: {
      gradeId: (v) => (v ? null : t('student.login.errors.gradeKlass')),
      klassId: (v, values) => (values.gradeId && !v ? t('student.login.errors.gradeKlass') : null),
      studentNumber: (v) => (/^\d{1,3}$/.test(toHalfWidthDigits(v)) && Number(toHalfWidthDigits(v)) >= 1 ? null : t('student.login.errors.studentNumber')),
      password: (v) => (v ? null : t('student.login.errors.password')),
    },
    validateInputOnBlur: false,
  });
  const { values } = form;
  const klasses = grades.find((g) => String(g.id) === values.gradeId)?.klasses ?? [];
  const focusFirst = (errors: Record<string, unknown>) => {
    const first = FIELDS.find((f) => errors[f]);
    if (first) form.getInputNode(first)?.focus();
  };

  const onSubmit = form.onSubmit((v) => {
    if (signIn.isPending) return;
    return signIn.mutateAsync(
      {
        schoolCode,
        gradeId: Number(v.gradeId),
        klassId: Number(v.klassId),
        studentNumber: Number(toHalfWidthDigits(v.studentNumber)),
        password: v.password,
        isPersistentLogin: v.isPersistentLogin,
      },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          form.setServerErrors(error);
          if (isApiError(error)) focusFirst(error.fieldErrors);
        },
      },
    );
  }, focusFirst);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={form.serverErrors} />
        <NativeSelect
          size="md"
          label={t('student.login.grade')}
          data={[{ value: '', label: t('student.login.gradePlaceholder') }, ...grades.map((g) => ({ value: String(g.id), label: g.name }))]}
          {...form.getInputProps('gradeId')}
          onChange={(event) => {
            const next = event.currentTarget.value;
            const only = grades.find((g) => String(g.id) === next)?.klasses;
            // A grade with a single class needs no second choice.
            form.setValues({ gradeId: next, klassId: only?.length === 1 ? String(only[0]!.id) : '' });
            form.clearFieldError('klassId');
          }}
        />
        <NativeSelect
          size="md"
          label={t('student.login.klass')}
          disabled={!values.gradeId}
          data={[{ value: '', label: t('student.login.klassPlaceholder') }, ...klasses.map((k) => ({ value: String(k.id), label: k.name }))]}
          {...form.getInputProps('klassId')}
        />
        <TextInput
          size="md"
          label={t('student.login.studentNumber')}
          description={t('student.login.studentNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          {...form.getInputProps('studentNumber')}
        />
        <SignInFinishFields
          form={form}
          passwordLabel={t('student.login.password')}
          keepLoggedInLabel={t('student.login.keepLoggedIn')}
          submitLabel={t('student.login.submit')}
          pending={signIn.isPending}
          submitSize="lg"
        />
        {signInProviders.length > 0 && <Divider label={t('signInProviders.or')} labelPosition="center" />}
        {signInProviders.map((provider) => (
          <OidcSignInButton key={provider} provider={provider} schoolCode={schoolCode} isPersistentLogin={values.isPersistentLogin} />
        ))}
      </Stack>
    </form>
  );
}
