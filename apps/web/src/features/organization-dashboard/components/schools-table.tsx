import { Group, Table, Text } from '@mantine/core';
import { ALERT_LEVELS } from '@sukoyaka/contracts/questionnaires';
import type { BoardDashboard, BoardDashboardRow } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { formatCount, formatRate } from '../../../lib/board-figures.ts';
import { figureLink, type DashboardFigure } from '../lib/links.ts';
import { formatWait } from '../lib/wait.ts';
import { FigureLink } from './figure-link.tsx';

const LEVELS = ALERT_LEVELS.filter((l) => l !== 'normal');

/**
 * The dashboard's per-school table (issue 14 item 2): for each school today's and this month's
 * check-in rate, students with a condition alert (today / month / 未対応), 話したい unanswered and the
 * longest wait, questionnaire answers not yet 組織確認済み by alert level, parents' absence reports
 * (today / month). Every number links to its report for the school; a non-school day is marked.
 */
export function SchoolsTable({ dashboard }: { dashboard: BoardDashboard }) {
  const { t } = useTranslation();
  const cell = (row: BoardDashboardRow, figure: DashboardFigure, what: string, text: string) => (
    <FigureLink to={figureLink(figure, dashboard.month, row.school?.id)} label={`${row.school?.name ?? ''} ${what} ${text}`}>
      {text}
    </FigureLink>
  );
  return (
    <CaptionedTable caption={t('organization.dashboard.tableCaption')} minWidth={980} striped withTableBorder verticalSpacing="xs" fz="sm">
      {/* Headers wrap at word boundaries so the whole table fits a 1366 screen without sideways scrolling. */}
      <Table.Thead style={{ wordBreak: 'keep-all', verticalAlign: 'bottom' }}>
        <Table.Tr>
          <Table.Th scope="col">{t('organization.dashboard.school')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.dashboard.enrolled')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.dashboard.checkInToday')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.dashboard.checkInMonth')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.dashboard.conditionColumn')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.dashboard.talkColumn')}
          </Table.Th>
          <Table.Th scope="col">{t('organization.dashboard.bullying')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.dashboard.absencesColumn')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dashboard.schools.length === 0 ? (
          <EmptyTableRow columns={8}>{t('organization.schools.empty')}</EmptyTableRow>
        ) : (
          dashboard.schools.map((row) => {
            const levels = LEVELS.filter((level) => row.bullyingUnconfirmed[level] !== 0);
            return (
              <Table.Tr key={row.school?.id ?? 'total'}>
                {/* Room for a whole school name (港北市立みなみ小学校) on one or two lines at 1366 (issue 28 item 10). */}
                <Table.Th scope="row" miw={180} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
                  <Text span inherit fw={700}>
                    {row.school?.name}
                  </Text>
                  {row.schoolDay ? null : (
                    <Text size="xs" c="gray.7">
                      {t('organization.dashboard.noSchoolDay')}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right">{formatCount(row.enrolled)}</Table.Td>
                <Table.Td ta="right">{cell(row, 'checkIn', t('organization.dashboard.checkInToday'), formatRate(row.today.checkInRate))}</Table.Td>
                <Table.Td ta="right">{cell(row, 'checkIn', t('organization.dashboard.checkInMonth'), formatRate(row.month.checkInRate))}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell(row, 'conditionAlerts', t('organization.dashboard.conditionToday'), formatCount(row.conditionAlerts.todayStudents))}
                  {' / '}
                  {cell(row, 'conditionAlerts', t('organization.dashboard.conditionMonth'), formatCount(row.conditionAlerts.monthStudents))}
                  {' / '}
                  {cell(row, 'conditionAlerts', t('organization.dashboard.conditionUnprocessed'), formatCount(row.conditionAlerts.unprocessed))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell(row, 'talkRequests', t('organization.dashboard.talkUnanswered'), formatCount(row.talkRequests.unanswered))}
                  <Text size="xs" c="gray.7">
                    {cell(row, 'waits', t('organization.dashboard.longestWait'), formatWait(row.talkRequests.oldestWaitMinutes, t))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {levels.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('organization.dashboard.noneUnconfirmed')}
                    </Text>
                  ) : (
                    <Group gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none', columnGap: 10 }}>
                      {levels.map((level) => (
                        <Text component="li" key={level} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {cell(
                            row,
                            'bullying',
                            t(`organization.levels.${level}`),
                            `${t(`organization.levels.${level}`)} ${formatCount(row.bullyingUnconfirmed[level])}`,
                          )}
                        </Text>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell(row, 'parentAbsences', t('organization.dashboard.absencesToday'), formatCount(row.parentAbsences.today))}
                  {' / '}
                  {cell(row, 'parentAbsences', t('organization.dashboard.absencesMonth'), formatCount(row.parentAbsences.month))}
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
