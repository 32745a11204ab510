import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { SchoolsTable } from '../../../features/organization-dashboard/components/schools-table.tsx';
import { SummaryCards } from '../../../features/organization-dashboard/components/summary-cards.tsx';
import { useBoardDashboard } from '../../../features/organization-dashboard/hooks/use-board-dashboard.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/local_governments/dashboard` (spec §2 "home", issue 14 item 2): today and this month across
 * the organisation, the totals first, then each school; every number opens its report.
 */
export function OrganizationDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useBoardDashboard();
  usePageTitle(t('organization.dashboard.title'), t('common.appName'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('organization.dashboard.title')}
        </Title>
        {dashboard.data ? <Text c="gray.8">{t('organization.dashboard.lead', { date: dashboard.data.date.replaceAll('-', '/') })}</Text> : null}
      </Stack>
      {dashboard.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : dashboard.isError ? (
        <LoadFailure />
      ) : (
        <>
          <SummaryCards dashboard={dashboard.data} />
          {dashboard.data.suppression ? (
            <Alert color="gray" variant="light" icon={<IconShieldLock size={20} aria-hidden="true" />}>
              {t('organization.report.suppression')}
            </Alert>
          ) : null}
          <Stack gap="xs">
            <Title order={2} fz={20}>
              {t('organization.dashboard.bySchool')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('organization.dashboard.tableHint')}
            </Text>
            <SchoolsTable dashboard={dashboard.data} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
