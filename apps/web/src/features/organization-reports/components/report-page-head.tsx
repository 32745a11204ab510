import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ReportNav } from './report-nav.tsx';

/** The head every board report page shares: the section name, the title (also the tab's), the lead and the report menu. */
export function ReportPageHead({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation();
  usePageTitle(title, t('common.appName'));
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={600} c="gray.7">
          {t('organization.nav.report')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="gray.8">{lead}</Text>
      </Stack>
      <ReportNav />
    </>
  );
}
