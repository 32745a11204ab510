import { z } from 'zod';
import type { AbsenceReason, AttendanceStatus } from './attendance.ts';
import { addDays } from './dates.ts';

/**
 * The class register's totals (出席簿, 指導要録; issue 25 item 7, decision 066), as MEXT's guidance on
 * 指導要録 counts them:
 * - 授業日数: the school's school days (the same for every pupil of the school);
 * - 出席停止・忌引等の日数: days the pupil did not have to attend — 出席停止 (学校保健安全法 and
 *   学校教育法 第35条: our 出席停止 and 性行不良), 忌引, 特欠 (the principal's leave: disasters and
 *   the like), and 学級閉鎖 (a closure of the pupil's class, from the register or the calendar);
 * - 出席しなければならない日数 = 授業日数 − 出席停止・忌引等の日数;
 * - 欠席日数: absences for any other reason (病欠, 事故欠, no reason);
 * - 出席日数 = 出席しなければならない日数 − 欠席日数 (a late arrival or an early leave is present);
 * - 遅刻, 早退: counts of those days.
 * Days after `upTo` (today) are not counted yet.
 */

/** Reasons of an absence the pupil did not have to attend for (出席停止・忌引等). */
export const EXCUSED_ABSENCE_REASONS = ['suspension', 'bad', 'bereavement', 'special', 'classroom_closed'] as const satisfies readonly AbsenceReason[];

/** 欠席日数 in a school year from which a pupil counts as 不登校 in MEXT's survey (年間30日以上). */
export const NOT_ATTENDING_THRESHOLD_DAYS = 30;

export const registerTotalsSchema = z.object({
  /** 授業日数 */
  schoolDays: z.number(),
  /** 出席停止・忌引等の日数 */
  excusedDays: z.number(),
  /** 出席しなければならない日数 */
  requiredDays: z.number(),
  /** 欠席日数 */
  absentDays: z.number(),
  /** 出席日数 */
  presentDays: z.number(),
  /** 遅刻 */
  lateness: z.number(),
  /** 早退 */
  leaveEarly: z.number(),
});
export type RegisterTotals = z.infer<typeof registerTotalsSchema>;

/** The figures in 指導要録's order (the screens' and the Excel's columns). */
export const REGISTER_TOTAL_KEYS = [
  'schoolDays',
  'excusedDays',
  'requiredDays',
  'absentDays',
  'presentDays',
  'lateness',
  'leaveEarly',
] as const satisfies readonly (keyof RegisterTotals)[];

/** What the totals ask of a school calendar (a SchoolCalendar of school-calendar-rule.ts). */
export interface SchoolDayRule {
  /** Whether `date` is a school day for the school, or for `klassId`'s class (学級閉鎖) when given. */
  isSchoolDay(date: string, klassId?: number | null): boolean;
}

/**
 * GET /api/teachers/students/{id}/attendance_totals (decision 066): the pupil's totals of the current
 * school year per month (April first, months not begun left out) and for the year so far, and whether
 * the year's 欠席日数 reached NOT_ATTENDING_THRESHOLD_DAYS.
 */
export const studentAttendanceTotalsSchema = z.object({
  year: z.number(),
  /** The pupil's class this school year (its totals as Excel: GET /api/teachers/klasses/{id}/attendance_totals/export). */
  klassId: z.number(),
  upTo: z.string(),
  months: z.array(registerTotalsSchema.extend({ month: z.number() })),
  total: registerTotalsSchema,
  notAttendingThreshold: z.number(),
  reachedNotAttendingThreshold: z.boolean(),
});
export type StudentAttendanceTotals = z.infer<typeof studentAttendanceTotalsSchema>;

/** One register entry as the totals read it. */
export interface RegisterEntry {
  date: string;
  status: AttendanceStatus;
  reason: AbsenceReason | null;
}

const EXCUSED = new Set<string>(EXCUSED_ABSENCE_REASONS);

/**
 * The totals of one pupil from `from` to `toInclusive` (date keys) over `calendar` (the school's,
 * with the pupil's class `klassId` for its 学級閉鎖) and the pupil's register `entries` (any order;
 * entries on days that are not school days are ignored).
 */
export function registerTotals(
  calendar: SchoolDayRule,
  klassId: number | null,
  from: string,
  toInclusive: string,
  entries: readonly RegisterEntry[],
): RegisterTotals {
  const byDate = new Map(entries.map((e) => [e.date, e]));
  const totals = { schoolDays: 0, excusedDays: 0, requiredDays: 0, absentDays: 0, presentDays: 0, lateness: 0, leaveEarly: 0 };
  for (let day = from; day <= toInclusive; day = addDays(day, 1)) {
    if (!calendar.isSchoolDay(day)) continue;
    totals.schoolDays += 1;
    const entry = byDate.get(day);
    const classClosed = klassId !== null && !calendar.isSchoolDay(day, klassId);
    if (classClosed || (entry?.status === 'absent' && entry.reason !== null && EXCUSED.has(entry.reason))) totals.excusedDays += 1;
    else if (entry?.status === 'absent') totals.absentDays += 1;
    else if (entry?.status === 'lateness') totals.lateness += 1;
    else if (entry?.status === 'leave_early') totals.leaveEarly += 1;
  }
  totals.requiredDays = totals.schoolDays - totals.excusedDays;
  totals.presentDays = totals.requiredDays - totals.absentDays;
  return totals;
}

/** The sum of several months' totals (the year so far). */
export function sumRegisterTotals(parts: readonly RegisterTotals[]): RegisterTotals {
  const sum = { schoolDays: 0, excusedDays: 0, requiredDays: 0, absentDays: 0, presentDays: 0, lateness: 0, leaveEarly: 0 };
  for (const p of parts) for (const key of Object.keys(sum) as (keyof RegisterTotals)[]) sum[key] += p[key];
  return sum;
}
