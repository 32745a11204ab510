import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { addDays, formatDateTime, japanDateKey } from '@sukoyaka/contracts/dates';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import type { SosBody, SosRecord, SosSetting, SosUrgentBody, StudentTalkRequest, TalkRequestState, TalkState } from '@sukoyaka/contracts/sos';
import type { Database } from '@sukoyaka/db/client';
import { soss, sosSettings, teachers } from '@sukoyaka/db/schema';
import { conflict, messages, notFound } from '../../lib/http-errors.ts';
import type { SchoolScope, StudentScope } from '../../lib/actor.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { getStudentMe } from '../students/students.service.ts';
import { resolveRecordedAt } from '../conditions/conditions.service.ts';
import { checkPupilTexts } from '../distress-words/distress-words.service.ts';
import { talkHours } from './talk-hours.ts';

/** GET /api/sos_settings: the school's talk-to buttons in display order. */
export async function listSosSettings(db: Database, scope: SchoolScope): Promise<SosSetting[]> {
  return db
    .select({ id: sosSettings.id, label: sosSettings.label, translations: sosSettings.translations })
    .from(sosSettings)
    .where(and(eq(sosSettings.schoolId, scope.schoolId), isNull(sosSettings.deletedAt)))
    .orderBy(asc(sosSettings.sortOrder), asc(sosSettings.id));
}

/**
 * POST /api/soss: a student presses a talk-to button (話したい). The button's label is kept with
 * the record, and the button's addresses are mailed. With an Idempotency-Key a resent press is
 * stored (and mailed) once (`created: false`).
 * @throws 404 for a button of another school or a deleted one; 422 older than the offline queue.
 */
export async function createSos(
  db: Database,
  outbox: MailOutbox,
  scope: StudentScope,
  body: SosBody,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<{ record: SosRecord; created: boolean }> {
  const [setting] = await db
    .select()
    .from(sosSettings)
    .where(and(eq(sosSettings.id, body.sosSettingId), eq(sosSettings.schoolId, scope.schoolId), isNull(sosSettings.deletedAt)))
    .limit(1);
  if (!setting) throw notFound(messages.sosSettingNotFound);
  const recordedAt = resolveRecordedAt(body.recordedAt, now);
  const [row] = await db
    .insert(soss)
    .values({
      studentId: scope.studentId,
      schoolId: scope.schoolId,
      sosSettingId: setting.id,
      label: setting.label,
      date: japanDateKey(recordedAt),
      createdAt: recordedAt,
      clientRequestId: idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: [soss.studentId, soss.clientRequestId] })
    .returning();
  if (row) {
    await notifySos(db, outbox, scope, row, setting.notificationEmails);
    return { record: presentSos(row), created: true };
  }
  // The same press sent again (the first answer was lost on the network): answer with the original.
  const [original] = await db
    .select()
    .from(soss)
    .where(and(eq(soss.schoolId, scope.schoolId), eq(soss.studentId, scope.studentId), eq(soss.clientRequestId, idempotencyKey!)))
    .limit(1);
  return { record: presentSos(original!), created: false };
}

/** How many days back the pupil's today page shows their own talk requests. */
export const OWN_TALK_REQUEST_DAYS = 14;

/** The state of a talk request in the one model of decision 053 (sent → seen → handled). */
export function talkRequestState(row: { processed: boolean; seenAt: Date | null }): TalkRequestState {
  if (row.processed) return 'handled';
  return row.seenAt ? 'seen' : 'sent';
}

/**
 * GET /api/students/soss (issue 25 item 2, decision 053): the signed-in pupil's own talk requests of
 * the last 14 days (Japan dates, today included), newest first, at most 20, each with its state
 * (sent 送りました / seen 先生が見ました / handled 先生とお話ししました) and the school's status name
 * if the teacher chose one. Only the pupil's own: the scope is the pupil.
 */
export async function listOwnTalkRequests(db: Database, scope: StudentScope, now = new Date()): Promise<StudentTalkRequest[]> {
  const from = addDays(japanDateKey(now), -(OWN_TALK_REQUEST_DAYS - 1));
  const rows = await db
    .select()
    .from(soss)
    .where(and(eq(soss.schoolId, scope.schoolId), eq(soss.studentId, scope.studentId), gte(soss.date, from)))
    .orderBy(desc(soss.createdAt), desc(soss.id))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    datetime: row.createdAt.toISOString(),
    label: row.label,
    state: talkRequestState(row),
    statusName: row.processed ? row.processedStatus : null,
    urgentNote: row.urgentNote,
  }));
}

