import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StudentDay } from '@sukoyaka/contracts/dashboards';
import { Fragment, type ReactNode } from 'react';
import { CaptionedTable } from './captioned-table.tsx';
import sticky from './sticky-column.module.css';
import { useTranslation } from 'react-i18next';
import { monthAndDay } from '../../lib/date-options.ts';
import { weekdayOf } from '../../lib/dates.ts';
import { currentHtmlLang } from '../../lib/i18n.ts';
import { ConditionValueCell, NeedsCheckMark, TalkIndicator } from './dashboard-cells.tsx';
import { EmptyTableRow } from './empty-table-row.tsx';

export interface StudentWeekColumn {
  key: string;
  label: ReactNode;
  width?: number;
}

export interface StudentWeekRow {
  id: number;
  /** The cells before the days, in `columns` order; the one at `rowHeaderIndex` heads the row. */
  leading: ReactNode[];
  /** One entry per date of the table, in the same order. */
  days: StudentDay[];
  /** This row's own non-school days beyond the table's (its class's 学級閉鎖): date → label. */
  closedDays?: Record<string, string>;
}

export interface StudentWeekTableProps {
  dates: string[];
  /** Today's date key (Japan time), marked in the header. */
  today: string;
  caption: string;
  columns: StudentWeekColumn[];
  rows: StudentWeekRow[];
  /** Which leading cell names the row (the student's name). */
  rowHeaderIndex: number;
  emptyText: string;
  /** The school's 話したい対応状況 setting: off, 話 shows no handled/unhandled state (TalkIndicator). */
  talkProcessing?: boolean;
  /** Dates that are not school days by the school calendar, other than weekends (decision 020): date → label (夏休み, 臨時休業, 勤労感謝の日…). */
  nonSchoolDays?: Record<string, string>;
}

const DAY_KINDS = ['mental', 'physical', 'talk'] as const;
/** A class's 学級閉鎖 day in one row (darker than a weekend, so the closure reads as the class's). */
const CLOSED_SHADE = 'var(--mantine-color-gray-2)';
/** 遅刻 and 早退 in a dark orange that keeps 4.5:1 on the shaded cells. */
const LATE_COLOR = '#a83c00';

/** The non-weekend non-school days of a dashboard answer, date → label, for StudentWeekTable (decision 020). */
export const nonSchoolDaysOf = (calendar: { date: string; nonSchoolDay: { kind: string; label: string } | null }[]): Record<string, string> =>
  Object.fromEntries(calendar.flatMap((d) => (d.nonSchoolDay && d.nonSchoolDay.kind !== 'weekend' ? [[d.date, d.nonSchoolDay.label]] : [])));

/** 11/16（月） in Japanese and Chinese, 11/16 (Mon) elsewhere. */
function shortDate(month: number, day: number, weekday: string, htmlLang: string): string {
  return htmlLang === 'ja' || htmlLang.startsWith('zh') ? `${month}/${day}（${weekday}）` : `${month}/${day} (${weekday})`;
}

