import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { answerLines, healthcheckColumnStyle } from '../lib/healthcheck-columns.ts';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { CHECK_UNPROCESSED, NeedsCheckMark, TalkIndicator } from '../../../components/ui/dashboard-cells.tsx';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import type { StudentConditionRow } from '../api/students.ts';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { flaggedColumnsFirst } from '../lib/flagged-columns.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';

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

/** A flagged health observation answer and its column heading: bold dark red (AA on white and on the stripes). */
const FLAG_COLOR = '#8b0000';
/** Narrowest width in px before labels would break: date … 話 together. */
const MIN_FIXED_WIDTH = 470;
/** The width a health answer's column takes in the table's minimum width (px). */
const columnWidth = (formType: HealthcheckItem['formType']) => {
  const style = healthcheckColumnStyle(formType);
  return Number(style.width ?? style.minWidth ?? 48);
};

/** The left edge of an alert day's row: the open-alert colour of the dashboards' 要確認. */
const ALERT_DAY_STYLE = { boxShadow: `inset 4px 0 0 ${CHECK_UNPROCESSED}` };

/** One health observation answer: あり/なし for yes/no (spec §3), flagged answers in bold dark red. */
function HealthcheckCell({ row, item }: { row: StudentConditionRow; item: Pick<HealthcheckItem, 'id' | 'formType'> }) {
  const { t } = useTranslation();
  if (row.healthcheck?.isSkip)
    return (
      <Text size="sm" c="gray.7">
        {t('common.condition.skip')}
      </Text>
    );
  const found = row.healthcheck?.answers.find((a) => a.healthcheckItemId === item.id);
  if (!found) {
    return (
      <Text c="gray.7">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('common.condition.none')}</VisuallyHidden>
      </Text>
    );
  }
  const text =
    item.formType === 'radio'
      ? found.answer === '1'
        ? 'あり'
        : 'なし'
      : item.formType === 'checkbox'
        ? (JSON.parse(found.answer) as string[]).join('、')
        : found.answer;
  return (
    <Text size="sm" fw={found.alert ? 700 : 400} c={found.alert ? FLAG_COLOR : undefined} lineClamp={answerLines(item.formType)} title={text}>
      {text}
      {found.alert ? <VisuallyHidden>{t('teacherStudents.conditions.healthcheckFlag')}</VisuallyHidden> : null}
    </Text>
  );
}

function ConditionCell({ value }: { value: ConditionValue | null }) {
  const { t } = useTranslation();
  if (!value) {
    return (
      <Text c="gray.7">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('common.condition.none')}</VisuallyHidden>
      </Text>
    );
  }
  // The label under the face keeps the column narrow (issue 24 item 2) and never breaks mid-word.
  return (
    <Stack gap={0} align="center">
      <ConditionFaceIcon value={value} size={22} />
      <Text size="xs" fw={value === 'worst' ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {t(`common.condition.${value}`)}
      </Text>
    </Stack>
  );
}

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
          rows.map((row) => {
            const alertDay = row.mentalAlert !== null || row.physicalAlert !== null;
            return (
              <Table.Tr key={row.date} data-alert-day={alertDay || undefined}>
                <Table.Th scope="row" fw={500} style={alertDay ? ALERT_DAY_STYLE : undefined}>
                  <Stack gap={2} align="flex-start">
                    <span style={{ whiteSpace: 'nowrap' }}>{formatDateWithWeekday(row.date, htmlLang)}</span>
                    {alertDay ? (
                      <Badge size="sm" color="red" variant="light">
                        {t('teacherStudents.conditions.alertDay')}
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.Th>
                <Table.Td>
                  <ConditionCell value={row.mental} />
                </Table.Td>
                <Table.Td>
                  <NeedsCheckMark alerts={[row.mentalAlert]} compact />
                </Table.Td>
                <Table.Td>
                  <ConditionCell value={row.physical} />
                </Table.Td>
                <Table.Td>
                  <NeedsCheckMark alerts={[row.physicalAlert]} compact />
                </Table.Td>
                <Table.Td>
                  {row.sosCount > 0 ? (
                    <Stack gap={0}>
                      <TalkIndicator talk={row.talk} processing={talkProcessing} />
                      <Text size="xs" c="gray.8">
                        {t('teacherStudents.conditions.talkCount', { number: row.sosCount })}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="gray.7">
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>{t('teacherStudents.conditions.talkNone')}</VisuallyHidden>
                    </Text>
                  )}
                </Table.Td>
                {items.map((item) => (
                  <Table.Td key={item.id} style={healthcheckColumnStyle(item.formType)}>
                    <HealthcheckCell row={row} item={item} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })
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
