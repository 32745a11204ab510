import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StudentDay } from '@sukoyaka/contracts/dashboards';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthAndDay } from '../../lib/date-options.ts';
import { weekdayOf } from '../../lib/dates.ts';
import { currentHtmlLang } from '../../lib/i18n.ts';
import { ConditionValueCell, NeedsCheckMark, TalkIndicator } from './dashboard-cells.tsx';
import sticky from './sticky-column.module.css';

const DAY_KINDS = ['mental', 'physical', 'talk'] as const;
/** A class's 学級閉鎖 day in one row (darker than a weekend, so the closure reads as the class's). */
const CLOSED_SHADE = 'var(--mantine-color-gray-2)';
/** 遅刻 and 早退 in a dark orange that keeps 4.5:1 on the shaded cells. */
const LATE_COLOR = '#a83c00';
const groupBorder = { borderLeft: '2px solid var(--mantine-color-gray-4)' };

/** 11/16（月） in Japanese and Chinese, 11/16 (Mon) elsewhere. */
function shortDate(month: number, day: number, weekday: string, htmlLang: string): string {
  return htmlLang === 'ja' || htmlLang.startsWith('zh') ? `${month}/${day}（${weekday}）` : `${month}/${day} (${weekday})`;
}

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

/** Saturday and Sunday of a date key (calendar dates, no time zone involved). */
export function isWeekend(key: string): boolean {
  const day = new Date(`${key}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

export interface WeekHeadProps {
  dates: string[];
  today: string;
  columns: StudentWeekColumn[];
  rowHeaderIndex: number;
  /** The background of a date's cells (today, weekend, non-school day). */
  shade: (date: string) => string | undefined;
  nonSchoolDays: Record<string, string>;
}

/** The week table's two header rows: the leading columns, then per date its label (today, non-school day named) over 心 / 体 / 話. */
export function WeekHead({ dates, today, columns, rowHeaderIndex, shade, nonSchoolDays }: WeekHeadProps) {
  const { t } = useTranslation();
  const htmlLang = currentHtmlLang();
  return (
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
  );
}

/** One row's day cells: per date the register's 欠席 / 遅刻 / 早退 and 心, 体 with needs-check marks, and 話; the row's 学級閉鎖 days shaded and named. */
export function WeekDayCells({ row, shade, talkProcessing }: { row: StudentWeekRow; shade: (date: string) => string | undefined; talkProcessing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
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
