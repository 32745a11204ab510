import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../components/layouts/centered-page.tsx';
import { MessageScreen } from '../../components/ui/message-screen.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** `/maintenance` (spec §2 General): the service is being maintained. */
export function MaintenancePage() {
  const { t } = useTranslation();
  usePageTitle(t('maintenance.title'), t('common.appName'));
  return (
    <CenteredPage width={600}>
      <MessageScreen title={t('maintenance.title')}>
        <Text>{t('maintenance.body')}</Text>
      </MessageScreen>
    </CenteredPage>
  );
}
