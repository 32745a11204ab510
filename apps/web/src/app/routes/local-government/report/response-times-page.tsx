import { Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CaptionedTable } from '../../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../../components/ui/empty-table-row.tsx';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../../components/ui/loading-screen.tsx';
import { PeriodFilter } from '../../../../components/ui/period-filter.tsx';
import { formatWait } from '../../../../features/organization-dashboard/lib/wait.ts';
import { ReportPageHead } from '../../../../features/organization-reports/components/report-page-head.tsx';
import { useResponseTimes } from '../../../../features/organization-reports/hooks/use-reports.ts';
import { filtersFromSearch, searchOfFilters } from '../../../../features/organization-reports/lib/report-filters.ts';
import { formatCount } from '../../../../lib/board-figures.ts';

/**
 * `/local_governments/report/response_times` (issue 14 item 6, decision 029): per school, 話したい
 * in the period, how many were handled, and the median and 90th percentile time from the request to
 * the teacher's handling (shown when at least 5 were handled; counts suppressed like every board figure).
 */
export function ResponseTimesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { year, month } = filtersFromSearch(search);
  const times = useResponseTimes({ year, ...(month ? { month } : {}) });
  return (
    <Stack gap="lg">
      <ReportPageHead title={t('organization.report.pages.responseTimes')} lead={t('organization.report.leads.responseTimes')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <PeriodFilter year={year} month={month} onChange={(p) => setSearch(searchOfFilters(p), { replace: true })} />
      </Paper>
      {times.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : times.isError ? (
        <ErrorAlert error={times.error} />
      ) : (
        <CaptionedTable
          caption={t('organization.report.pages.responseTimes')}
          minWidth={640}
          striped
          withTableBorder
          verticalSpacing="xs"
          columns={[
            { label: t('organization.dashboard.school') },
            { label: t('organization.report.times.requests'), ta: 'right' as const },
            { label: t('organization.report.times.handled'), ta: 'right' as const },
            { label: t('organization.report.times.median'), ta: 'right' as const },
            { label: t('organization.report.times.p90'), ta: 'right' as const },
          ]}
        >
          <Table.Tbody>
            {times.data.schools.length === 0 ? (
              <EmptyTableRow columns={5}>{t('organization.schools.empty')}</EmptyTableRow>
            ) : (
              times.data.schools.map((row) => (
                <Table.Tr key={row.school.id}>
                  <Table.Th scope="row">{row.school.name}</Table.Th>
                  <Table.Td ta="right">{formatCount(row.requests)}</Table.Td>
                  <Table.Td ta="right">{formatCount(row.handled)}</Table.Td>
                  <Table.Td ta="right">{formatWait(row.medianMinutes, t)}</Table.Td>
                  <Table.Td ta="right">{formatWait(row.p90Minutes, t)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </CaptionedTable>
      )}
    </Stack>
  );
}
