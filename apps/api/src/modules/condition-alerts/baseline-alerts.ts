import type { ConditionAlertEvidence } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import { DEFAULT_BASELINE_RULE, type BaselineEvidence, type MoodDay } from './baseline-rule.ts';
import { RECENT_CHECKINS, type RecentCheckin } from './rules-and-calendar.ts';

/** School days the baseline rule reads, today included (decision 054: 5 recent + 20 usual). */
export const BASELINE_WINDOW = DEFAULT_BASELINE_RULE.recentDays + DEFAULT_BASELINE_RULE.baselineDays;

/** How far back the window may reach in calendar days (four school weeks across a long vacation). */
const BASELINE_LOOK_BACK = 200;

/**
 * The school days of the baseline window ending `today` (oldest first), and whether the check-ins
 * read with the rules (`recent`, newest first) cover them; when not, the caller reads the days.
 */
export function baselineDays(calendar: SchoolCalendar, klassIds: number[], today: string, recent: RecentCheckin[]): { days: string[]; covered: boolean } {
  const days = [...calendar.schoolDaysBefore(today, BASELINE_WINDOW - 1, klassIds, BASELINE_LOOK_BACK), today];
  const covered = recent.length < RECENT_CHECKINS || recent[recent.length - 1]!.date <= days[0]!;
  return { days, covered };
}

/** The mood history of `days` from the pupil's check-ins (a school day without one: null). */
export function moodHistory(days: string[], checkins: { date: string; value: ConditionValue | null }[]): MoodDay[] {
  const byDate = new Map(checkins.map((c) => [c.date, c.value]));
  return days.map((date) => ({ date, value: byDate.get(date) ?? null }));
}

const FACE: Record<ConditionValue, string> = { best: '良い', good: '少し良い', bad: '少し悪い', worst: '悪い', skip: '回答しない' };
const answered = (days: MoodDay[]) => days.filter((d) => d.value && d.value !== 'skip').length;
const monthDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/**
 * The alert text a class teacher reads (issue 25 item 3): both averages, the days behind them and
 * the recent week day by day, e.g.
 * 「いつもの心の調子より下がっています。この5登校日の平均 2.40（回答5日）、その前の20登校日（10/27〜11/21）の平均 3.80（回答18日）。声をかけてください。
 *  11/24 少し悪い、11/25 悪い、…」
 */
export function baselineContent(signal: BaselineEvidence): string {
  const { recentDays, baselineDays: usual } = signal;
  const span = usual.length ? `（${monthDay(usual[0]!.date)}〜${monthDay(usual.at(-1)!.date)}）` : '';
  return (
    `いつもの心の調子より下がっています。この${recentDays.length}登校日の平均 ${signal.recentAverage!.toFixed(2)}（回答${answered(recentDays)}日）、` +
    `その前の${usual.length}登校日${span}の平均 ${signal.baselineAverage!.toFixed(2)}（回答${answered(usual)}日）。声をかけてください。\n` +
    recentDays.map((d) => `${monthDay(d.date)} ${d.value ? FACE[d.value] : '回答なし'}`).join('、')
  );
}

/** The evidence kept with the alert (decision 071): both averages and the days behind them. */
export function baselineEvidence(signal: BaselineEvidence): ConditionAlertEvidence {
  return {
    kind: 'baseline',
    recentAverage: signal.recentAverage!,
    baselineAverage: signal.baselineAverage!,
    recentDays: signal.recentDays,
    baselineDays: signal.baselineDays,
    fadedOn: null,
  };
}
