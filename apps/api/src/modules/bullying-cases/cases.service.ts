import { sql, type SQL } from 'drizzle-orm';
import {
  addMonths,
  CASE_MESSAGES,
  OPEN_CASE_STATES,
  RESOLVE_AFTER_MONTHS,
  type AddActionBody,
  type BullyingDiscovery,
  type BullyingForm,
  type CaseDetail,
  type CaseOrigin,
  type CaseState,
  type CaseSummary,
  type ChangeStateBody,
  type seriousClaimBodySchema,
  type createCaseBodySchema,
} from '@sukoyaka/contracts/bullying-cases';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { bullyingCaseActions, bullyingCases, bullyingCaseStudents } from '@sukoyaka/db/schema';
import type { z } from 'zod';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { reachableSheet } from '../bullying-alerts/student.service.ts';
import { assertVisibleStudent } from '../teachers/teachers.service.ts';
import { dateKeyOf } from './row-values.ts';
import { watchOf, watchSql, type WatchRow } from './watch.ts';

/**
 * Bullying cases (いじめ事案; issue 26 item 1, docs/decisions/060-bullying-cases.md). A teacher
 * reaches the cases whose affected pupil they may see (an admin: every case of the school; a
 * class teacher: their homeroom pupils'), exactly as they reach the pupil's bullying answers.
 * Another school's case, or one out of reach, answers 404 like an unknown one.
 */

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Database, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const dateKey = (v: unknown): string => dateKeyOf(v as string | Date);
const dateKeyOrNull = (v: unknown): string | null => (v == null ? null : dateKey(v));

/** The SQL condition "the case's affected pupil is within the teacher's reach" (alias c). */
function reachSql(scope: TeacherScope): SQL {
  if (!scope.schoolYearId || scope.klassIds.length === 0) return sql`false`;
  return sql`exists (select 1 from student_enrollments e where e.student_id = c.student_id and e.school_year_id = ${scope.schoolYearId}
    and e.klass_id in (${sql.join(
      scope.klassIds.map((k) => sql`${k}`),
      sql`, `,
    )}))`;
}

/** The pupil's label of the current year: `{ id, name, klassName }` (klassName "1年 1組", null without enrolment). */
const pupilSql = (column: SQL, scope: TeacherScope) => sql`(select json_build_object('id', s.id, 'name', s.name, 'klassName',
  (select g.name || ' ' || k.name from student_enrollments e join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id
    where e.student_id = s.id and e.school_year_id = ${scope.schoolYearId ?? 0} limit 1)) from students s where s.id = ${column})`;

interface PupilJson {
  id: number | string;
  name: string;
  klassName: string | null;
}
const pupilOf = (p: PupilJson) => ({ id: Number(p.id), name: p.name, klassName: p.klassName });

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

interface SummaryRow extends Row, WatchRow {
  id: string;
  state: CaseState;
  recognized_on: string | Date;
  affected: PupilJson;
  forms: BullyingForm[];
  discovery: BullyingDiscovery;
  last_acted_on: string | Date | null;
  no_action_reminded_for: string | Date | null;
  no_action_reminded_at: string | Date | null;
}

const summarySelect = (
  scope: TeacherScope,
) => sql`c.id, c.state, c.recognized_on::text as recognized_on, c.forms, c.discovery, ${pupilSql(sql`c.student_id`, scope)} as affected,
  (select max(a.acted_on)::text from bullying_case_actions a where a.case_id = c.id) as last_acted_on,
  c.no_action_reminded_for::text as no_action_reminded_for, c.no_action_reminded_at, ${watchSql(japanDateKey())}`;

