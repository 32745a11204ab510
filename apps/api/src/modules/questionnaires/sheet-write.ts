import { sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { BullyingAnswerFieldValues, StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import type { AlertLevel } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import { accessLogs, bullyingAnswerFields, questionnaireAnswers, questionnaireDeliveries, questionnaires } from '@sukoyaka/db/schema';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { p, studentMaySee } from './sheet-statements.ts';

/** What writeSheet stores: the sheet's columns (status, the alert engine's result), its answers and bullying fields. */
export interface SheetWrite {
  deliveryId: number;
  studentId: number;
  schoolId: number;
  /** The questionnaire's `updatedAt` the answers were checked against: the write is refused when it changed since. */
  questionnaireVersion: Date;
  status: 'answering' | 'completed';
  completedAt: Date | null;
  alertLevel: AlertLevel;
  scaleScore: number | null;
  scaleBand: string | null;
  /**
   * `replace` (a completion): `answers` become the sheet's answers, each with the level its rules
   * matched. `merge` (a page save): `answers` replace the stored answers to their questions and
   * `cleared` questions lose theirs; the other stored answers stay (merged in the statement, so two
   * devices saving different pages at once both keep their page).
   */
  mode: 'replace' | 'merge';
  answers: StoredAnswer[];
  /** Questions whose answer is cleared (merge only). */
  cleared: number[];
  /**
   * The sheet's bullying fields after this write (bullying_answer_fields, decision 037): the values
   * to keep, `'clear'` to drop the row (a bullying survey's sheet left without a tagged answer), or
   * `'none'` for a questionnaire without bullying fields (the table is not touched).
   */
  bullyingFields: BullyingAnswerFieldValues | 'clear' | 'none';
  now: Date;
}

/** What a write returns: the sheet and the delivery as the pupil's answer shows them. */
export interface WrittenSheet {
  sheetId: number;
  consent: 'agreed' | 'dis_agreed' | null;
  startedAt: Date;
  delivery: { title: string; startAt: Date; finishAt: Date; needsConsent: boolean; consentText: string | null };
}

interface WrittenRow {
  id: string | number;
  consent: WrittenSheet['consent'];
  started_at: string;
  title: string;
  start_at: string;
  finish_at: string;
  needs_consent: boolean;
  consent_text: string | null;
}

/**
 * A student's page or completion as ONE prepared statement (data-modifying CTEs: one implicit
 * transaction, one round trip, planned once per connection; issue 11 "Speed", decision 043),
 * written only while it may be (checked in the statement itself, so a completion can skip the read):
 * - `open_delivery`: the delivery is one the student may see (studentMaySee), still open (before
 *   finishAt, not 完了), its questionnaire unchanged since `version`, and consent given when needed;
 * - `sheet` upserts the sheet with its answers (one row: a jsonb array) unless it is already
 *   completed (two devices completing at once: the first completion stands);
 * - `fields` / `unfields` keep or drop its bullying_answer_fields row (only when asked);
 * - `logged` adds the call's access-log row (issue 9) when `logged` is true and the sheet was written.
 * Returns the sheet and the delivery's texts, or no row when nothing was written.
 */
const writeSheetStatement = preparedPerDatabase((db) => {
  const open = db.$with('open_delivery', {}).as(sql`
    select ${questionnaireDeliveries.id} as id, ${questionnaires.title} as title, ${questionnaireDeliveries.startAt} as start_at,
      ${questionnaireDeliveries.finishAt} as finish_at, ${questionnaires.needsConsent} as needs_consent, ${questionnaires.consentText} as consent_text
    from ${questionnaireDeliveries} join ${questionnaires} on ${questionnaires.id} = ${questionnaireDeliveries.questionnaireId}
    where ${studentMaySee()}
      and date_trunc('milliseconds', ${questionnaires.updatedAt}) = ${p('version')}::timestamptz
      and ${questionnaireDeliveries.finishAt} > ${p('now')}::timestamptz and ${questionnaireDeliveries.completedAt} is null
      and (not ${questionnaires.needsConsent} or exists (select 1 from ${questionnaireAnswers} x
        where x.questionnaire_delivery_id = ${questionnaireDeliveries.id} and x.student_id = ${p('studentId')} and x.consent = 'agreed'))`);
  const sheet = db.$with('sheet', {}).as(sql`
    insert into ${questionnaireAnswers} as a (questionnaire_delivery_id, student_id, school_id, status, choice, started_at, completed_at,
      alert_level, scale_score, scale_band, answers)
    select open_delivery.id, ${p('studentId')}, ${p('schoolId')}, ${p('status')}::text, null, ${p('now')}::timestamptz, ${p('completedAt')}::timestamptz,
      ${p('alertLevel')}::text, ${p('scaleScore')}::int, ${p('scaleBand')}::text, ${p('answers')}::jsonb
    from open_delivery
    on conflict (questionnaire_delivery_id, student_id) do update set status = excluded.status, choice = null,
      started_at = coalesce(a.started_at, excluded.started_at), completed_at = excluded.completed_at, alert_level = excluded.alert_level,
      scale_score = excluded.scale_score, scale_band = excluded.scale_band, updated_at = ${p('now')}::timestamptz,
      -- A page save keeps the stored answers to the questions it does not touch.
      answers = case when ${p('replace')}::boolean then excluded.answers else coalesce((
        select jsonb_agg(s.e order by (s.e->>'questionId')::bigint) from (
          select e from jsonb_array_elements(a.answers) e where not ((e->>'questionId')::bigint = any(${p('touched')}::bigint[]))
          union all
          select e from jsonb_array_elements(excluded.answers) e) s(e)), '[]'::jsonb) end
    where a.status is distinct from 'completed'
    returning a.id, a.consent, a.started_at`);
  const fields = db.$with('fields', {}).as(sql`
    insert into ${bullyingAnswerFields} as b (questionnaire_answer_id, handshake_value, question_value, seen_value, seen_detail, when_bullying, where_bullying)
    select sheet.id, f."handshakeValue", f."questionValue", f."seenValue", f."seenDetail", f."whenBullying", f."whereBullying"
    from sheet, jsonb_to_record(${p('fields')}::jsonb)
      as f("handshakeValue" text, "questionValue" text, "seenValue" text, "seenDetail" text, "whenBullying" text[], "whereBullying" text[])
    where ${p('fields')}::jsonb is not null
    on conflict (questionnaire_answer_id) do update set handshake_value = excluded.handshake_value, question_value = excluded.question_value,
      seen_value = excluded.seen_value, seen_detail = excluded.seen_detail, when_bullying = excluded.when_bullying, where_bullying = excluded.where_bullying`);
  const unfields = db.$with('unfields', {}).as(sql`
    delete from ${bullyingAnswerFields} b using sheet where b.questionnaire_answer_id = sheet.id and ${p('clearFields')}::boolean`);
  const logged = db.$with('logged', {}).as(sql`
    insert into ${accessLogs} (actor_type, actor_id, school_id, organization_id, method, route, status_code, student_ids, ip)
    select ${p('logActorType')}::text, ${p('logActorId')}::bigint, ${p('logSchoolId')}::bigint, ${p('logOrganizationId')}::bigint, ${p('logMethod')}::text,
      ${p('logRoute')}::text, ${p('logStatus')}::smallint, ${p('logStudentIds')}::bigint[], ${p('logIp')}::text
    from sheet where ${p('logged')}::boolean`);
  return db
    .with(open, sheet, fields, unfields, logged)
    .select({
      row: sql<WrittenRow>`json_build_object('id', sheet.id, 'consent', sheet.consent, 'started_at', sheet.started_at, 'title', open_delivery.title,
        'start_at', open_delivery.start_at, 'finish_at', open_delivery.finish_at, 'needs_consent', open_delivery.needs_consent,
        'consent_text', open_delivery.consent_text)`,
    })
    .from(sql`sheet cross join open_delivery`)
    .prepare('questionnaire_sheet_write');
});

/**
 * Writes a student's page or completion in ONE statement (writeSheetStatement) together with the
 * call's access-log row `accessLog` (null writes none). Returns what was written, or null when
 * nothing was: the student may not see the delivery, it has finished, consent is missing, the
 * questionnaire changed since `questionnaireVersion`, or the sheet was already completed (another
 * device came first). The caller reads the delivery to answer those.
 */
export async function writeSheet(db: Database, w: SheetWrite, accessLog: AccessLogRow | null): Promise<WrittenSheet | null> {
  const [written] = await writeSheetStatement(db).execute({
    deliveryId: w.deliveryId,
    studentId: w.studentId,
    schoolId: w.schoolId,
    schoolYear: schoolYearOf(w.now),
    version: w.questionnaireVersion.toISOString(),
    status: w.status,
    completedAt: w.completedAt?.toISOString() ?? null,
    alertLevel: w.alertLevel,
    scaleScore: w.scaleScore,
    scaleBand: w.scaleBand,
    answers: JSON.stringify(w.answers),
    replace: w.mode === 'replace',
    touched: idArray([...w.answers.map((a) => a.questionId), ...w.cleared]),
    now: w.now.toISOString(),
    fields: typeof w.bullyingFields === 'object' ? JSON.stringify(w.bullyingFields) : null,
    clearFields: w.bullyingFields === 'clear',
    logged: accessLog !== null,
    logActorType: accessLog?.actorType ?? null,
    logActorId: accessLog?.actorId ?? null,
    logSchoolId: accessLog?.schoolId ?? null,
    logOrganizationId: accessLog?.organizationId ?? null,
    logMethod: accessLog?.method ?? null,
    logRoute: accessLog?.route ?? null,
    logStatus: accessLog?.statusCode ?? null,
    logStudentIds: accessLog ? idArray(accessLog.studentIds) : null,
    logIp: accessLog?.ip ?? null,
  });
  if (!written) return null;
  const r = written.row;
  return {
    sheetId: Number(r.id),
    consent: r.consent,
    startedAt: new Date(r.started_at),
    delivery: {
      title: r.title,
      startAt: new Date(r.start_at),
      finishAt: new Date(r.finish_at),
      needsConsent: r.needs_consent,
      consentText: r.consent_text,
    },
  };
}

/** A PostgreSQL array literal of ids ('{1,2}'), one parameter whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
