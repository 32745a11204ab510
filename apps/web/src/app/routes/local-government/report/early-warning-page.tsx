import { NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CaptionedTable } from '../../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../../components/ui/empty-table-row.tsx';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../../components/ui/loading-screen.tsx';
import { useOrganization } from '../../../../features/organization-auth/hooks/use-organization.ts';
import { ReportPageHead } from '../../../../features/organization-reports/components/report-page-head.tsx';
import { useEarlyWarning } from '../../../../features/organization-reports/hooks/use-reports.ts';
import { formatCount } from '../../../../lib/board-figures.ts';

/**
 * `/local_governments/report/early_warning` (issue 14 item 6, decision 029): students whose
 * absences, moods and talk requests together worsen over the last 10 school days — counts per school
 * (suppressed), and for one chosen school the named list the board hands to its counsellor.
 */
export function EarlyWarningPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const schoolId = Number(search.get('schoolId')) || undefined;
  const organization = useOrganization();
  const warning = useEarlyWarning(schoolId ? { schoolId } : {});
  const rows = warning.data?.schools ?? [];
  const students = rows.flatMap((r) => r.students.map((s) => ({ ...s, school: r.school.name })));
  return (
    <Stack gap="lg">
      <ReportPageHead title={t('organization.report.pages.earlyWarning')} lead={t('organization.report.leads.earlyWarning')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <NativeSelect
          size="md"
          maw={360}
          label={t('organization.report.school')}
          value={schoolId ? String(schoolId) : ''}
          data={[
            { value: '', label: t('organization.report.allSchools') },
            ...(organization.data?.schools ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          onChange={(e) => setSearch(e.currentTarget.value ? `?schoolId=${e.currentTarget.value}` : '', { replace: true })}
        />
      </Paper>
      {warning.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : warning.isError ? (
        <ErrorAlert error={warning.error} />
      ) : (
        <>
          <Text size="sm" c="gray.8">
            {t('organization.report.warning.window', {
              from: warning.data.from.replaceAll('-', '/'),
              to: warning.data.to.replaceAll('-', '/'),
              days: warning.data.rule.windowDays,
              absences: warning.data.rule.absences,
            })}
          </Text>
          <CaptionedTable
            caption={t('organization.report.warning.countsCaption')}
            minWidth={420}
            striped
            withTableBorder
            verticalSpacing="xs"
            columns={[{ label: t('organization.dashboard.school') }, { label: t('organization.report.warning.count'), ta: 'right' as const }]}
          >
            <Table.Tbody>
              {rows.length === 0 ? (
                <EmptyTableRow columns={2}>{t('organization.schools.empty')}</EmptyTableRow>
              ) : (
                rows.map((r) => (
                  <Table.Tr key={r.school.id}>
                    <Table.Th scope="row">{r.school.name}</Table.Th>
                    <Table.Td ta="right">{formatCount(r.count)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </CaptionedTable>
          {schoolId ? (
            <CaptionedTable
              caption={t('organization.report.warning.listCaption')}
              minWidth={720}
              striped
              withTableBorder
              verticalSpacing="xs"
              columns={[
                { label: t('organization.report.warning.student') },
                { label: t('organization.report.warning.klass') },
                { label: t('organization.report.warning.reason') },
              ]}
            >
              <Table.Tbody>
                {students.length === 0 ? (
                  <EmptyTableRow columns={3}>{t('organization.report.warning.none')}</EmptyTableRow>
                ) : (
                  students.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Th scope="row">{s.name}</Table.Th>
                      <Table.Td>{t('organization.report.warning.klassValue', { grade: s.gradeName, klass: s.klassName, number: s.studentNumber })}</Table.Td>
                      <Table.Td>{s.reason}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </CaptionedTable>
          ) : (
            <Text size="sm" c="gray.7">
              {t('organization.report.warning.chooseSchool')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
