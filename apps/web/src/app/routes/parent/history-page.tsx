import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ReportHistory } from '../../../features/parent-attendances/components/report-history.tsx';
import { useParentAttendances } from '../../../features/parent-attendances/hooks/use-parent-attendances.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/parent/history` (spec §2 Parent): the family's reports, newest first, with their
 * state (未確認 / 確認済み / 取り消し) and cancelling.
 */
export function ParentHistoryPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const reports = useParentAttendances();
  usePageTitle(t('parent.history.title'), t('common.appName'));

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('parent.history.title')}
      </Title>
      <Text>{t('parent.history.lead')}</Text>
      {reports.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : reports.isError ? (
        <LoadFailure />
      ) : (
        <ReportHistory reports={reports.data} newReportTo={paths.parent(schoolCode, 'absent')} />
      )}
    </Stack>
  );
}