/**
 * POST /api/students/soss/urgent (issue 25 item 2): the pupil adds one line to their own, not yet handled
 * talk request to say it is urgent. In school hours (talk-hours.ts) the school's admin teachers
 * (sign-in not stopped) are mailed at once through the outbox (`sos-urgent:<id>`, in the request's
 * transaction); out of hours nobody is on call and the line waits with the request for the next
 * school morning. Words of distress in the line raise a mental-condition alert quoting it (issue 25
 * item 5). Returns whether mail was queued.
 * @throws 404 a request that is not the pupil's; 409 already handled, or a line already added.
 */
export async function addUrgentNote(
  db: Database,
  outbox: MailOutbox,
  scope: StudentScope,
  body: SosUrgentBody,
  now = new Date(),
): Promise<{ id: number; mailed: boolean }> {
  const [sos] = await db
    .select()
    .from(soss)
    .where(and(eq(soss.id, body.id), eq(soss.schoolId, scope.schoolId), eq(soss.studentId, scope.studentId)))
    .limit(1);
  if (!sos) throw notFound();
  if (sos.processed) throw conflict('この「話したい」は もう 先生が 対応しました。');
  const [row] = await db
    .update(soss)
    .set({ urgentNote: body.note, urgentAt: now, updatedAt: now })
    .where(and(eq(soss.id, sos.id), isNull(soss.urgentNote), eq(soss.processed, false)))
    .returning();
  if (!row) throw conflict('この「話したい」には もう ひとこと つたえました。');
  // Words of distress in the line (issue 25 item 5): an alert with the sentence, in this transaction.
  await checkPupilTexts(db, outbox, scope, 'talk_request', [row.urgentNote ?? ''], now);
  if ((await talkHours(db, scope, now)).outOfHours) return { id: row.id, mailed: false };
  const admins = await db
    .select({ email: teachers.email })
    .from(teachers)
    .where(and(eq(teachers.schoolId, scope.schoolId), eq(teachers.admin, true), eq(teachers.signInStopped, false)));
  if (admins.length === 0) return { id: row.id, mailed: false };
  const student = await getStudentMe(db, scope).catch(() => null);
  const who = student ? `${student.gradeName}${student.klassName} ${student.studentNumber}番 ${student.name}` : '';
  await outbox.enqueue(db, {
    key: `sos-urgent:${row.id}`,
    to: admins.map((a) => a.email),
    subject: `【すこやか】急ぎの「話したい」: ${who}`,
    text:
      `${student?.schoolName ?? ''} の児童生徒が「${stripFurigana(row.label)}」（${formatDateTime(row.createdAt)}）に、急ぎだと書き添えました。\n\n` +
      `児童生徒: ${who}\n書き添えた一行: ${row.urgentNote}\n\nすぐに声をかけてください。「話したいダッシュボード」で「見ました」「対応した」を記録できます。\n`,
  });
  return { id: row.id, mailed: true };
}

/** The SOS record of spec §3 as sent to clients. */
export function presentSos(row: typeof soss.$inferSelect): SosRecord {
  return {
    id: row.id,
    datetime: row.createdAt.toISOString(),
    label: row.label,
    processed: row.processed,
    processedStatus: row.processedStatus,
  };
}

/**
 * The talk icon of spec §4: blue (processed) when every SOS is handled; dark red (unprocessed)
 * otherwise; none without SOS. Since handling is always possible (decision 053, issue 24 item 1),
 * the school's 対応状況 setting no longer keeps the icon red: a handled request is handled.
 */
export function talkState(records: Pick<SosRecord, 'processed'>[]): TalkState {
  if (records.length === 0) return 'none';
  return records.every((r) => r.processed) ? 'processed' : 'unprocessed';
}

/** Mails the button's addresses about a new press, once (`sos:<id>`), with the student and time. */
async function notifySos(db: Database, outbox: MailOutbox, scope: StudentScope, row: typeof soss.$inferSelect, to: string[]): Promise<void> {
  if (to.length === 0) return;
  const student = await getStudentMe(db, scope).catch(() => null);
  const who = student ? `${student.gradeName}${student.klassName} ${student.studentNumber}番 ${student.name}` : '';
  await outbox.enqueue(
    // In the request's transaction: the press and its mail commit together (issue 15 city morning).
    db,
    {
      key: `sos:${row.id}`,
      to,
      subject: `【すこやか】話したい: ${who}「${stripFurigana(row.label)}」`,
      text: `${student?.schoolName ?? ''} の児童生徒が「${stripFurigana(row.label)}」を押しました。\n\n児童生徒: ${who}\n日時: ${formatDateTime(row.createdAt)}\n\n数日以内に声をかけてください。「話したいダッシュボード」で「見ました」「対応した」を記録できます（児童生徒の画面に表示されます）。\n`,
    },
  );
}
