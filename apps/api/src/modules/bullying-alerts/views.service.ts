import { sql } from 'drizzle-orm';
import type { BullyingAlertCell, BullyingAlertsQuery, BullyingAlertsView, BullyingDelivery } from '@sukoyaka/contracts/bullying-alerts';
import { fiscalPeriod, japanTime, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadViewCells, rowsOf } from './alerts.queries.ts';

/**
 * Whether one sheet passes the dashboard header's status filters (spec §2, §9 filter options):
 * status resolved 対応済み / not_supported 未対応 (a raised alert not yet handled); confirmStatus
 * resolved 確認済み (担当者 or 組織) / not_supported 未確認 / cancel 取り消し (read as 確認中, decision 022);
 * talk 'true' only students who want to talk (question 'true'). Pure.
 */
export function passesFilters(alert: BullyingAlertCell, query: Pick<BullyingAlertsQuery, 'status' | 'confirmStatus' | 'talk'>): boolean {
  if (query.status === 'resolved' && !alert.resolved) return false;
  if (query.status === 'not_supported' && (alert.resolved || alert.level === 'normal' || alert.completed !== true)) return false;
  const c = alert.teacherConfirmStatus;
  if (query.confirmStatus === 'resolved' && c !== 'person_in_charge_confirmed' && c !== 'organization_verified') return false;
  if (query.confirmStatus === 'not_supported' && c !== 'unconfirmed') return false;
  if (query.confirmStatus === 'cancel' && c !== 'confirming') return false;
  if (query.talk === 'true' && alert.question !== 'true') return false;
  return true;
}

/**
 * The students of `studentIds` whose sheet of bullying delivery `deliveryId` (already checked as
 * the school's) passes the header's status filters (passesFilters), for the header's Excel export
 * (issue 24 item 10); null when no filter is set (every student). Students without a sheet pass
 * no filter. One query.
 */
export async function studentsPassingFilters(
  db: Database,
  scope: TeacherScope,
  deliveryId: number,
  studentIds: readonly number[],
  query: Pick<BullyingAlertsQuery, 'status' | 'confirmStatus' | 'talk'>,
): Promise<Set<number> | null> {
  if (!filtering(query)) return null;
  const cells = await loadViewCells(db, scope.schoolId, [deliveryId], studentIds, false);
  return new Set([...cells].filter(([, cell]) => passesFilters(cell, query)).map(([key]) => Number(key.split(':')[0])));
}

const filtering = (q: Pick<BullyingAlertsQuery, 'status' | 'confirmStatus' | 'talk'>) =>
  (q.status && q.status !== 'all') || (q.confirmStatus && q.confirmStatus !== 'all') || q.talk === 'true';

