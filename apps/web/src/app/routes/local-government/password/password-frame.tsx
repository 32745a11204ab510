import { Anchor, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../../../../components/layouts/centered-page.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { paths } from '../../../../lib/paths.ts';

/** The board's public password pages (spec §2 password/forgot, /registration, /reset): a title, one card, back to the login. */
export function OrganizationPasswordFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title, t('common.appName'));
  return (
    <CenteredPage>
      <Title order={1} fz={24}>
        {title}
      </Title>
      {children}
      <Anchor component={Link} to={paths.board('login')} size="sm">
        {t('teacherSettings.password.backToLogin')}
      </Anchor>
    </CenteredPage>
  );
}
