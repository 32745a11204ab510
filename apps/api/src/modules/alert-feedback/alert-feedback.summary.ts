import { sql } from 'drizzle-orm';
import { FEEDBACK_RULES, type AlertFeedbackSummary, type AlertVerdict, type FeedbackRule } from '@sukoyaka/contracts/alert-feedback';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import type { SchoolScope } from '../../lib/actor.ts';

/** How many days back the settings page counts (today included). */
export const SUMMARY_DAYS = 90;

/**
 * The health observation's physical alerts start with this text (raiseHealthcheckAlert in
 * condition-alerts.service.ts); they are counted as their own rule, apart from the 体 run rule.
 */
export const HEALTHCHECK_ALERT_PREFIX = '健康観察で気になる回答がありました';

/**
 * GET /api/teachers/alert_feedbacks/summary (settings/alert, issue 10 item 11): for each rule —
 * 心 run, 体 run, 健康観察, 話したい — how many of the school's alerts / talk requests dated in the
 * last 90 Japan-time days (today included) were marked 役に立った, 誤報, 押し間違い, and how many
 * are unmarked (resolved or not). The whole school, whatever classes the teacher has.
 * One statement over the (school_id, date) indexes.
 */
export async function alertFeedbackSummary(db: Database, scope: SchoolScope, now = new Date()): Promise<AlertFeedbackSummary> {
  const to = japanDateKey(now);
  const from = addDays(to, -(SUMMARY_DAYS - 1));
  const result = await db.execute(sql`
    SELECT CASE WHEN a.condition_kind = 'physical' AND starts_with(a.content_alert, ${HEALTHCHECK_ALERT_PREFIX}) THEN 'healthcheck'
                ELSE a.condition_kind END AS rule, f.verdict, count(*)::int AS n
      FROM condition_alerts a LEFT JOIN alert_feedbacks f ON f.condition_alert_id = a.id
     WHERE a.school_id = ${scope.schoolId} AND a.date BETWEEN ${from}::date AND ${to}::date
     GROUP BY 1, 2
    UNION ALL
    SELECT 'sos' AS rule, f.verdict, count(*)::int AS n
      FROM soss s LEFT JOIN alert_feedbacks f ON f.sos_id = s.id
     WHERE s.school_id = ${scope.schoolId} AND s.date BETWEEN ${from}::date AND ${to}::date
     GROUP BY 2`);
  const rows = (result as unknown as { rows: { rule: FeedbackRule; verdict: AlertVerdict | null; n: number }[] }).rows;
  const field: Record<AlertVerdict, 'useful' | 'falseAlarm' | 'mistap'> = { useful: 'useful', false_alarm: 'falseAlarm', mistap: 'mistap' };
  return {
    from,
    to,
    rules: FEEDBACK_RULES.map((rule) => {
      const counts = { rule, total: 0, useful: 0, falseAlarm: 0, mistap: 0, unmarked: 0 };
      for (const r of rows.filter((x) => x.rule === rule)) {
        counts.total += r.n;
        if (r.verdict) counts[field[r.verdict]] += r.n;
        else counts.unmarked += r.n;
      }
      return counts;
    }),
  };
}
