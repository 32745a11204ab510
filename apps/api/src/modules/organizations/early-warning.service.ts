import { sql } from 'drizzle-orm';
import { addDays, fiscalPeriod, japanDateKey } from '@sukoyaka/contracts/dates';
import { EARLY_WARNING_RULE, type EarlyWarning, type ResponseTimes } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { suppressionOn, suppressTree } from '../board-figures/suppression.service.ts';
import { organizationCalendars, organizationSchool, organizationSchools, type OrgSchool } from '../board-figures/organization-schools.service.ts';
import { resultRows, schoolIn } from '../board-figures/board-figures.service.ts';

/** Fewer handled requests than this give no median / p90 while suppression is on (decision 026). */
const MIN_FOR_PERCENTILES = 5;
const schoolRef = (s: OrgSchool) => ({ id: s.id, code: s.code, name: s.name });

/** Suppresses one count per school under the organisation's total (decision 026). */
function suppressPerSchool(schools: OrgSchool[], value: (id: number) => number, enabled: boolean) {
  const nodes = schools.map((s) => ({ key: String(s.id), parentKey: 'org' as string | null, value: value(s.id) }));
  nodes.push({ key: 'org', parentKey: null, value: nodes.reduce((a, n) => a + n.value, 0) });
  return suppressTree(nodes, enabled);
}

/**
 * GET /api/local_governments/organization/response_times (issue 14 item 6, decision 007): per
 * school, the 話したい of the period (school year or month), how many were handled, and the median
 * and 90th percentile minutes from the request to its handling. Counts are suppressed; the
 * percentiles are withheld (null) below 5 handled requests when suppression is on.
 */
export async function responseTimes(db: Database, scope: OrganizationScope, query: { year: number; month?: number }): Promise<ResponseTimes> {
  const suppression = await suppressionOn(db, scope);
  const schools = await organizationSchools(db, scope);
  const { from, to } = fiscalPeriod(query.year, query.month);
  const rows = schools.length
    ? resultRows<{ school_id: string; requests: string; handled: string; median: string | null; p90: string | null }>(
        await db.execute(sql`SELECT school_id, count(*) AS requests, count(processed_at) FILTER (WHERE processed) AS handled,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM processed_at - created_at) / 60) FILTER (WHERE processed AND processed_at IS NOT NULL) AS median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM processed_at - created_at) / 60) FILTER (WHERE processed AND processed_at IS NOT NULL) AS p90
          FROM soss WHERE ${schoolIn(
            'school_id',
            schools.map((s) => s.id),
          )} AND date >= ${from} AND date < ${to} GROUP BY school_id`),
      )
    : [];
  const by = new Map(rows.map((r) => [Number(r.school_id), r]));
  const requests = suppressPerSchool(schools, (id) => Number(by.get(id)?.requests ?? 0), suppression);
  const handled = suppressPerSchool(schools, (id) => Number(by.get(id)?.handled ?? 0), suppression);
  return {
    suppression,
    schools: schools.map((s) => {
      const r = by.get(s.id);
      const enough = !suppression || Number(r?.handled ?? 0) >= MIN_FOR_PERCENTILES;
      const minutes = (v: string | null | undefined) => (enough && v != null ? Math.round(Number(v)) : null);
      return {
        school: schoolRef(s),
        requests: requests.get(String(s.id))!,
        handled: handled.get(String(s.id))!,
        medianMinutes: minutes(r?.median),
        p90Minutes: minutes(r?.p90),
      };
    }),
  };
}

/**
 * GET /api/local_governments/organization/early_warning (issue 14 item 6): the students whose
 * absence, mood and talk requests together worsen over each school's last `windowDays` school
 * days up to `date` (its calendar): `absences`+ absences and either bad moods (少し悪い / 悪い) in at
 * least `badMoodShare` of their check-ins or a 話したい. Per school a suppressed count; the named
 * list only for one school (`schoolId`: the hand-off to its counsellor).
 * @throws 404 a school of another organisation.
 */
