import { Divider, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
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

type Field = 'grade' | 'klass' | 'studentNumber' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** Full-width digits (１２, typed with a Japanese IME) as ASCII digits; other characters kept. */
function toHalfWidthDigits(value: string): string {
  return value.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
}

/** Maps the API's field names (the sign-in body) onto the form's fields. */
const SERVER_FIELDS: Record<string, Field> = { gradeId: 'grade', klassId: 'klass', studentNumber: 'studentNumber', password: 'password' };

/**
 * The student login form (spec §2 Student screens, §3 login fields, §5 student login messages):
 * grade, class (depends on grade), 出席番号, password and keep-logged-in, then
 * POST /api/students/sign_in; 「Googleでログイン」/「Microsoftでログイン」 under it as the school's
 * board chose (decisions 014, 034; they keep the same keep-logged-in choice). Server messages are shown as sent (Japanese).
 */
export function StudentLoginForm({ schoolCode, grades, signInProviders = [], onSignedIn }: StudentLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useStudentSignIn();
  const [gradeId, setGradeId] = useState('');
  const [klassId, setKlassId] = useState('');
  const [studentNumber, setStudentNumber] = useState('');
  const [password, setPassword] = useState('');
  const [persistent, setPersistent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const gradeRef = useRef<HTMLSelectElement>(null);
  const klassRef = useRef<HTMLSelectElement>(null);
  const studentNumberRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const klasses = grades.find((g) => String(g.id) === gradeId)?.klasses ?? [];
  const serverErrors = errorMessages(signIn.error, t('common.error.generic'));

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (!gradeId) found.grade = t('student.login.errors.gradeKlass');
    else if (!klassId) found.klass = t('student.login.errors.gradeKlass');
    const number = toHalfWidthDigits(studentNumber);
    if (!/^\d{1,3}$/.test(number) || Number(number) < 1) found.studentNumber = t('student.login.errors.studentNumber');
    if (!password) found.password = t('student.login.errors.password');
    return found;
  }

  function focusFirst(found: FieldErrors) {
    const first = (['grade', 'klass', 'studentNumber', 'password'] as const).find((f) => found[f]);
    const refs = { grade: gradeRef, klass: klassRef, studentNumber: studentNumberRef, password: passwordRef };
    if (first) refs[first].current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    signIn.mutate(
      {
        schoolCode,
        gradeId: Number(gradeId),
        klassId: Number(klassId),
        studentNumber: Number(toHalfWidthDigits(studentNumber)),
        password,
        isPersistentLogin: persistent,
      },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (!isApiError(error)) return;
          const fromServer: FieldErrors = {};
          for (const [name, messages] of Object.entries(error.fieldErrors)) {
            const field = SERVER_FIELDS[name];
            if (field && messages[0]) fromServer[field] = messages[0];
          }
          setErrors(fromServer);
          focusFirst(fromServer);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={serverErrors} />
        <NativeSelect
          ref={gradeRef}
          size="md"
          label={t('student.login.grade')}
          value={gradeId}
          error={errors.grade}
          data={[{ value: '', label: t('student.login.gradePlaceholder') }, ...grades.map((g) => ({ value: String(g.id), label: g.name }))]}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setGradeId(next);
            const only = grades.find((g) => String(g.id) === next)?.klasses;
            // A grade with a single class needs no second choice.
            setKlassId(only?.length === 1 ? String(only[0]!.id) : '');
            setErrors((e) => ({ ...e, grade: undefined, klass: undefined }));
          }}
        />
        <NativeSelect
          ref={klassRef}
          size="md"
          label={t('student.login.klass')}
          value={klassId}
          disabled={!gradeId}
          error={errors.klass}
          data={[{ value: '', label: t('student.login.klassPlaceholder') }, ...klasses.map((k) => ({ value: String(k.id), label: k.name }))]}
          onChange={(event) => {
            setKlassId(event.currentTarget.value);
            setErrors((e) => ({ ...e, klass: undefined }));
          }}
        />
        <TextInput
          ref={studentNumberRef}
          size="md"
          label={t('student.login.studentNumber')}
          description={t('student.login.studentNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={studentNumber}
          error={errors.studentNumber}
          onChange={(event) => {
            setStudentNumber(event.currentTarget.value);
            setErrors((e) => ({ ...e, studentNumber: undefined }));
          }}
        />
        <SignInFinishFields
          passwordRef={passwordRef}
          password={password}
          passwordLabel={t('student.login.password')}
          passwordError={errors.password}
          onPasswordChange={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          persistent={persistent}
          keepLoggedInLabel={t('student.login.keepLoggedIn')}
          onPersistentChange={setPersistent}
          submitLabel={t('student.login.submit')}
          pending={signIn.isPending}
          submitSize="lg"
        />
        {signInProviders.length > 0 && <Divider label={t('signInProviders.or')} labelPosition="center" />}
        {signInProviders.map((provider) => (
          <OidcSignInButton key={provider} provider={provider} schoolCode={schoolCode} isPersistentLogin={persistent} />
        ))}
      </Stack>
    </form>
  );
}
