import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { TeacherLoginForm } from '../../../features/auth/components/teacher-login-form.tsx';
import { SchoolCodeInvalid } from '../../../features/schools/components/school-code-invalid.tsx';
import { useSchoolInfo } from '../../../features/schools/hooks/use-school-info.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/** `/{school_code}/teacher/login` (spec §2 Teacher): the school's name, then e-mail and password. */
export function TeacherLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school_code: schoolCode = '' } = useParams();
  const school = useSchoolInfo(schoolCode);
  usePageTitle(t('teacher.login.title'), t('common.appName'));

  if (school.isPending) return <LoadingScreen minHeight="100dvh" />;
  if (school.isError) {
    return <CenteredPage width={560}>{isApiError(school.error, 404) ? <SchoolCodeInvalid /> : <LoadFailure order={1} />}</CenteredPage>;
  }
  return (
    <CenteredPage>
      <Title order={1} fz={24}>
        <Text component="span" display="block" size="md" c="gray.7" fw={600}>
          {school.data.name}
        </Text>
        {t('teacher.login.title')}
      </Title>
      <TeacherLoginForm schoolCode={schoolCode} onSignedIn={() => void navigate(paths.teacher(schoolCode, 'class_dashboard'), { replace: true })} />
    </CenteredPage>
  );
}
