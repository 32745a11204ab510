import { eq } from 'drizzle-orm';
import { conditionAlerts, students } from '@sukoyaka/db/schema';
import type { AccessLogRow } from '../modules/access-log/access-log.service.ts';
import type { TestApp } from './test-app.ts';

/** The ids of every pupil of school `schoolId`, in id order: tests of the check-in take one each. */
export async function pupilIdsOf(t: TestApp, schoolId: number): Promise<number[]> {
  const rows = await t.db.select({ id: students.id }).from(students).where(eq(students.schoolId, schoolId)).orderBy(students.id);
  return rows.map((row) => row.id);
}

/** The access-log row of pupil `studentId`'s check-in (POST /api/conditions from 198.51.100.4), with `over` changed. */
export function checkinLogRow(studentId: number, schoolId: number, over: Partial<AccessLogRow> = {}): AccessLogRow {
  return {
    actorType: 'student',
    actorId: studentId,
    schoolId,
    organizationId: null,
    method: 'POST',
    route: '/api/conditions',
    statusCode: 200,
    studentIds: [studentId],
    ip: '198.51.100.4',
    ...over,
  };
}

/** Stores an open (unprocessed) baseline alert of pupil `studentId` dated `date` (decision 054); returns its id. */
export async function openBaselineAlert(t: TestApp, studentId: number, schoolId: number, date: string): Promise<number> {
  const [row] = await t.db
    .insert(conditionAlerts)
    .values({
      studentId,
      schoolId,
      conditionKind: 'mental',
      date,
      contentAlert: 'いつもの心の調子より下がっています。',
      source: 'baseline',
      evidence: { kind: 'baseline', recentAverage: 1.4, baselineAverage: 4, recentDays: [], baselineDays: [], fadedOn: null },
    })
    .returning({ id: conditionAlerts.id });
  return row!.id;
}