export async function earlyWarning(db: Database, scope: OrganizationScope, query: { date?: string; schoolId?: number }): Promise<EarlyWarning> {
  const date = query.date ?? japanDateKey();
  const suppression = await suppressionOn(db, scope);
  const schools = query.schoolId ? [await organizationSchool(db, scope, query.schoolId)] : await organizationSchools(db, scope);
  const calendars = await organizationCalendars(
    db,
    schools.map((s) => s.id),
    addDays(date, -60),
    date,
  );
  const starts = schools.map((s) => {
    let day = date;
    let found = 0;
    for (let i = 0; i < 60; i++, day = addDays(day, -1)) if (calendars.get(s.id)!.isSchoolDay(day) && ++found === EARLY_WARNING_RULE.windowDays) break;
    return { schoolId: s.id, from: day };
  });
  const from = starts.reduce((min, s) => (s.from < min ? s.from : min), date);
  const windows = sql.raw(starts.map((s) => `(${Math.trunc(s.schoolId)}::bigint, '${s.from}'::date)`).join(', ') || '(0::bigint, now()::date)');
  const rows = resultRows<Record<string, string>>(
    await db.execute(sql`WITH w(school_id, d0) AS (VALUES ${windows}),
      ab AS (SELECT a.student_id, count(*) AS n FROM attendances a JOIN w ON w.school_id = a.school_id AND a.date >= w.d0
             WHERE a.date <= ${date} AND a.status = 'absent' GROUP BY a.student_id HAVING count(*) >= ${EARLY_WARNING_RULE.absences}),
      co AS (SELECT c.student_id, count(*) AS n, count(*) FILTER (WHERE c.mental IN ('bad', 'worst')) AS bad FROM conditions c JOIN ab ON ab.student_id = c.student_id
             JOIN w ON w.school_id = c.school_id AND c.date >= w.d0 WHERE c.date <= ${date} GROUP BY c.student_id),
      so AS (SELECT s.student_id, count(*) AS n FROM soss s JOIN ab ON ab.student_id = s.student_id JOIN w ON w.school_id = s.school_id AND s.date >= w.d0
             WHERE s.date <= ${date} GROUP BY s.student_id)
      SELECT st.id, st.name, st.school_id, ab.n AS absences, coalesce(co.n, 0) AS check_ins, coalesce(co.bad, 0) AS bad, coalesce(so.n, 0) AS talks,
             g.name AS grade_name, k.name AS klass_name, e.student_number
        FROM ab JOIN students st ON st.id = ab.student_id LEFT JOIN co ON co.student_id = ab.student_id LEFT JOIN so ON so.student_id = ab.student_id
        LEFT JOIN school_years y ON y.school_id = st.school_id AND y.year = extract(year FROM ${date}::date - interval '3 months')::int
        LEFT JOIN student_enrollments e ON e.student_id = st.id AND e.school_year_id = y.id
        LEFT JOIN klasses k ON k.id = e.klass_id LEFT JOIN grades g ON g.id = k.grade_id
       WHERE (coalesce(co.n, 0) > 0 AND coalesce(co.bad, 0) >= ${EARLY_WARNING_RULE.badMoodShare}::numeric * co.n) OR coalesce(so.n, 0) > 0
       ORDER BY st.school_id, g.sort_order, k.sort_order, e.student_number`),
  );
  const listed = rows.map((r) => ({
    schoolId: Number(r.school_id),
    student: {
      id: Number(r.id),
      name: r.name!,
      gradeName: r.grade_name ?? '',
      klassName: r.klass_name ?? '',
      studentNumber: Number(r.student_number ?? 0),
      absences: Number(r.absences),
      checkIns: Number(r.check_ins),
      badMoods: Number(r.bad),
      talkRequests: Number(r.talks),
      reason: [`欠席${r.absences}日`, Number(r.bad) > 0 && `気分の悪い日${r.bad}日`, Number(r.talks) > 0 && `話したい${r.talks}回`].filter(Boolean).join('・'),
    },
  }));
  const counts = suppressPerSchool(schools, (id) => listed.filter((l) => l.schoolId === id).length, suppression);
  return {
    from,
    to: date,
    rule: { ...EARLY_WARNING_RULE },
    suppression,
    schools: schools.map((s) => ({
      school: schoolRef(s),
      count: counts.get(String(s.id))!,
      students: query.schoolId ? listed.filter((l) => l.schoolId === s.id).map((l) => l.student) : [],
    })),
  };
}
