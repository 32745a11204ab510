import { Table } from '@mantine/core';
import { CaptionedTable } from './captioned-table.tsx';
import { EmptyTableRow } from './empty-table-row.tsx';
import sticky from './sticky-column.module.css';
import { isWeekend, WeekDayCells, WeekHead, type StudentWeekColumn, type StudentWeekRow } from './student-week-parts.tsx';

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

/** The non-weekend non-school days of a dashboard answer, date → label, for StudentWeekTable (decision 020). */
export const nonSchoolDaysOf = (calendar: { date: string; nonSchoolDay: { kind: string; label: string } | null }[]): Record<string, string> =>
  Object.fromEntries(calendar.flatMap((d) => (d.nonSchoolDay && d.nonSchoolDay.kind !== 'weekend' ? [[d.date, d.nonSchoolDay.label]] : [])));

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
  const shade = (date: string) =>
    date === today ? 'var(--mantine-color-blue-0)' : isWeekend(date) || nonSchoolDays[date] ? 'var(--mantine-color-gray-1)' : undefined;
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
      <WeekHead dates={dates} today={today} columns={columns} rowHeaderIndex={rowHeaderIndex} shade={shade} nonSchoolDays={nonSchoolDays} />
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
              <WeekDayCells row={row} shade={shade} talkProcessing={talkProcessing} />
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