/** The classes of school year `schoolYearId` the teacher may see: all for an admin, else their homeroom classes (担任). */
async function klassesInReach(db: Database, scope: TeacherScope, schoolYearId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    scope.admin
      ? sql`select id from klasses where school_id = ${scope.schoolId} and school_year_id = ${schoolYearId}`
      : sql`select k.id from teacher_assignments a join klasses k on k.id = a.klass_id and k.school_id = ${scope.schoolId}
          where a.teacher_id = ${scope.teacherId} and a.school_year_id = ${schoolYearId}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * What the views need before their classes, in one round trip: the school year's id (null when
 * the school has no such year), whether the school has a bullying questionnaire (alerts enabled)
 * and its bullying deliveries starting in school year `year`, oldest first.
 */
async function viewHeader(
  db: Database,
  schoolId: number,
  year: number,
): Promise<{ schoolYearId: number | null; enabled: boolean; deliveries: BullyingDelivery[] }> {
  const { from, to } = fiscalPeriod(year);
  const [row] = await rowsOf<{
    school_year_id: string | null;
    enabled: boolean;
    deliveries: { id: number; title: string; start_at: string; finish_at: string }[];
  }>(
    db,
    sql`select (select id from school_years where school_id = ${schoolId} and year = ${year}) as school_year_id,
      exists (select 1 from questionnaires where school_id = ${schoolId} and kind = 'bullying' and deleted_at is null) as enabled,
      coalesce((select json_agg(json_build_object('id', d.id, 'title', q.title, 'start_at', d.start_at, 'finish_at', d.finish_at) order by d.start_at, d.id)
        from questionnaire_deliveries d join questionnaires q on q.id = d.questionnaire_id
        where d.school_id = ${schoolId} and d.deleted_at is null and q.kind = 'bullying' and q.deleted_at is null
          and d.start_at >= (${from}::date::timestamp at time zone 'Asia/Tokyo') and d.start_at < (${to}::date::timestamp at time zone 'Asia/Tokyo')), '[]'::json) as deliveries`,
  );
  return {
    schoolYearId: row?.school_year_id ? Number(row.school_year_id) : null,
    enabled: row?.enabled ?? false,
    deliveries: (row?.deliveries ?? []).map((d) => ({
      id: Number(d.id),
      title: d.title,
      startAt: new Date(d.start_at).toISOString(),
      finishAt: new Date(d.finish_at).toISOString(),
    })),
  };
}

interface StudentRow {
  id: string;
  name: string;
  student_number: number;
  klass_id: string;
  klass_name: string;
  grade_id: string;
  grade_name: string;
}

/** The students of `klassIds` (school of `scope`) in display order: grade, class, number; a class without students keeps one row with a null student. Only grade `gradeId` when given. */
async function studentRows(db: Database, scope: TeacherScope, klassIds: readonly number[], gradeId?: number): Promise<StudentRow[]> {
  if (!klassIds.length) return [];
  return rowsOf<StudentRow>(
    db,
    sql`select s.id, s.name, se.student_number, k.id as klass_id, k.name as klass_name, g.id as grade_id, g.name as grade_name
          from klasses k join grades g on g.id = k.grade_id
          left join student_enrollments se on se.klass_id = k.id
          left join students s on s.id = se.student_id and s.school_id = ${scope.schoolId}
          where k.school_id = ${scope.schoolId} and k.id = any(${`{${klassIds.join(',')}}`}::bigint[])
            and (${gradeId ?? null}::bigint is null or g.id = ${gradeId ?? null}::bigint)
          order by g.sort_order, k.sort_order, k.id, se.student_number`,
  );
}

/**
 * GET /api/teachers/bullying_alerts/for_all (mode 'all') and for_class (mode 'class'), spec §2
 * and §3: the grades → klasses → students the teacher may see (every class for an admin, the
 * homeroom classes for a class teacher) in school year `year` (default the current one), with one
 * column per delivery: for_all the selected delivery (default the newest of the period), for_class
 * every delivery of the year (or `month`); for_all cells carry levels and flags only, for_class
 * cells also the pupil's words for the hover (decision 039). for_class shows one class: `klassId`, else the first
 * visible one. Status / confirmStatus / talk filters blank the other cells and drop students
 * left with none.
 * @throws 404 for a delivery, grade or class of another school or out of the teacher's reach.
 */
export async function bullyingAlertsView(db: Database, scope: TeacherScope, query: BullyingAlertsQuery, mode: 'all' | 'class'): Promise<BullyingAlertsView> {
  const year = query.year ?? schoolYearOf();
  const { schoolYearId, enabled, deliveries: yearDeliveries } = await viewHeader(db, scope.schoolId, year);
  const deliveries = query.month ? yearDeliveries.filter((d) => japanTime(d.startAt).month() + 1 === query.month) : yearDeliveries;
  const visible = !schoolYearId ? [] : schoolYearId === scope.schoolYearId ? scope.klassIds : await klassesInReach(db, scope, schoolYearId);
  if (query.questionnaireDeliveryId && !yearDeliveries.some((d) => d.id === query.questionnaireDeliveryId)) throw notFound();
  const selected = query.questionnaireDeliveryId ?? deliveries.at(-1)?.id ?? null;
  const columns = mode === 'all' ? yearDeliveries.filter((d) => d.id === selected) : deliveries;
  if (query.klassId && !visible.includes(query.klassId)) throw notFound();
  let shown: StudentRow[];
  if (mode === 'all') {
    // The whole reach in one query (classes without students keep a row), then the grade / class filters.
    const all = await studentRows(db, scope, visible);
    if (query.gradeId && !all.some((r) => Number(r.grade_id) === query.gradeId)) throw notFound();
    shown = all.filter((r) => (!query.gradeId || Number(r.grade_id) === query.gradeId) && (!query.klassId || Number(r.klass_id) === query.klassId));
  } else {
    // The visible classes in display order (a few dozen rows; needed for a grade filter or the
    // first class), then the students of the shown class only.
    const klasses =
      visible.length && (query.gradeId || !query.klassId)
        ? await rowsOf<{ id: string; grade_id: string }>(
            db,
            sql`select k.id, k.grade_id from klasses k join grades g on g.id = k.grade_id
            where k.school_id = ${scope.schoolId} and k.id = any(${`{${visible.join(',')}}`}::bigint[])
            order by g.sort_order, k.sort_order, k.id`,
          )
        : [];
    if (query.gradeId && !klasses.some((k) => Number(k.grade_id) === query.gradeId)) throw notFound();
    const first = klasses.find((k) => !query.gradeId || Number(k.grade_id) === query.gradeId);
    shown = await studentRows(db, scope, query.klassId ? [query.klassId] : first ? [Number(first.id)] : [], query.gradeId);
  }
  const studentIds = shown.filter((r) => r.id).map((r) => Number(r.id));
  const byKey = await loadViewCells(
    db,
    scope.schoolId,
    columns.map((c) => c.id),
    studentIds,
    mode === 'class',
  );
  const filtered = filtering(query);

  const grades: BullyingAlertsView['grades'] = [];
  for (const r of shown) {
    let grade = grades.at(-1);
    if (grade?.id !== Number(r.grade_id)) grades.push((grade = { id: Number(r.grade_id), name: r.grade_name, klasses: [] }));
    let klass = grade.klasses.at(-1);
    if (klass?.id !== Number(r.klass_id)) grade.klasses.push((klass = { id: Number(r.klass_id), name: r.klass_name, gradeId: grade.id, students: [] }));
    if (!r.id) continue;
    const cells = columns.map((c) => {
      const a = byKey.get(`${r.id}:${c.id}`) ?? null;
      return a && (!filtered || passesFilters(a, query)) ? a : null;
    });
    if (filtered && cells.every((c) => c === null)) continue;
    klass.students.push({ student: { id: Number(r.id), name: r.name, studentNumber: r.student_number }, alerts: cells });
  }
  return { deliveries, questionnaireDeliveryId: selected, columns, grades, alertsEnabled: enabled };
}