function summaryOf(r: SummaryRow, today: string): CaseSummary {
  const recognizedOn = dateKey(r.recognized_on);
  const lastActedOn = dateKeyOrNull(r.last_acted_on);
  const lastActivity = lastActedOn ?? recognizedOn;
  // The reminder shown is the one of the current gap only (decision 073): a newer action starts a new gap.
  const reminded = r.no_action_reminded_at && dateKeyOrNull(r.no_action_reminded_for) === lastActivity;
  return {
    id: Number(r.id),
    state: r.state,
    recognizedOn,
    daysSinceRecognized: daysBetween(recognizedOn, today),
    affected: pupilOf(r.affected),
    forms: r.forms,
    discovery: r.discovery,
    lastActedOn,
    daysWithoutAction: daysBetween(lastActivity, today),
    noActionRemindedOn: reminded ? japanDateKey(new Date(r.no_action_reminded_at!)) : null,
    watch: watchOf(r),
  };
}

/**
 * GET /api/teachers/bullying_cases: the cases within reach, open ones (対応中, 解消に向けた取組中)
 * unless `filter` is 'all', optionally of one affected pupil; oldest 認知 first.
 */
export async function listCases(db: Database, scope: TeacherScope, query: { filter: 'open' | 'all'; studentId?: number }): Promise<CaseSummary[]> {
  const open = sql`c.state in (${sql.join(
    OPEN_CASE_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`select ${summarySelect(scope)} from bullying_cases c where c.school_id = ${scope.schoolId} and ${reachSql(scope)}
      ${query.filter === 'open' ? sql`and ${open}` : sql``} ${query.studentId ? sql`and c.student_id = ${query.studentId}` : sql``}
      order by c.recognized_on, c.id`,
  );
  const today = japanDateKey();
  return rows.map((r) => summaryOf(r, today));
}

/** GET /api/teachers/bullying_cases/:id: the case with its pupils and actions. @throws 404 out of reach. */
export async function caseDetail(db: Database, scope: TeacherScope, id: number): Promise<CaseDetail> {
  const [r] = await rowsOf<
    SummaryRow & {
      origin: CaseOrigin;
      questionnaire_answer_id: string | null;
      summary: string;
      others: PupilJson[] | null;
      acts_stopped_on: string | Date | null;
      distress_confirmed_on: string | Date | null;
      distress_note: string | null;
      created_by_name: string;
    }
  >(
    db,
    sql`select ${summarySelect(scope)}, c.origin, c.questionnaire_answer_id, c.summary, c.acts_stopped_on::text as acts_stopped_on, c.distress_confirmed_on::text as distress_confirmed_on, c.distress_note,
      (select t.name from teachers t where t.id = c.created_by_teacher_id) as created_by_name,
      (select json_agg(${pupilSql(sql`o.student_id`, scope)} order by o.student_id) from bullying_case_students o where o.case_id = c.id) as others
      from bullying_cases c where c.id = ${id} and c.school_id = ${scope.schoolId} and ${reachSql(scope)}`,
  );
  if (!r) throw notFound();
  const actions = await rowsOf<{ id: string; acted_on: string | Date; teacher_name: string; content: string; created_at: string | Date }>(
    db,
    sql`select a.id, a.acted_on::text as acted_on, t.name as teacher_name, a.content, a.created_at from bullying_case_actions a join teachers t on t.id = a.teacher_id
      where a.case_id = ${id} order by a.acted_on, a.id`,
  );
  const actsStoppedOn = dateKeyOrNull(r.acts_stopped_on);
  return {
    ...summaryOf(r, japanDateKey()),
    origin: r.origin,
    questionnaireAnswerId: r.questionnaire_answer_id == null ? null : Number(r.questionnaire_answer_id),
    summary: r.summary,
    others: (r.others ?? []).map(pupilOf),
    actsStoppedOn,
    distressConfirmedOn: dateKeyOrNull(r.distress_confirmed_on),
    distressNote: r.distress_note,
    resolvableFrom: actsStoppedOn ? addMonths(actsStoppedOn, RESOLVE_AFTER_MONTHS) : null,
    createdByName: r.created_by_name,
    actions: actions.map((a) => ({
      id: Number(a.id),
      actedOn: dateKey(a.acted_on),
      teacherName: a.teacher_name,
      content: a.content,
      createdAt: new Date(a.created_at).toISOString(),
    })),
  };
}

/** The ids of `ids` that are pupils of the school. */
async function schoolPupils(db: Database, scope: TeacherScope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from students where school_id = ${scope.schoolId} and id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * POST /api/teachers/bullying_cases: opens a case (認知). The affected pupil must be within reach;
 * the other pupils of this school; a questionnaire answer, when named, must be the affected
 * pupil's bullying sheet. Returns the new case.
 * @throws 404 for a pupil or sheet out of reach; 422 (Japanese) for a future 認知日, the affected
 * pupil among the others, another school's pupil, or another pupil's sheet.
 */
export async function createCase(db: Database, scope: TeacherScope, body: z.output<typeof createCaseBodySchema>): Promise<CaseDetail> {
  await assertVisibleStudent(db, scope, body.studentId);
  if (body.recognizedOn > japanDateKey()) throw unprocessable(CASE_MESSAGES.recognizedInFuture, { recognizedOn: [CASE_MESSAGES.recognizedInFuture] });
  const others = [...new Set(body.otherStudentIds)];
  if (others.includes(body.studentId)) throw unprocessable(CASE_MESSAGES.involvedIsAffected, { otherStudentIds: [CASE_MESSAGES.involvedIsAffected] });
  const known = await schoolPupils(db, scope, others);
  if (others.some((o) => !known.has(o))) throw notFound();
  if (body.questionnaireAnswerId !== undefined) {
    const { studentId } = await reachableSheet(db, scope, body.questionnaireAnswerId);
    if (studentId !== body.studentId) throw unprocessable(CASE_MESSAGES.sheetOfOtherPupil, { questionnaireAnswerId: [CASE_MESSAGES.sheetOfOtherPupil] });
  }
  const [row] = await db
    .insert(bullyingCases)
    .values({
      schoolId: scope.schoolId,
      studentId: body.studentId,
      recognizedOn: body.recognizedOn,
      origin: body.origin,
      questionnaireAnswerId: body.questionnaireAnswerId ?? null,
      forms: [...new Set(body.forms)],
      discovery: body.discovery,
      summary: body.summary,
      createdByTeacherId: scope.teacherId,
    })
    .returning({ id: bullyingCases.id });
  if (others.length) await db.insert(bullyingCaseStudents).values(others.map((studentId) => ({ caseId: row!.id, studentId })));
  return caseDetail(db, scope, row!.id);
}

/**
 * POST /api/teachers/bullying_cases/:id/actions: records an action (対応) dated between 認知日 and
 * today. Returns the case. @throws 404 out of reach; 422 for a date outside that range.
 */
export async function addAction(db: Database, scope: TeacherScope, id: number, body: AddActionBody): Promise<CaseDetail> {
  const current = await caseDetail(db, scope, id);
  if (body.actedOn > japanDateKey()) throw unprocessable(CASE_MESSAGES.actionInFuture, { actedOn: [CASE_MESSAGES.actionInFuture] });
  if (body.actedOn < current.recognizedOn) throw unprocessable(CASE_MESSAGES.actionBeforeRecognized, { actedOn: [CASE_MESSAGES.actionBeforeRecognized] });
  await db.insert(bullyingCaseActions).values({ caseId: id, actedOn: body.actedOn, teacherId: scope.teacherId, content: body.content });
  await db.execute(sql`update bullying_cases set updated_at = now() where id = ${id}`);
  return caseDetail(db, scope, id);
}

/**
 * POST /api/teachers/bullying_cases/:id/state: 対応中 → 解消に向けた取組中 → 解消, or → 重大事態
 * from an open state. The body may record the day the acts stopped and the confirmation of no
 * distress at any change (kept when omitted). 解消 needs both, with the acts stopped at least 3
 * months before today (MEXT's 解消 condition). A 解消 or 重大事態 case is closed.
 * @throws 404 out of reach; 422 with the Japanese reason otherwise (nothing stored).
 */
export async function changeState(db: Database, scope: TeacherScope, id: number, body: ChangeStateBody): Promise<CaseDetail> {
  const current = await caseDetail(db, scope, id);
  const today = japanDateKey();
  if (!OPEN_CASE_STATES.includes(current.state)) throw unprocessable(CASE_MESSAGES.closed);
  if (body.state === current.state) throw unprocessable(CASE_MESSAGES.sameState, { state: [CASE_MESSAGES.sameState] });
  if (body.state === 'responding') throw unprocessable(CASE_MESSAGES.backToResponding, { state: [CASE_MESSAGES.backToResponding] });
  const actsStoppedOn = body.actsStoppedOn ?? current.actsStoppedOn;
  const distressConfirmedOn = body.distressConfirmedOn ?? current.distressConfirmedOn;
  const distressNote = body.distressNote ?? current.distressNote;
  if (body.actsStoppedOn !== undefined) {
    if (body.actsStoppedOn > today) throw unprocessable(CASE_MESSAGES.actsStoppedInFuture, { actsStoppedOn: [CASE_MESSAGES.actsStoppedInFuture] });
    if (body.actsStoppedOn < current.recognizedOn)
      throw unprocessable(CASE_MESSAGES.actsStoppedBeforeRecognized, { actsStoppedOn: [CASE_MESSAGES.actsStoppedBeforeRecognized] });
  }
  if (body.distressConfirmedOn !== undefined && body.distressConfirmedOn > today)
    throw unprocessable(CASE_MESSAGES.distressInFuture, { distressConfirmedOn: [CASE_MESSAGES.distressInFuture] });
  if (body.state === 'resolved') {
    if (!actsStoppedOn) throw unprocessable(CASE_MESSAGES.actsStoppedRequired, { actsStoppedOn: [CASE_MESSAGES.actsStoppedRequired] });
    const earliest = addMonths(actsStoppedOn, RESOLVE_AFTER_MONTHS);
    if (today < earliest) throw unprocessable(CASE_MESSAGES.tooEarly(earliest), { actsStoppedOn: [CASE_MESSAGES.tooEarly(earliest)] });
    if (!distressConfirmedOn || !distressNote?.trim())
      throw unprocessable(CASE_MESSAGES.distressRequired, { distressConfirmedOn: [CASE_MESSAGES.distressRequired] });
  }
  await db.execute(sql`update bullying_cases set state = ${body.state}, acts_stopped_on = ${actsStoppedOn}, distress_confirmed_on = ${distressConfirmedOn},
    distress_note = ${distressNote}, state_changed_at = now(), updated_at = now() where id = ${id} and school_id = ${scope.schoolId}`);
  return caseDetail(db, scope, id);
}

/**
 * POST /api/teachers/bullying_cases/:id/serious_claim (issue 26 item 3): records a child's or
 * parent's claim of serious harm, dated between 認知日 and today; the case is a 重大事態 candidate
 * at once (its watch says since when) and the board sees it. Once per case.
 * @throws 404 out of reach; 422 (Japanese) for a second claim or a date out of range.
 */
export async function recordSeriousClaim(db: Database, scope: TeacherScope, id: number, body: z.output<typeof seriousClaimBodySchema>): Promise<CaseDetail> {
  const current = await caseDetail(db, scope, id);
  if (current.watch.claim) throw unprocessable(CASE_MESSAGES.claimRecorded);
  if (body.claimedOn > japanDateKey()) throw unprocessable(CASE_MESSAGES.claimInFuture, { claimedOn: [CASE_MESSAGES.claimInFuture] });
  if (body.claimedOn < current.recognizedOn) throw unprocessable(CASE_MESSAGES.claimBeforeRecognized, { claimedOn: [CASE_MESSAGES.claimBeforeRecognized] });
  await db.execute(sql`update bullying_cases set serious_claim_on = ${body.claimedOn}, serious_claimant = ${body.claimant}, serious_claim_note = ${body.note},
    serious_claim_teacher_id = ${scope.teacherId}, updated_at = now() where id = ${id} and school_id = ${scope.schoolId}`);
  return caseDetail(db, scope, id);
}
