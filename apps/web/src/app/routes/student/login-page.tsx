import { Alert, Anchor, Divider, Group, Text, Title } from '@mantine/core';
import { signInProviderOf } from '@sukoyaka/contracts/oidc-sign-in';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OidcSignInErrorAlert, OidcSignInFinish } from '../../../features/auth/components/oidc-sign-in-finish.tsx';
import { StudentCardSignIn } from '../../../features/auth/components/student-card-sign-in.tsx';
import { StudentLoginForm } from '../../../features/auth/components/student-login-form.tsx';
import { useSchoolInfo } from '../../../features/schools/hooks/use-school-info.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import classes from '../../layouts/student-header.module.css';
import { paths } from '../../../lib/paths.ts';
import { LanguageControls, SchoolPageFailure } from './school-page-failure.tsx';

/**
 * `/{school_code}/student/login` (spec §2 Student): the school's name (GET show_school_info; an
 * unknown code shows the spec §8 message), then grade, class, 出席番号, password and keep-logged-in,
 * and links to the password page and the help page; 「Googleでログイン」/「Microsoftでログイン」 as the
 * board chose. Above the form, 「QRコードでログイン」 and a field for a USB/QR reader (issue 27,
 * decision 062). Back from the provider through /auth with ?token= (and &provider=microsoft), it
 * exchanges the one-time code and goes on; with ?google_error= / ?microsoft_error= it says why the
 * sign-in did not happen (decisions 014, 034).
 */
export function StudentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school_code: schoolCode = '' } = useParams();
  const school = useSchoolInfo(schoolCode);
  const [searchParams, setSearchParams] = useSearchParams();
  const [providerFailure, setProviderFailure] = useState<string | null>(null);
  usePageTitle(t('student.login.title'), t('common.appName'));
  const token = searchParams.get('token');

  const goOn = useCallback(() => void navigate(paths.student(schoolCode, 'my_condition'), { replace: true }), [navigate, schoolCode]);
  const onProviderFailed = useCallback(
    (message: string) => {
      setProviderFailure(message);
      // The code is spent either way: take it out of the address bar and history.
      setSearchParams({}, { replace: true });
    },
    [setSearchParams],
  );

  if (token) {
    return (
      <CenteredPage topRight={<LanguageControls />}>
        <OidcSignInFinish
          provider={signInProviderOf(searchParams.get('provider')) ?? 'google'}
          schoolCode={schoolCode}
          token={token}
          onSignedIn={goOn}
          onFailed={onProviderFailed}
        />
      </CenteredPage>
    );
  }
  if (school.isPending) return <LoadingScreen minHeight="100dvh" />;
  if (school.isError) return <SchoolPageFailure error={school.error} />;
  return (
    <CenteredPage topRight={<LanguageControls />}>
      <Title order={1} fz={26}>
        <Text component="span" display="block" size="md" c="gray.7" fw={600}>
          {school.data.name}
        </Text>
        {t('student.login.title')}
      </Title>
      <OidcSignInErrorAlert search={searchParams} />
      <ErrorAlert messages={providerFailure ? [providerFailure] : []} />
      {school.data.grades.length === 0 ? (
        <Alert color="yellow" variant="light">
          {t('student.login.noGrades')}
        </Alert>
      ) : (
        <div className={classes.studentForm}>
          <StudentCardSignIn schoolCode={schoolCode} onSignedIn={goOn} />
          <Divider my="md" label={t('signInProviders.or')} labelPosition="center" />
          <StudentLoginForm schoolCode={schoolCode} grades={school.data.grades} signInProviders={school.data.signInProviders} onSignedIn={goOn} />
        </div>
      )}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={paths.student(schoolCode, 'password')} fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t('student.login.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to={paths.student(schoolCode, 'help')} fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t('student.login.help')}
        </Anchor>
      </Group>
    </CenteredPage>
  );
}
