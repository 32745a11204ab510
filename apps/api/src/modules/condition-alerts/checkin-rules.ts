import type { ConditionValue } from '@sukoyaka/contracts/conditions';

/** The part of a school's run rule that decides whether it fires (spec §5): which answers count, how many school days in a row. */
export interface RunRule {
  bad: boolean;
  worst: boolean;
  consecutiveDays: number;
}

/** The answers a run rule counts: 少し悪い when `bad`, 悪い when `worst`. */
export const flaggedBy = (rule: RunRule) => new Set<ConditionValue>([...(rule.bad ? ['bad' as const] : []), ...(rule.worst ? ['worst' as const] : [])]);

/**
 * Whether the run rule fires on a check-in (spec §5, decision 009): `values` are the pupil's
 * answers on the last `consecutiveDays` school days, oldest first, today last (undefined or null:
 * no check-in that day, which breaks the run). Fires when there are that many days and every one
 * is an answer the rule counts. Pure; the check-in (evaluateConditionAlerts) and the replay of a
 * proposed rule (issue 25 item 4, decision 077) both decide through it.
 */
export function runFires(rule: RunRule, values: readonly (ConditionValue | null | undefined)[]): boolean {
  if (values.length < rule.consecutiveDays) return false;
  const flagged = flaggedBy(rule);
  return values.slice(-rule.consecutiveDays).every((v) => v != null && flagged.has(v));
}

/**
 * Whether the baseline rule (decision 054) is read on a check-in: on a day answered 少し悪い or
 * 悪い, and on every answered day while the pupil has an open baseline alert (so it fades).
 */
export function baselineDue(mental: ConditionValue | null, openBaseline: boolean): boolean {
  return mental !== null && mental !== 'skip' && (mental === 'bad' || mental === 'worst' || openBaseline);
}
