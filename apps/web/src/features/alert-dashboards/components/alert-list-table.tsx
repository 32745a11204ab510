import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { Fragment } from 'react';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { NeedsCheckMark } from '../../../components/ui/dashboard-cells.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { needsCheckState } from '../../../lib/needs-check.ts';
import { useResolveAlert } from '../hooks/use-alert-dashboard.ts';
import { useResolveAlertFlow } from '../hooks/use-resolve-alert-flow.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { StudentLink } from '../../../components/ui/student-link.tsx';
import { formatAlertTime, formatRecordTime } from '../../../lib/time-formats.ts';

export interface AlertListTableProps {
  list: ConditionAlert[];
  /** The dashboard's name (心不調 / 体不調), for the caption. */
  title: string;
}

/** Consecutive alerts of one day, in list order (the API sorts newest day first). */
function byDay(list: ConditionAlert[]): { date: string; alerts: ConditionAlert[] }[] {
  const days: { date: string; alerts: ConditionAlert[] }[] = [];
  for (const alert of list) {
    const last = days.at(-1);
    if (last?.date === alert.date) last.alerts.push(alert);
    else days.push({ date: alert.date, alerts: [alert] });
  }
  return days;
}

/**
 * The list of the 心不調 / 体不調 dashboards (spec §2, §4 condition alert): per day a heading row
 * (the day counts as processed only if all its alerts are), then each alert with its time
 * (YYYY年MM月DD日 HH:mm), student, content and state: 未対応 with 対応済みにする, or 対応済み with the
 * teacher and time (YYYY/MM/DD HH:mm). 対応済みにする asks first, then shows a toast (the teacher
 * stays on this dashboard); a refused resolve shows the server's message. Names open the student page.
 */
export function AlertListTable({ list, title }: AlertListTableProps) {
  const { t } = useTranslation();
  const resolve = useResolveAlert();
  const flow = useResolveAlertFlow(resolve);

  return (
    <Stack gap="sm">
      {flow.modal}
      <ErrorAlert messages={flow.errors} />
      <CaptionedTable
        caption={t('teacher.alertDashboard.caption', { title })}
        minWidth={860}
        withTableBorder
        highlightOnHover
        verticalSpacing="sm"
        columns={[
          { label: t('teacher.alertDashboard.columns.datetime'), w: 190 },
          { label: t('teacher.alertDashboard.columns.student'), w: 200 },
          { label: t('teacher.alertDashboard.columns.content') },
          { label: t('teacher.alertDashboard.columns.state'), w: 240 },
        ]}
      >
        <Table.Tbody>
          {list.length === 0 ? (
            <EmptyTableRow columns={4}>{t('teacher.alertDashboard.empty')}</EmptyTableRow>
          ) : (
            byDay(list).map(({ date, alerts }) => {
              const dayState = needsCheckState(alerts);
              return (
                <Fragment key={date}>
                  <Table.Tr bg="gray.1">
                    <Table.Th scope="colgroup" colSpan={4}>
                      <Group gap="sm">
                        <Text fw={700}>{t('teacher.alertDashboard.dayHeading', { date: formatDate(date), count: alerts.length })}</Text>
                        <Badge variant="light" color={dayState === 'processed' ? 'green' : 'red'}>
                          {dayState === 'processed' ? t('teacher.alertDashboard.dayAllProcessed') : t('teacher.alertDashboard.dayOpen')}
                        </Badge>
                      </Group>
                    </Table.Th>
                  </Table.Tr>
                  {alerts.map((alert) => (
                    <Table.Tr key={alert.id}>
                      <Table.Td>{formatAlertTime(alert.datetime)}</Table.Td>
                      <Table.Th scope="row" fw={500}>
                        <Text size="sm" c="gray.8">
                          {t('teacher.student.klassNumber', {
                            grade: alert.student.gradeName,
                            klass: alert.student.klassName,
                            number: alert.student.studentNumber,
                          })}
                        </Text>
                        <StudentLink studentId={alert.student.id}>{alert.student.name}</StudentLink>
                      </Table.Th>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{alert.contentAlert}</Table.Td>
                      <Table.Td>
                        {alert.processed ? (
                          <Stack gap={0}>
                            <NeedsCheckMark alerts={[alert]} />
                            <Text size="xs" c="gray.8">
                              {alert.evidence?.kind === 'baseline' && alert.evidence.fadedOn
                                ? t('teacher.alertDashboard.faded', { date: formatDate(alert.evidence.fadedOn) })
                                : t('teacher.alertDashboard.processedBy', {
                                    teacher: alert.teacherName ?? '',
                                    datetime: alert.processedAt ? formatRecordTime(alert.processedAt) : '',
                                  })}
                            </Text>
                          </Stack>
                        ) : (
                          <Group gap="sm" wrap="nowrap">
                            <NeedsCheckMark alerts={[alert]} />
                            <Button
                              size="sm"
                              variant="light"
                              aria-label={t('teacher.alertDashboard.resolveLabel', { name: alert.student.name })}
                              loading={resolve.isPending && resolve.variables === alert.id}
                              onClick={() => flow.ask(alert)}
                            >
                              {t('teacher.alertDashboard.resolve')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Fragment>
              );
            })
          )}
        </Table.Tbody>
      </CaptionedTable>
    </Stack>
  );
}
