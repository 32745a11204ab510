import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CenteredPage } from '../../../../components/layouts/centered-page.tsx';
import { LoadFailure } from '../../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../../components/ui/loading-screen.tsx';
import { SchoolCodeInvalid } from '../../../../features/schools/components/school-code-invalid.tsx';
import { useSchoolInfo } from '../../../../features/schools/hooks/use-school-info.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { paths } from '../../../../lib/paths.ts';

export interface PasswordPageFrameProps {
  title: string;
  children: ReactNode;
  /** The way back to the teacher login under the card (not on the login page itself). */
  loginLink?: boolean;
}

/**
 * The public teacher pages (spec §2 login, password/forget, /reset, /registration): the school's
 * name over the title (an unknown school code shows the spec §8 message), one card, and on the
 * password pages a way back to the login.
 */
export function PasswordPageFrame({ title, children, loginLink = true }: PasswordPageFrameProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const school = useSchoolInfo(schoolCode);
  usePageTitle(title, t('common.appName'));

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
        {title}
      </Title>
      {children}
      {loginLink ? (
        <Anchor component={Link} to={paths.teacher(schoolCode, 'login')} size="sm">
          {t('teacherSettings.password.backToLogin')}
        </Anchor>
      ) : null}
    </CenteredPage>
  );
}
