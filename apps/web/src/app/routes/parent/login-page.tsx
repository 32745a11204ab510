import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ParentLoginForm } from '../../../features/parent-auth/components/parent-login-form.tsx';
import { SchoolCodeInvalid } from '../../../features/schools/components/school-code-invalid.tsx';
import { useSchoolInfo } from '../../../features/schools/hooks/use-school-info.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/parent/login` (spec §2 Parent): the school's name (GET show_school_info; an
 * unknown code shows the spec §8 message), then login id, password and keep-logged-in. A signed-in
 * parent never sees it (the route's loader sends them to absent).
 */
export function ParentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school_code: schoolCode = '' } = useParams();
  const school = useSchoolInfo(schoolCode);
  usePageTitle(t('parent.login.title'), t('common.appName'));

  if (school.isPending) return <LoadingScreen minHeight="100dvh" />;
  if (school.isError) {
    return (
      <CenteredPage width={560} topRight={<LanguageSwitch />}>
        {isApiError(school.error, 404) ? <SchoolCodeInvalid /> : <LoadFailure order={1} />}
      </CenteredPage>
    );
  }
  return (
    <CenteredPage topRight={<LanguageSwitch />}>
      <Title order={1} fz={24}>
        <Text component="span" display="block" size="md" c="gray.7" fw={600}>
          {school.data.name}
        </Text>
        {t('parent.login.title')}
      </Title>
      <ParentLoginForm schoolCode={schoolCode} onSignedIn={() => void navigate(paths.parent(schoolCode, 'absent'), { replace: true })} />
    </CenteredPage>
  );
}
