import { sql, type SQL } from 'drizzle-orm';
import { dateKeyOf } from './row-values.ts';
import { ABSENCE_WARNING_DAYS, NOT_ABSENCE_REASONS, SERIOUS_ABSENCE_DAYS, type CaseWatch, type Claimant } from '@sukoyaka/contracts/bullying-cases';

/**
 * The 重大事態 watch of a case (issue 26 item 3, docs/decisions/061-serious-case-watch.md), as SQL
 * over a case row aliased `c`, and its parse. The 欠席 days are the register's `absent` rows of
 * the affected pupil from 認知日 to `today` whose reason is not one of NOT_ABSENCE_REASONS; the
 * day a warning fired is the date of its Nth 欠席, so a warning needs no job and no stored state.
 */
export function watchSql(today: string): SQL {
  const notAbsence = sql.join(
    NOT_ABSENCE_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  const nth = sql.join(
    ABSENCE_WARNING_DAYS.map((n) => sql`${String(n)}::text, (array_agg(a.date order by a.date))[${n}::int]`),
    sql`, `,
  );
  return sql`(select json_build_object('n', count(*), 'fired', json_build_object(${nth}))
    from attendances a where a.student_id = c.student_id and a.school_id = c.school_id and a.status = 'absent'
      and (a.reason is null or a.reason::text not in (${notAbsence})) and a.date >= c.recognized_on and a.date <= ${today}::date) as watch_absence,
    c.serious_claim_on::text as serious_claim_on, c.serious_claimant, c.serious_claim_note`;
}

/** The columns watchSql adds to a row. */
export interface WatchRow {
  watch_absence: { n: number | string; fired: Record<string, string | null> };
  serious_claim_on: string | Date | null;
  serious_claimant: Claimant | null;
  serious_claim_note: string | null;
}

/** The watch of a row of watchSql. */
export function watchOf(r: WatchRow): CaseWatch {
  const warnings = ABSENCE_WARNING_DAYS.flatMap((days) => {
    const firedOn = r.watch_absence.fired[String(days)];
    return firedOn ? [{ days, firedOn: dateKeyOf(firedOn) }] : [];
  });
  const claim =
    r.serious_claim_on && r.serious_claimant
      ? { claimedOn: dateKeyOf(r.serious_claim_on), claimant: r.serious_claimant, note: r.serious_claim_note ?? '' }
      : null;
  const thirtieth = warnings.find((w) => w.days === SERIOUS_ABSENCE_DAYS)?.firedOn ?? null;
  const since = [claim?.claimedOn, thirtieth].filter((d): d is string => !!d).sort()[0] ?? null;
  return { absenceDays: Number(r.watch_absence.n), warnings, claim, candidate: since !== null, candidateSince: since };
}
