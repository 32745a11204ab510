import { Table, Text } from '@mantine/core';
import type { BullyingAlertsView } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { isKlassDisabled, isKlassTicked, isStudentDisabled, type BulkAction, type BulkState, type BulkStudent } from '../lib/bulk-change.ts';
import { formatYearMonth } from '../lib/format.ts';
import { AlertCell, BulkCheckbox } from './alert-cell.tsx';
import { DeclinedMark } from './declined-mark.tsx';
import { paths } from '../../../lib/paths.ts';

export interface ClassTableProps {
  view: BullyingAlertsView;
  bulk: BulkState;
  dispatch: (action: BulkAction) => void;
  /** The row id highlighted after sc_el (3 s). */
  highlighted: string | null;
}

/**
 * The class bullying table (spec §2): student rows by year-and-month delivery columns with
 * number, name, the level icon and witness icon per cell (AlertCell: hover, popover, link when
 * completed). Rows carry id `student_{id}` for sc_el. A pupil who chose もう こたえない shows it with
 * もう一度たずねる (DeclinedMark, issue 24 item 7). In edit mode a checkbox per student (and
 * one for the class) ticks for the bulk change, against the selected delivery's sheet.
 */
export function ClassTable({ view, bulk, dispatch, highlighted }: ClassTableProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const klass = view.grades[0]?.klasses[0];
  const selectedIndex = view.columns.findIndex((c) => c.id === view.questionnaireDeliveryId);
  const bulkIndex = selectedIndex >= 0 ? selectedIndex : view.columns.length - 1;
  const rows: BulkStudent[] = (klass?.students ?? []).map((s) => ({ studentId: s.student.id, alert: s.alerts[bulkIndex] ?? null }));
  const columns = view.columns.length + 2 + (bulk.editing ? 1 : 0);
  return (
    <CaptionedTable caption={klass ? `${view.grades[0]!.name} ${klass.name}` : t('bullyingAlerts.classTable.caption')} minWidth={480}>
      <Table.Thead>
        <Table.Tr>
          {bulk.editing ? (
            <Table.Th w={48}>
              <BulkCheckbox
                label={t('bullyingAlerts.bulk.tickKlass')}
                checked={isKlassTicked(bulk, rows)}
                disabled={isKlassDisabled(rows)}
                onChange={(on) => dispatch({ type: 'tickKlass', students: rows, on })}
              />
            </Table.Th>
          ) : null}
          <Table.Th w={64}>{t('bullyingAlerts.classTable.number')}</Table.Th>
          <Table.Th miw={120}>{t('bullyingAlerts.classTable.name')}</Table.Th>
          {view.columns.map((c) => (
            <Table.Th key={c.id} ta="center" miw={110}>
              <Text size="sm" fw={700}>
                {formatYearMonth(c.startAt)}
              </Text>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {!klass?.students.length ? <EmptyTableRow columns={columns}>{t('bullyingAlerts.classTable.empty')}</EmptyTableRow> : null}
        {klass?.students.map((s, i) => {
          const id = `student_${s.student.id}`;
          return (
            <Table.Tr key={s.student.id} id={id} bg={highlighted === id ? 'yellow.1' : undefined} style={{ transition: 'background-color 0.5s' }}>
              {bulk.editing ? (
                <Table.Td>
                  <BulkCheckbox
                    label={t('bullyingAlerts.bulk.tickStudent', { name: s.student.name })}
                    checked={bulk.checked.includes(s.student.id)}
                    disabled={isStudentDisabled(rows[i]!)}
                    onChange={(on) => dispatch({ type: 'tick', student: rows[i]!, on })}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>{s.student.studentNumber}</Table.Td>
              <Table.Td>{s.student.name}</Table.Td>
              {s.alerts.map((a, k) => (
                <Table.Td key={view.columns[k]!.id} ta="center">
                  <AlertCell
                    alert={a}
                    to={paths.teacher(schoolCode, `bullying-alert/${s.student.id}`, { questionnaireDeliveryId: view.columns[k]!.id, pagePrev: 'for_class' })}
                    label={t('bullyingAlerts.classTable.open', { name: s.student.name, month: formatYearMonth(view.columns[k]!.startAt) })}
                  />
                  {a?.declined ? <DeclinedMark answerId={a.alertId} name={s.student.name} /> : null}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </CaptionedTable>
  );
}
