import { Anchor, Group, Table, Text } from '@mantine/core';
import { isAnsweredAlert, type BullyingAlertsView } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { isKlassDisabled, isKlassTicked, isStudentDisabled, type BulkAction, type BulkState, type BulkStudent } from '../lib/bulk-change.ts';
import { saveLatestParams } from '../lib/reentry.ts';
import { AlertCell, BulkCheckbox } from './alert-cell.tsx';
import { paths } from '../../../lib/paths.ts';

export interface SchoolTableProps {
  view: BullyingAlertsView;
  bulk: BulkState;
  dispatch: (action: BulkAction) => void;
}

/**
 * The school view (spec §2 bullying-alert/for_all): one row per class with its counts (answered by
 * the spec's "answered" rule, needs a look, not answered) and its students' cells for the selected
 * delivery. Clicking a class name saves latestParams (gradeId, klassId) and opens for_class with
 * pagePrev=for_all. In edit mode a class box ticks its students; select-all ticks everyone.
 */
export function SchoolTable({ view, bulk, dispatch }: SchoolTableProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const klasses = view.grades.flatMap((g) => g.klasses.map((k) => ({ ...k, gradeName: g.name })));
  const rowsOf = (k: (typeof klasses)[number]): BulkStudent[] => k.students.map((s) => ({ studentId: s.student.id, alert: s.alerts[0] ?? null }));
  const everyone = klasses.flatMap(rowsOf);
  const columns = bulk.editing ? 6 : 5;
  return (
    <CaptionedTable caption={t('bullyingAlerts.schoolTable.caption')} minWidth={720} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {bulk.editing ? (
            <Table.Th w={48}>
              <BulkCheckbox
                label={t('bullyingAlerts.bulk.tickAll')}
                checked={isKlassTicked(bulk, everyone)}
                disabled={isKlassDisabled(everyone)}
                onChange={(on) => dispatch({ type: 'tickAll', students: everyone, on })}
              />
            </Table.Th>
          ) : null}
          <Table.Th w={120}>{t('bullyingAlerts.schoolTable.klass')}</Table.Th>
          <Table.Th w={90}>{t('bullyingAlerts.schoolTable.answered')}</Table.Th>
          <Table.Th w={90}>{t('bullyingAlerts.schoolTable.attention')}</Table.Th>
          <Table.Th w={90}>{t('bullyingAlerts.schoolTable.notAnswered')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.schoolTable.students')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {klasses.length === 0 ? <EmptyTableRow columns={columns}>{t('bullyingAlerts.schoolTable.empty')}</EmptyTableRow> : null}
        {klasses.map((k) => {
          const rows = rowsOf(k);
          const alerts = k.students.map((s) => s.alerts[0] ?? null);
          const answered = alerts.filter((a) => a && isAnsweredAlert(a)).length;
          const attention = alerts.filter((a) => a?.completed === true && !isAnsweredAlert(a)).length;
          const name = `${k.gradeName} ${k.name}`;
          return (
            <Table.Tr key={k.id}>
              {bulk.editing ? (
                <Table.Td>
                  <BulkCheckbox
                    label={t('bullyingAlerts.bulk.tickKlassNamed', { name })}
                    checked={isKlassTicked(bulk, rows)}
                    disabled={isKlassDisabled(rows)}
                    onChange={(on) => dispatch({ type: 'tickKlass', students: rows, on })}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.teacher(schoolCode, 'bullying-alert/for_class', { pagePrev: 'for_all' })}
                  onClick={() => saveLatestParams({ gradeId: k.gradeId, klassId: k.id })}
                >
                  {name}
                </Anchor>
              </Table.Td>
              <Table.Td>{answered}</Table.Td>
              <Table.Td>
                <Text span fw={attention ? 700 : 400} c={attention ? 'red.9' : undefined}>
                  {attention}
                </Text>
              </Table.Td>
              <Table.Td>{alerts.filter((a) => a?.completed !== true).length}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="wrap">
                  {k.students.map((s, i) => (
                    <Group key={s.student.id} gap={4} wrap="nowrap" align="flex-start">
                      {bulk.editing ? (
                        <BulkCheckbox
                          label={t('bullyingAlerts.bulk.tickStudent', { name: s.student.name })}
                          checked={bulk.checked.includes(s.student.id)}
                          disabled={isStudentDisabled(rows[i]!)}
                          onChange={(on) => dispatch({ type: 'tick', student: rows[i]!, on })}
                        />
                      ) : null}
                      <Text size="xs" c="gray.8">
                        {s.student.studentNumber}
                      </Text>
                      <AlertCell
                        alert={s.alerts[0] ?? null}
                        to={paths.teacher(schoolCode, `bullying-alert/${s.student.id}`, {
                          questionnaireDeliveryId: view.questionnaireDeliveryId,
                          pagePrev: 'for_all',
                        })}
                        label={t('bullyingAlerts.schoolTable.open', { name: s.student.name })}
                      />
                    </Group>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </CaptionedTable>
  );
}
