import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { TeacherLoginForm } from '../../../features/auth/components/teacher-login-form.tsx';
import { useFinishOrganizationSignIn } from '../../../features/organization-auth/hooks/use-organization.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * `/local_governments/login` (spec §2 Local government): the board user's e-mail, password and
 * keep-logged-in (POST /api/local_governments/sign_in, an MFA code next when the account uses it),
 * then organization/me is stored as the organisation state and the dashboard opens.
 */
export function OrganizationLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishOrganizationSignIn();
  usePageTitle(t('organization.login.title'), t('common.appName'));
  const errors = errorMessages(finish.error, t('common.error.generic'));
  return (
    <CenteredPage>
      <Stack gap={4}>
        <Title order={1} fz={24}>
          {t('organization.login.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('organization.login.lead')}
        </Text>
      </Stack>
      <ErrorAlert messages={errors} />
      <TeacherLoginForm
        account="local_government"
        onSignedIn={() => finish.mutate(undefined, { onSuccess: () => void navigate(paths.board('dashboard'), { replace: true }) })}
      />
    </CenteredPage>
  );
}
