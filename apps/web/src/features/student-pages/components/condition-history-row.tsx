import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { CHECK_UNPROCESSED, NeedsCheckMark, TalkIndicator } from '../../../components/ui/dashboard-cells.tsx';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import type { StudentConditionRow } from '../api/students.ts';
import { answerLines, healthcheckColumnStyle } from '../lib/healthcheck-columns.ts';

/** A flagged health observation answer and its column heading: bold dark red (AA on white and on the stripes). */
export const FLAG_COLOR = '#8b0000';
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

/** 話: the talk state and how many times 話したい was pressed that day, or — for none. */
function TalkCell({ row, talkProcessing }: { row: StudentConditionRow; talkProcessing: boolean }) {
  const { t } = useTranslation();
  if (row.sosCount === 0)
    return (
      <Text size="sm" c="gray.7">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('teacherStudents.conditions.talkNone')}</VisuallyHidden>
      </Text>
    );
  return (
    <Stack gap={0}>
      <TalkIndicator talk={row.talk} processing={talkProcessing} />
      <Text size="xs" c="gray.8">
        {t('teacherStudents.conditions.talkCount', { number: row.sosCount })}
      </Text>
    </Stack>
  );
}

/**
 * One day of ConditionHistoryTable (spec §2 per-student condition table): the date (an alert day
 * with a アラート badge and the coloured left edge), 心, 心 要確認, 体, 体 要確認, 話 and the health
 * observation answers in `items`' order (`htmlLang`: the page's language for the weekday).
 */
export function ConditionHistoryRow({
  row,
  items,
  talkProcessing,
  htmlLang,
}: {
  row: StudentConditionRow;
  items: Pick<HealthcheckItem, 'id' | 'formType'>[];
  talkProcessing: boolean;
  htmlLang: string;
}) {
  const { t } = useTranslation();
  const alertDay = row.mentalAlert !== null || row.physicalAlert !== null;
  return (
    <Table.Tr data-alert-day={alertDay || undefined}>
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
        <TalkCell row={row} talkProcessing={talkProcessing} />
      </Table.Td>
      {items.map((item) => (
        <Table.Td key={item.id} style={healthcheckColumnStyle(item.formType)}>
          <HealthcheckCell row={row} item={item} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
