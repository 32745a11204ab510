import { sql, type SQL } from 'drizzle-orm';
import { DELIVERIES_PAGE_SIZE, deliveryState, type DeliveriesQuery, type DeliveryRow } from '@sukoyaka/contracts/questionnaire-deliveries';
import { fiscalPeriod, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { QuestionnaireKind } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The 年度 of a stored instant, in SQL (Japan time; April starts the year). */
const fiscalYearOf = (column: SQL) => sql`extract(year from ((${column}) at time zone 'Asia/Tokyo') - interval '3 months')::int`;

/** Japan-time midnight of a YYYY-MM-DD key as an instant. */
const japanMidnight = (key: string) => new Date(`${key}T00:00:00+09:00`);

interface RawRow {
  id: number;
  questionnaire_id: number;
  title: string;
  title_translations: DeliveryRow['titleTranslations'] | null;
  kind: QuestionnaireKind;
  needs_consent: boolean;
  /** Instants as JSON strings (the row is read as jsonb). */
  start_at: string;
  finish_at: string;
  completed_at: string | null;
  total: number;
  grades: { id: number; name: string }[] | null;
  answered: number;
  target: number;
  has_answers: boolean;
  question_count: number;
  my_klasses: { id: number; name: string; answeredCount: number; targetCount: number }[] | null;
}

/** Filters of the list (or one delivery by id), a page of DELIVERIES_PAGE_SIZE rows. */
export interface DeliveryRowsWhere extends Partial<DeliveriesQuery> {
  ids?: number[];
  now: Date;
}

/** A PostgreSQL array literal of ids ('{1,2}'), one parameter whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The statement's parameters: values for one run, or drizzle placeholders of the same names for the prepared statement. */
type RowsArgs = Record<'schoolId' | 'klassIds' | 'ids' | 'from' | 'to' | 'status' | 'now' | 'offset', unknown>;

function rowsArgs(scope: TeacherScope, where: DeliveryRowsWhere): RowsArgs {
  const filtered = where.year !== undefined || where.month !== undefined;
  const period = filtered ? fiscalPeriod(where.year ?? schoolYearOf(where.now), where.month) : null;
  return {
    schoolId: scope.schoolId,
    klassIds: idArray(scope.klassIds),
    ids: where.ids ? idArray(where.ids) : null,
    from: period ? japanMidnight(period.from).toISOString() : null,
    to: period ? japanMidnight(period.to).toISOString() : null,
    status: where.status ?? null,
    now: where.now.toISOString(),
    offset: ((where.page ?? 1) - 1) * DELIVERIES_PAGE_SIZE,
  };
}

/**
 * The deliveries list (spec §2 questionnaire-deliveries, issue 11 item 1) as one statement whose
 * text never changes (filters are parameters that may be null), so it is prepared once per
 * connection: its planning cost as much as its run (issue 11 "Speed"). Newest startAt first, one
 * page, each with its grades, answered (completed sheets) and target (students enrolled in its
 * grades in the 年度 of its startAt before it ended — finishAt or 完了, decision 068) counts, whether any student has answered, its question count
 * and the progress of the classes the teacher sees (`klassIds`). Students are counted per class
 * once (`enrolled`, less the delivery's `joined_later`) and completed sheets are grouped once by the class of their student
 * (`completed`), instead of joining every target student to their sheet. `total` counts all matches.
 */
function rowsSql(a: RowsArgs): SQL {
  const now = sql`${a.now}::timestamptz`;
  return sql`
    with d as (
      select qd.id, qd.questionnaire_id, q.title, q.translations as title_translations, q.kind, q.needs_consent, qd.start_at, qd.finish_at, qd.completed_at,
        sy.id as school_year_id, count(*) over () as total
      from questionnaire_deliveries qd
      join questionnaires q on q.id = qd.questionnaire_id
      left join school_years sy on sy.school_id = qd.school_id and sy.year = ${fiscalYearOf(sql`qd.start_at`)}
      where qd.school_id = ${a.schoolId} and qd.deleted_at is null
        and (${a.ids}::bigint[] is null or qd.id = any(${a.ids}::bigint[]))
        and (${a.from}::timestamptz is null or (qd.start_at < ${a.to}::timestamptz and qd.finish_at > ${a.from}::timestamptz))
        and case ${a.status}::text
          when 'completed' then qd.completed_at is not null
          when 'draft' then qd.completed_at is null and not exists (select 1 from questions qq where qq.questionnaire_id = qd.questionnaire_id)
          when 'scheduled' then qd.completed_at is null and qd.start_at > ${now} and exists (select 1 from questions qq where qq.questionnaire_id = qd.questionnaire_id)
          when 'open' then qd.completed_at is null and qd.start_at <= ${now} and qd.finish_at > ${now}
            and exists (select 1 from questions qq where qq.questionnaire_id = qd.questionnaire_id)
          when 'finished' then qd.completed_at is null and qd.finish_at <= ${now} and exists (select 1 from questions qq where qq.questionnaire_id = qd.questionnaire_id)
          else true end
      order by qd.start_at desc, qd.id desc
      limit ${DELIVERIES_PAGE_SIZE} offset ${a.offset}::int
    ), enrolled as (
      select e.school_year_id, e.klass_id, count(*)::int as target
      from student_enrollments e
      where e.school_year_id in (select d.school_year_id from d)
      group by e.school_year_id, e.klass_id
    ), joined_later as (
      -- The roster of the delivery's period (decision 068): pupils dated as joining the year once it had ended
      -- (finishAt or 完了) are not its target. Only dated enrolments are read (a partial index; few rows).
      select d.id as delivery_id, e.klass_id, count(*)::int as later
      from d
      join student_enrollments e on e.school_year_id = d.school_year_id and e.enrolled_at is not null
        and e.enrolled_at >= least(d.finish_at, coalesce(d.completed_at, d.finish_at))
      group by d.id, e.klass_id
    ), completed as (
      select a.questionnaire_delivery_id as delivery_id, e.klass_id, count(*)::int as answered
      from d
      join questionnaire_answers a on a.questionnaire_delivery_id = d.id and a.status = 'completed'
      left join student_enrollments e on e.student_id = a.student_id and e.school_year_id = d.school_year_id
      group by a.questionnaire_delivery_id, e.klass_id
    ), progress as (
      select d.id as delivery_id, k.id as klass_id, g.name || ' ' || k.name as name, g.sort_order * 1000 + k.sort_order as sort,
        n.target - coalesce(l.later, 0) as target, coalesce(c.answered, 0) as answered
      from d
      join questionnaire_delivery_grades dg on dg.questionnaire_delivery_id = d.id
      join grades g on g.id = dg.grade_id
      join klasses k on k.grade_id = dg.grade_id and k.school_year_id = d.school_year_id
      join enrolled n on n.klass_id = k.id and n.school_year_id = d.school_year_id
      left join joined_later l on l.delivery_id = d.id and l.klass_id = k.id
      left join completed c on c.delivery_id = d.id and c.klass_id = k.id
    ), sheets as (
      select c.delivery_id, sum(c.answered)::int as answered from completed c group by c.delivery_id
    )
    select d.*,
      (select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.sort_order, g.id)
         from questionnaire_delivery_grades dg join grades g on g.id = dg.grade_id where dg.questionnaire_delivery_id = d.id) as grades,
      coalesce(s.answered, 0) as answered,
      coalesce((select sum(p.target)::int from progress p where p.delivery_id = d.id), 0) as target,
      coalesce(s.answered, 0) > 0 or exists (
        select 1 from questionnaire_answers a
        -- Only sheets in progress have their answers (jsonb, decision 043) looked at: the status first for the planner's
        -- estimate, the case so that no other sheet's answers are ever read.
        where a.questionnaire_delivery_id = d.id and a.status = 'answering'
          and case when a.status = 'answering' then a.answers <> '[]'::jsonb else false end) as has_answers,
      (select count(*)::int from questions qq where qq.questionnaire_id = d.questionnaire_id) as question_count,
      (select json_agg(json_build_object('id', p.klass_id, 'name', p.name, 'answeredCount', p.answered, 'targetCount', p.target) order by p.sort)
         from progress p where p.delivery_id = d.id and p.klass_id = any(${a.klassIds}::bigint[])) as my_klasses
    from d left join sheets s on s.delivery_id = d.id
    order by d.start_at desc, d.id desc`;
}

/** The list statement with this call's values inline as parameters (the benchmark EXPLAINs it). */
export function deliveryRowsStatement(scope: TeacherScope, where: DeliveryRowsWhere): SQL {
  return rowsSql(rowsArgs(scope, where));
}

const ARG_NAMES = ['schoolId', 'klassIds', 'ids', 'from', 'to', 'status', 'now', 'offset'] as const;

/** The list statement prepared once per database handle (PostgreSQL keeps it per connection). */
const preparedRows = preparedPerDatabase((db) =>
  db
    .select({ row: sql<RawRow>`to_jsonb(r)` })
    .from(sql`(${rowsSql(Object.fromEntries(ARG_NAMES.map((n) => [n, sql.placeholder(n)])) as RowsArgs)}) as r`)
    .prepare('questionnaire_delivery_rows'),
);

/** The rows of the list statement, presented (see DeliveryRow). */
export async function findDeliveryRows(db: Database, scope: TeacherScope, where: DeliveryRowsWhere): Promise<{ rows: DeliveryRow[]; total: number }> {
  const raw = (await preparedRows(db).execute(rowsArgs(scope, where))).map((r) => r.row);
  return { rows: raw.map((r) => present(r, where.now)), total: Number(raw[0]?.total ?? 0) };
}

function present(r: RawRow, now: Date): DeliveryRow {
  const grades = r.grades ?? [];
  const startAt = new Date(r.start_at);
  const finishAt = new Date(r.finish_at);
  const completedAt = r.completed_at ? new Date(r.completed_at) : null;
  return {
    id: Number(r.id),
    questionnaireId: Number(r.questionnaire_id),
    title: r.title,
    titleTranslations: r.title_translations ?? {},
    kind: r.kind,
    startAt: startAt.toISOString(),
    finishAt: finishAt.toISOString(),
    completedAt: completedAt?.toISOString() ?? null,
    gradesFilter: Object.fromEntries(grades.map((g) => [String(g.id), g.name])),
    grades: grades.map((g) => ({ id: Number(g.id), name: g.name })),
    answeredCount: r.answered,
    targetCount: r.target,
    state: deliveryState({ startAt, finishAt, completedAt, questionCount: r.question_count }, now),
    needsConsent: r.needs_consent,
    questionCount: r.question_count,
    hasAnswers: r.has_answers,
    myKlasses: (r.my_klasses ?? []).map((k) => ({ ...k, id: Number(k.id) })),
  };
}

/** The 年度 in which the school has deliveries (newest first), for the list's year filter. */
export async function findDeliveryYears(db: Database, scope: TeacherScope): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct ${fiscalYearOf(sql`start_at`)} as year from questionnaire_deliveries
    where school_id = ${scope.schoolId} and deleted_at is null order by year desc`);
  return rowsOf<{ year: number }>(result).map((r) => Number(r.year));
}
