import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { accessLogs, conditions } from '@sukoyaka/db/schema';
import { checkinLogRow, pupilIdsOf } from '../../test/checkins.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordTodaysCondition } from '../conditions/conditions.service.ts';
import type { AccessLogRow } from './access-log.service.ts';

let t: TestApp;
let studentIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  studentIds = await pupilIdsOf(t, t.schoolA.id);
});
afterAll(() => t.close());

const logRow = (studentId: number, over: Partial<AccessLogRow> = {}) => checkinLogRow(studentId, t.schoolA.id, over);
const today = japanDateKey();
const checkinOf = (studentId: number) =>
  t.db
    .select()
    .from(conditions)
    .where(and(eq(conditions.studentId, studentId), eq(conditions.date, today)));
const logsOf = (studentId: number) =>
  t.db
    .select()
    .from(accessLogs)
    .where(and(eq(accessLogs.route, '/api/conditions'), sql`${accessLogs.studentIds} @> array[${studentId}]::bigint[]`));

describe("a student's check-in and its access-log row (one statement)", () => {
  it('writes both: the check-in and who wrote it, from where', async () => {
    const id = studentIds[0]!;
    const row = await recordTodaysCondition(
      t.db,
      t.runtime.mail,
      { studentId: id, schoolId: t.schoolA.id },
      { mental: 'best', physical: 'good' },
      new Date(),
      logRow(id),
    );
    expect(row).toMatchObject({ date: today, mental: 'best', physical: 'good' });
    expect(await checkinOf(id)).toHaveLength(1);
    expect(await logsOf(id)).toMatchObject([{ actorType: 'student', actorId: id, method: 'POST', statusCode: 200, studentIds: [id], ip: '198.51.100.4' }]);
  });

  it('writes neither when the log row cannot be written: they commit together', async () => {
    const id = studentIds[1]!;
    await expect(
      recordTodaysCondition(
        t.db,
        t.runtime.mail,
        { studentId: id, schoolId: t.schoolA.id },
        { mental: 'bad', physical: 'bad' },
        new Date(),
        logRow(id, { statusCode: 100_000 }),
      ),
    ).rejects.toThrow();
    expect(await checkinOf(id)).toHaveLength(0);
    expect(await logsOf(id)).toHaveLength(0);
  });
});
