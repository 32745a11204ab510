import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import type { SosEscalation } from '@sukoyaka/contracts/alert-feedback';
import { formatDateTime, japanDateKey } from '@sukoyaka/contracts/dates';
import type { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schools, schoolYears, soss, studentEnrollments, students, teachers } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { loadSchoolCalendar } from '../school-calendar/school-calendar.service.ts';

const HOUR_MS = 3_600_000;
/** Requests older than this are never escalated (switching processing on must not mail a school's whole history). */
const LOOK_BACK_DAYS = 60;

/** The Japan-time midnight (an instant, ms) that starts date key `key`. Japan has no daylight saving. */
const japanMidnight = (key: string) => Date.parse(`${key}T00:00:00+09:00`);

/**
 * School hours between two instants (decision 033): the hours of `from`..`to` that fall on school
 * days of the school's calendar (decision 020, the school's own days; a class's 学級閉鎖 does not
 * stop the clock, the teachers are at school). A school day counts all its 24 Japan-time hours;
 * weekends, holidays, vacations and closures count none. Returns hours (fractional), 0 when `to` ≤ `from`.
 */
export function schoolHoursBetween(calendar: SchoolCalendar, from: Date, to: Date): number {
  let ms = 0;
  for (let key = japanDateKey(from); japanMidnight(key) < to.getTime(); key = japanDateKey(japanMidnight(key) + 36 * HOUR_MS)) {
    if (!calendar.isSchoolDay(key)) continue;
    const start = Math.max(from.getTime(), japanMidnight(key));
    const end = Math.min(to.getTime(), japanMidnight(key) + 24 * HOUR_MS);
    if (end > start) ms += end - start;
  }
  return ms / HOUR_MS;
}

/** GET /api/teachers/schools/sos_escalation: after how many school hours an unanswered talk request escalates. */
export async function getSosEscalation(db: Database, scope: SchoolScope): Promise<SosEscalation> {
  const [row] = await db.select({ escalationHours: schools.sosEscalationHours }).from(schools).where(eq(schools.id, scope.schoolId));
  if (!row) throw notFound();
  return row;
}

/** POST /api/teachers/schools/update_sos_escalation (admin teachers; the route declares `admin`). */
export async function updateSosEscalation(db: Database, scope: SchoolScope, body: SosEscalation): Promise<SosEscalation> {
  await db.update(schools).set({ sosEscalationHours: body.escalationHours, updatedAt: new Date() }).where(eq(schools.id, scope.schoolId));
  return body;
}

interface Candidate {
  id: number;
  school_id: number;
  created_at: string | Date;
  hours: number;
}

/**
 * The escalation run (jobs/sos-escalation.jobs.ts, issue 10 item 11, decision 033): every talk
 * request of a school whose processing (話したい対応状況) is on, still unhandled, not yet escalated,
 * pressed in the last 60 days and open for at least the school's `sos_escalation_hours` school hours
 * by `now`, is marked `escalated_at` and its school's admin teachers (sign-in not stopped) are mailed
 * through the outbox — in one transaction, and only when the mark was set by this run, so each
 * request escalates exactly once however often or concurrently the job runs.
 * Returns how many requests were escalated.
 */
export async function escalateUnansweredSos(db: Database, outbox: MailOutbox, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    SELECT s.id, s.school_id, s.created_at, sc.sos_escalation_hours AS hours
      FROM soss s JOIN schools sc ON sc.id = s.school_id
     WHERE sc.enabled_processed_sos AND NOT s.processed AND s.escalated_at IS NULL
       AND s.created_at <= ${now.toISOString()}::timestamptz - sc.sos_escalation_hours * interval '1 hour'
       AND s.created_at >= ${now.toISOString()}::timestamptz - ${LOOK_BACK_DAYS} * interval '1 day'
     ORDER BY s.school_id, s.created_at`);
  const candidates = (result as unknown as { rows: Candidate[] }).rows;
  let escalated = 0;
  for (const schoolId of new Set(candidates.map((c) => Number(c.school_id)))) {
    const mine = candidates.filter((c) => Number(c.school_id) === schoolId);
    const calendar = await loadSchoolCalendar(db, { schoolId }, japanDateKey(new Date(mine[0]!.created_at)), japanDateKey(now));
    for (const c of mine) {
      if (schoolHoursBetween(calendar, new Date(c.created_at), now) < c.hours) continue;
      if (await escalateOne(db, outbox, schoolId, Number(c.id), c.hours, now)) escalated += 1;
    }
  }
  return escalated;
}

/** Marks one request escalated and queues its mail, together; false when another run (or a handling) came first. */
async function escalateOne(db: Database, outbox: MailOutbox, schoolId: number, id: number, hours: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sos] = await tx
      .update(soss)
      .set({ escalatedAt: now })
      .where(and(eq(soss.id, id), eq(soss.schoolId, schoolId), eq(soss.processed, false), isNull(soss.escalatedAt)))
      .returning();
    if (!sos) return false;
    const admins = await tx
      .select({ email: teachers.email })
      .from(teachers)
      .where(and(eq(teachers.schoolId, schoolId), eq(teachers.admin, true), eq(teachers.signInStopped, false)));
    const [school] = await tx.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
    const [who] = await tx
      .select({ name: students.name, studentNumber: studentEnrollments.studentNumber, gradeName: grades.name, klassName: klasses.name })
      .from(students)
      .innerJoin(studentEnrollments, eq(studentEnrollments.studentId, students.id))
      .innerJoin(schoolYears, eq(schoolYears.id, studentEnrollments.schoolYearId))
      .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
      .innerJoin(grades, eq(grades.id, klasses.gradeId))
      .where(and(eq(students.id, sos.studentId), eq(students.schoolId, schoolId)))
      .orderBy(desc(schoolYears.year))
      .limit(1);
    if (admins.length === 0) return true;
    const student = who ? `${who.gradeName}${who.klassName} ${who.studentNumber}番 ${who.name}` : '';
    await outbox.enqueue(tx, {
      key: `sos-escalation:${sos.id}`,
      to: admins.map((a) => a.email),
      subject: `【すこやか】「話したい」が${hours}時間以上未対応です: ${student}`,
      text:
        `${school?.name ?? ''} で、${formatDateTime(sos.createdAt)} に押された「${stripFurigana(sos.label)}」（${student}）が、` +
        `学校のある日の${hours}時間以上、対応済みになっていません。\n\n` +
        `「話したい」ダッシュボードで確認し、対応したら対応状況を記録してください。\n`,
    });
    return true;
  });
}