/** Saturday and Sunday of a date key (calendar dates, no time zone involved). */
function isWeekend(key: string): boolean {
  const day = new Date(`${key}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The week table of the dashboards (spec §2 "week table with columns per date for mental,
 * physical and talk"): one column group per date, each with 心, 体 and 話. Faces and icons are
 * compact and keep their names for screen readers; a needs-check mark sits beside the face of a
 * day with a condition alert, the register's 欠席 / 遅刻 / 早退 above the face (issue 10 item 8).
 * Weekends and the school calendar's other non-school days are shaded (the latter named under the
 * date), a row's own 学級閉鎖 days are shaded in that row (named for screen readers and on hover),
 * today is marked.
 */
export function StudentWeekTable({
  dates,
  today,
  caption,
  columns,
  rows,
  rowHeaderIndex,
  emptyText,
  talkProcessing = true,
  nonSchoolDays = {},
}: StudentWeekTableProps) {
  const { t } = useTranslation();
  const htmlLang = currentHtmlLang();
  const shade = (date: string) =>
    date === today ? 'var(--mantine-color-blue-0)' : isWeekend(date) || nonSchoolDays[date] ? 'var(--mantine-color-gray-1)' : undefined;
  const groupBorder = { borderLeft: '2px solid var(--mantine-color-gray-4)' };
  return (
    <CaptionedTable
      caption={caption}
      minWidth={columns.reduce((sum, c) => sum + (c.width ?? 120), 0) + dates.length * 3 * 44}
      withTableBorder
      withColumnBorders={false}
      verticalSpacing={6}
      horizontalSpacing={6}
      highlightOnHover
      stickyHeader
    >
      <colgroup>
        {columns.map((c) => (
          <col key={c.key} />
        ))}
      </colgroup>
      {dates.map((date) => (
        <colgroup key={date} span={3} />
      ))}
      <Table.Thead>
        <Table.Tr>
          {columns.map((c, i) => (
            <Table.Th
              key={c.key}
              scope="col"
              rowSpan={2}
              w={c.width}
              style={{ verticalAlign: 'bottom' }}
              className={i === rowHeaderIndex ? sticky.sticky : undefined}
            >
              {c.label}
            </Table.Th>
          ))}
          {dates.map((date) => {
            const { month, day } = monthAndDay(date);
            return (
              <Table.Th key={date} scope="colgroup" colSpan={3} ta="center" style={{ ...groupBorder, background: shade(date) }}>
                <Text inherit fw={date === today ? 800 : 700}>
                  {shortDate(month, day, weekdayOf(date, htmlLang), htmlLang)}
                </Text>
                {date === today ? (
                  <Text size="xs" c="blue.9" fw={700}>
                    {t('teacher.dashboard.today')}
                  </Text>
                ) : null}
                {nonSchoolDays[date] ? (
                  <Text size="xs" c="gray.8" fw={600}>
                    {nonSchoolDays[date]}
                  </Text>
                ) : null}
              </Table.Th>
            );
          })}
        </Table.Tr>
        <Table.Tr>
          {dates.map((date) => (
            <Fragment key={date}>
              {DAY_KINDS.map((kind, i) => (
                <Table.Th
                  key={kind}
                  scope="col"
                  ta="center"
                  w={44}
                  title={t(`teacher.dashboard.columnsLong.${kind}`)}
                  style={{ ...(i === 0 ? groupBorder : {}), background: shade(date), fontWeight: 600 }}
                >
                  {t(`teacher.dashboard.columns.${kind}`)}
                </Table.Th>
              ))}
            </Fragment>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <EmptyTableRow columns={columns.length + dates.length * 3}>{emptyText}</EmptyTableRow>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.leading.map((cell, i) =>
                i === rowHeaderIndex ? (
                  <Table.Th key={columns[i]?.key ?? i} scope="row" fw={500} className={sticky.sticky}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={columns[i]?.key ?? i}>{cell}</Table.Td>
                ),
              )}
              {row.days.map((day) => {
                const closed = row.closedDays?.[day.date];
                const background = closed ? CLOSED_SHADE : shade(day.date);
                return (
                  <Fragment key={day.date}>
                    <Table.Td style={{ ...groupBorder, background }} title={closed}>
                      {closed ? <VisuallyHidden>{closed}</VisuallyHidden> : null}
                      {day.registerStatus ? (
                        <Text size="xs" fw={700} ta="center" c={day.registerStatus === 'absent' ? 'red.9' : LATE_COLOR} lh={1.2}>
                          {t(`teacher.attendance.status.${day.registerStatus}`)}
                        </Text>
                      ) : null}
                      <DayCondition value={day.mental} alert={day.mentalAlert} />
                    </Table.Td>
                    <Table.Td style={{ background }}>
                      <DayCondition value={day.physical} alert={day.physicalAlert} />
                    </Table.Td>
                    <Table.Td style={{ background }}>
                      <TalkIndicator talk={day.talk} compact processing={talkProcessing} />
                    </Table.Td>
                  </Fragment>
                );
              })}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}

function DayCondition({ value, alert }: { value: StudentDay['mental']; alert: StudentDay['mentalAlert'] }) {
  if (!alert) return <ConditionValueCell value={value} compact />;
  return (
    <Group gap={2} justify="center" wrap="nowrap">
      <ConditionValueCell value={value} compact />
      <NeedsCheckMark alerts={[alert]} compact />
    </Group>
  );
}
