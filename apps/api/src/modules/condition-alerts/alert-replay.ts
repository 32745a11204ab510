import type { ConditionKind, ConditionValue } from '@sukoyaka/contracts/conditions';
import { weekOf } from '@sukoyaka/contracts/dates';
import { baselineSignal, DEFAULT_BASELINE_RULE, type BaselineRule } from './baseline-rule.ts';
import { baselineDue, flaggedBy, runFires, type RunRule } from './checkin-rules.ts';

/** A set of rules to replay: the run rule per kind, and the baseline rule or null when off. */
export interface ReplayRules {
  mental: RunRule;
  physical: RunRule;
  baseline: BaselineRule | null;
}

/** A pupil as the replay reads them: their classes (this year's first) and their check-ins by date. */
export interface ReplayPupil {
  studentId: number;
  klassIds: number[];
  checkins: Map<string, { mental: ConditionValue | null; physical: ConditionValue | null }>;
}

/** One alert a rule would have raised: whose, which school day, which rule. */
export interface ReplayAlert {
  studentId: number;
  klassId: number;
  date: string;
  source: 'rule' | 'baseline';
  kind: ConditionKind;
}

/** School days a replay reads before its first day, so a run or a baseline window there is whole. */
export const REPLAY_LEAD_DAYS = 45;

/**
 * The alerts `rules` would have raised for `pupil` on the school days `from`..`to` (issue 25 item 4,
 * decision 077), deciding each check-in exactly as the check-in does (runFires, baselineDue,
 * baselineSignal: the same functions), under one assumption the live path cannot know: a teacher
 * resolves each alert the day it is raised. So, as live, a run raises one alert (a new one needs a
 * run that began after the last alert), and the baseline one alert per fall (a new one needs a
 * recent week that began after the last). `schoolDays`: the pupil's school days (their classes'
 * calendar), oldest first, from REPLAY_LEAD_DAYS before `from` to `to`. Pure: no database, nothing written.
 */
export function replayPupil(pupil: ReplayPupil, schoolDays: readonly string[], from: string, to: string, rules: ReplayRules): ReplayAlert[] {
  const klassId = pupil.klassIds[0]!;
  const alerts: ReplayAlert[] = [];
  const last: Record<'mental' | 'physical' | 'baseline', string> = { mental: '', physical: '', baseline: '' };
  const days = schoolDays;
  const window = rules.baseline ? rules.baseline.recentDays + rules.baseline.baselineDays : 0;
  const flagged = { mental: flaggedBy(rules.mental), physical: flaggedBy(rules.physical) };
  // The pupil's answers by school-day index, read once (a replay asks for each day many times).
  const answers = { mental: days.map((d) => pupil.checkins.get(d)?.mental ?? null), physical: days.map((d) => pupil.checkins.get(d)?.physical ?? null) };
  const moods = days.map((date, i) => ({ date, value: answers.mental[i]! }));
  for (let i = 0; i < days.length; i += 1) {
    const date = days[i]!;
    if (date > to) break;
    if (!pupil.checkins.has(date)) continue;
    for (const kind of ['mental', 'physical'] as const) {
      const rule = rules[kind];
      const value = answers[kind][i];
      if (!value || !flagged[kind].has(value) || i + 1 < rule.consecutiveDays) continue;
      const runStart = days[i + 1 - rule.consecutiveDays]!;
      if (!runFires(rule, answers[kind].slice(i + 1 - rule.consecutiveDays, i + 1)) || last[kind] >= runStart) continue;
      last[kind] = date;
      alerts.push({ studentId: pupil.studentId, klassId, date, source: 'rule', kind });
    }
    if (rules.baseline && baselineDue(answers.mental[i]!, false)) {
      const signal = baselineSignal(moods.slice(Math.max(0, i + 1 - window), i + 1), rules.baseline);
      const recentStart = signal.recentDays[0]?.date ?? date;
      if (signal.flagged && last.baseline < recentStart) {
        last.baseline = date;
        alerts.push({ studentId: pupil.studentId, klassId, date, source: 'baseline', kind: 'mental' });
      }
    }
  }
  // Days before `from` are replayed too (an alert there holds a run back as it would live), not counted.
  return alerts.filter((a) => a.date >= from);
}

/** The rules in force: the school's run rules and the baseline rule of decision 054 (always on today). */
export const currentReplayRules = (runs: Record<ConditionKind, RunRule>): ReplayRules => ({ ...runs, baseline: DEFAULT_BASELINE_RULE });

const weekCache = new Map<string, string>();
/** Monday of the week holding `date` (cached: a replay asks for the same weeks thousands of times). */
export function weekStart(date: string): string {
  let w = weekCache.get(date);
  if (!w) weekCache.set(date, (w = weekOf(date)[0]!));
  return w;
}
