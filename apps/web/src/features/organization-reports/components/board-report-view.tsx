import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { BoardReportType } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useBoardReport } from '../hooks/use-reports.ts';
import { filtersFromSearch, searchOfFilters } from '../lib/report-filters.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportPageHead } from './report-page-head.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * One board report page (spec §2 /local_governments/report and its sub-pages, §7, §9): the report
 * menu, filters kept in the URL (year April–March, month, school, grade), the Excel / PDF downloads,
 * the monthly chart and the table with "<5" cells (small-group suppression, decision 026).
 */
export function BoardReportView({ type, schools }: { type: BoardReportType; schools: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const report = useBoardReport(type, filters);
  // The chosen school's grades: its report without a grade (cached, so usually no extra request).
  const schoolReport = useBoardReport(type, { ...filters, gradeId: undefined }, !!filters.schoolId);
  const grades = (schoolReport.data?.rows ?? []).filter((r) => r.level === 'grade' && r.id !== null).map((r) => ({ id: r.id!, name: r.name }));

  return (
    <Stack gap="lg">
      <ReportPageHead title={t(`organization.report.titles.${type}`)} lead={t(`organization.report.leads.${type}`)} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <ReportFilters filters={filters} schools={schools} grades={grades} onChange={(next) => setSearch(searchOfFilters(next), { replace: true })} />
          <ReportDownloads type={type} filters={filters} />
        </Stack>
      </Paper>
      {report.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : report.isError ? (
        <ErrorAlert error={report.error} />
      ) : (
        <Stack gap="md" aria-busy={report.isFetching}>
          <Text size="sm" c="gray.8">
            {t('organization.report.period', { from: report.data.from.replaceAll('-', '/'), to: report.data.to.replaceAll('-', '/') })}
          </Text>
          {report.data.suppression ? (
            <Alert color="gray" variant="light" icon={<IconShieldLock size={20} aria-hidden="true" />}>
              {t('organization.report.suppression')}
            </Alert>
          ) : null}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <ReportChart chart={report.data.chart} />
          </Paper>
          <ReportTable report={report.data} />
        </Stack>
      )}
    </Stack>
  );
}
