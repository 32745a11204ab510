import { Table, VisuallyHidden } from '@mantine/core';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import type { StudentConditionRow } from '../api/students.ts';
import { flaggedColumnsFirst } from '../lib/flagged-columns.ts';
import { healthcheckColumnStyle } from '../lib/healthcheck-columns.ts';
import { ConditionHistoryRow, FLAG_COLOR } from './condition-history-row.tsx';

export interface ConditionHistoryTableProps {
  rows: StudentConditionRow[];
  /** Accessible caption: whose history and which period. */
  caption: string;
  /** The school's health observation items: one column each, headed by the abbreviation. */
  healthcheckItems?: Pick<HealthcheckItem, 'id' | 'abbreviation' | 'label' | 'formType'>[];
  /**
   * The school's 話したい対応状況 setting (enabledProcessedSos): off, 話 reads 話したい (n回) in dark
   * red without 未対応 (spec §4, issue 10 item 1).
   */
  talkProcessing: boolean;
}

/** Narrowest width in px before labels would break: date … 話 together. */
const MIN_FIXED_WIDTH = 470;
/** The width a health answer's column takes in the table's minimum width (px). */
const columnWidth = (formType: HealthcheckItem['formType']) => {
  const style = healthcheckColumnStyle(formType);
  return Number(style.width ?? style.minWidth ?? 48);
};

/**
 * A student's condition history (spec §2 per-student condition table): date (YYYY/MM/DD with the
 * weekday), 心, 心 要確認, 体, 体 要確認, 話 (the talk state and how many times 話したい was pressed)
 * and one column per health observation item abbreviation, newest first. A day with a condition
 * alert is marked: a アラート badge under its date and a coloured left edge. With no rows,
 * 過去の入力は0件です. Compact (issue 24 item 2): the items flagged on a shown day come first and
 * are headed in dark red, 要確認 is an icon, and the six standard items fit at 1024 px without
 * scrolling sideways.
 */
export function ConditionHistoryTable({ rows, caption, healthcheckItems = [], talkProcessing }: ConditionHistoryTableProps) {
  const { t } = useTranslation();
  const htmlLang = currentHtmlLang();
  const columns = 6 + healthcheckItems.length;
  const { items, flagged } = flaggedColumnsFirst(healthcheckItems, rows);
  return (
    // Labels never break mid-word (少し良い, not 少/し/良/い): a narrow screen scrolls sideways instead.
    <CaptionedTable
      caption={caption}
      minWidth={MIN_FIXED_WIDTH + items.reduce((sum, item) => sum + columnWidth(item.formType), 0)}
      striped
      withTableBorder
      verticalSpacing={6}
      horizontalSpacing={8}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={128}>
            {t('teacherStudents.conditions.columns.date')}
          </Table.Th>
          <Table.Th scope="col" ta="center" title={t('teacherStudents.conditions.columnsLong.mental')}>
            {t('teacherStudents.conditions.columns.mental')}
          </Table.Th>
          <Table.Th scope="col" w={60} ta="center">
            {t('teacherStudents.conditions.columns.mentalCheck')}
          </Table.Th>
          <Table.Th scope="col" ta="center" title={t('teacherStudents.conditions.columnsLong.physical')}>
            {t('teacherStudents.conditions.columns.physical')}
          </Table.Th>
          <Table.Th scope="col" w={60} ta="center">
            {t('teacherStudents.conditions.columns.physicalCheck')}
          </Table.Th>
          <Table.Th scope="col" w={104} title={t('teacherStudents.conditions.columnsLong.talk')}>
            {t('teacherStudents.conditions.columns.talk')}
          </Table.Th>
          {items.map((item) => (
            <Table.Th
              key={item.id}
              scope="col"
              title={item.label}
              lang="ja"
              style={healthcheckColumnStyle(item.formType)}
              c={flagged.has(item.id) ? FLAG_COLOR : undefined}
              data-flagged={flagged.has(item.id) || undefined}
            >
              {item.abbreviation}
              {flagged.has(item.id) ? <VisuallyHidden>{t('teacherStudents.conditions.healthcheckFlag')}</VisuallyHidden> : null}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <EmptyTableRow columns={columns}>{t('teacherStudents.conditions.empty')}</EmptyTableRow>
        ) : (
          rows.map((row) => <ConditionHistoryRow key={row.date} row={row} items={items} talkProcessing={talkProcessing} htmlLang={htmlLang} />)
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}

/**
 * A student's condition history as loaded (the student and student-past pages): the loading
 * state, the load failure (spec §8), or the table.
 */
export function ConditionHistory({
  query,
  ...table
}: Omit<ConditionHistoryTableProps, 'rows'> & { query: { data?: StudentConditionRow[]; isPending: boolean; isError: boolean } }) {
  if (query.isPending) return <LoadingScreen minHeight={200} />;
  if (query.isError || !query.data) return <LoadFailure />;
  return <ConditionHistoryTable rows={query.data} {...table} />;
}
