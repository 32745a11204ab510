import { and, asc, between, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { StudentDay } from '@sukoyaka/contracts/dashboards';
import type { SosRecord } from '@sukoyaka/contracts/sos';
import type { Database } from '@sukoyaka/db/client';
import type { SchoolScope } from '../../lib/actor.ts';
import { attendances, attentionStudents, conditionAlerts, conditions, soss, students } from '@sukoyaka/db/schema';
import { escalatedSos } from '../alert-feedback/alert-feedback.service.ts';
import { presentSos, talkState } from '../sos/sos.service.ts';

export type StudentDayWithSos = StudentDay & { soss: SosRecord[] };

/**
 * 心, 体, 話, the needs-check alerts and the register's 欠席 / 遅刻 / 早退 of some students over
 * consecutive dates (spec §2 per-student table, issue 10 item 8): four indexed (student_id, date)
 * range reads in parallel, whatever the number of days.
 * Returns, per student, one entry per date in `dates` order (null values where nothing was entered).
 * Only rows of the scope's school are read.
 */
export async function loadStudentDays(
  db: Database,
  scope: SchoolScope,
  studentIds: number[],
  dates: string[],
  enabledProcessedSos: boolean,
): Promise<Map<number, StudentDayWithSos[]>> {
  const result = new Map<number, StudentDayWithSos[]>();
  if (studentIds.length === 0 || dates.length === 0) return result;
  const from = dates[0]!;
  const to = dates.at(-1)!;
  const [conditionRows, sosRows, alertRows, registerRows] = await Promise.all([
    db
      .select()
      .from(conditions)
      .where(and(eq(conditions.schoolId, scope.schoolId), inArray(conditions.studentId, studentIds), between(conditions.date, from, to))),
    db
      .select()
      .from(soss)
      .where(and(eq(soss.schoolId, scope.schoolId), inArray(soss.studentId, studentIds), between(soss.date, from, to)))
      .orderBy(asc(soss.createdAt)),
    db
      .select({
        id: conditionAlerts.id,
        studentId: conditionAlerts.studentId,
        date: conditionAlerts.date,
        kind: conditionAlerts.conditionKind,
        processed: conditionAlerts.processed,
      })
      .from(conditionAlerts)
      .where(and(eq(conditionAlerts.schoolId, scope.schoolId), inArray(conditionAlerts.studentId, studentIds), between(conditionAlerts.date, from, to))),
    db
      .select({ studentId: attendances.studentId, date: attendances.date, status: attendances.status })
      .from(attendances)
      .where(
        and(
          eq(attendances.schoolId, scope.schoolId),
          inArray(attendances.studentId, studentIds),
          between(attendances.date, from, to),
          ne(attendances.status, 'attend'),
        ),
      ),
  ]);
  const key = (studentId: number, date: string) => `${studentId}:${date}`;
  const conditionAt = new Map(conditionRows.map((c) => [key(c.studentId, c.date), c]));
  const sosAt = new Map<string, SosRecord[]>();
  for (const s of sosRows)
    sosAt.set(key(s.studentId, s.date), [
      ...(sosAt.get(key(s.studentId, s.date)) ?? []),
      { ...presentSos(s), escalated: escalatedSos(s, enabledProcessedSos) },
    ]);
  const registerAt = new Map(registerRows.map((r) => [key(r.studentId, r.date), r.status]));
  const alertAt = new Map(alertRows.map((a) => [`${key(a.studentId, a.date)}:${a.kind}`, { id: a.id, processed: a.processed }]));

  for (const studentId of studentIds) {
    result.set(
      studentId,
      dates.map((date) => {
        const c = conditionAt.get(key(studentId, date));
        const records = sosAt.get(key(studentId, date)) ?? [];
        return {
          date,
          mental: c?.mental ?? null,
          physical: c?.physical ?? null,
          talk: talkState(records),
          talkEscalated: records.some((r) => r.escalated === true),
          soss: records,
          mentalAlert: alertAt.get(`${key(studentId, date)}:mental`) ?? null,
          physicalAlert: alertAt.get(`${key(studentId, date)}:physical`) ?? null,
          registerStatus: (registerAt.get(key(studentId, date)) ?? null) as StudentDay['registerStatus'],
        };
      }),
    );
  }
  return result;
}

/**
 * Whether the row's student (`students.id` of the query) is bookmarked as 要注意 in the school (spec
 * §4 "Attention: students toggled by bookmark"; issue 10 item 6), as a boolean column or filter.
 */
export function attentionOf(schoolId: number): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${attentionStudents} WHERE ${attentionStudents.studentId} = ${students.id} AND ${attentionStudents.schoolId} = ${schoolId})`;
}
