import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { TeacherLoginForm } from '../../../features/auth/components/teacher-login-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/** `/admin/login` (spec §2 General): admin teachers sign in without a school code. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('teacher.login.adminTitle'), t('common.appName'));
  return (
    <CenteredPage>
      <Title order={1} fz={24}>
        {t('teacher.login.adminTitle')}
      </Title>
      <TeacherLoginForm onSignedIn={(session) => void navigate(paths.teacher(session.schoolCode, 'class_dashboard'), { replace: true })} />
    </CenteredPage>
  );
}
