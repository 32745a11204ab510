import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { accessLogs, conditions } from '@sukoyaka/db/schema';
import { checkinLogRow, openBaselineAlert, pupilIdsOf } from '../../test/checkins.ts';
import { createTestApp, signInStudent, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { writeCheckin, type PendingCheckin } from './checkin-batch.ts';

/**
 * The check-ins of one turn of the event loop share one statement (decision 083; the bad days'
 * read of the alert rules: condition-alerts/rules-and-calendar.test.ts). Calls made in the same tick are one batch
 * (lib/batched.ts), so these tests reach the batched statements for certain: every pupil still
 * gets their own day, their own access-log row and their own answer, a pupil's second check-in in
 * the same batch is applied in order, and one failing check-in fails no other.
 */
let t: TestApp;
let pupils: number[];
beforeAll(async () => {
  t = await createTestApp();
  pupils = await pupilIdsOf(t, t.schoolA.id);
});
afterAll(() => t.close());

const DAY = '2026-11-20';
const at = (time: string) => new Date(`${DAY}T${time}+09:00`).toISOString();
const log = (studentId: number, over: Partial<AccessLogRow> = {}) => checkinLogRow(studentId, t.schoolA.id, over);
const checkin = (
  studentId: number,
  mental: ConditionValue,
  physical: ConditionValue,
  time = '08:05:00',
  over: Partial<PendingCheckin> = {},
): PendingCheckin => ({
  studentId,
  schoolId: t.schoolA.id,
  date: DAY,
  mental,
  physical,
  recordedAt: at(time),
  accessLog: log(studentId),
  ...over,
});
const daysOf = (ids: number[], date = DAY) =>
  t.db
    .select({ studentId: conditions.studentId, mental: conditions.mental, physical: conditions.physical })
    .from(conditions)
    .where(and(inArray(conditions.studentId, ids), eq(conditions.date, date)));
const logsOf = (studentId: number) =>
  t.db
    .select({ actorId: accessLogs.actorId, studentIds: accessLogs.studentIds, ip: accessLogs.ip })
    .from(accessLogs)
    .where(and(eq(accessLogs.route, '/api/conditions'), sql`${accessLogs.studentIds} @> array[${studentId}]::bigint[]`));
const byStudent = <T extends { studentId: number }>(rows: T[]) => [...rows].sort((a, b) => a.studentId - b.studentId);

describe('check-ins of the same moment share one statement, each its own', () => {
  it("writes every pupil's own day and access-log row and answers each with their own", async () => {
    const faces: ConditionValue[] = ['best', 'good', 'bad', 'worst'];
    const ids = pupils.slice(0, 8);
    const asked = ids.map((id, i) => checkin(id, faces[i % 4]!, faces[(i + 1) % 4]!));
    const answers = await Promise.all(asked.map((c) => writeCheckin(t.db, c)));
    expect(answers).toEqual(asked.map((c) => ({ date: DAY, mental: c.mental, physical: c.physical, openBaseline: false })));
    expect(byStudent(await daysOf(ids))).toEqual(asked.map((c) => ({ studentId: c.studentId, mental: c.mental, physical: c.physical })));
    for (const id of ids) expect(await logsOf(id)).toEqual([{ actorId: id, studentIds: [id], ip: '198.51.100.4' }]);
  });

  it("applies a pupil's two check-ins of one batch in turn: the later one stands, an older queued one does not overwrite it", async () => {
    const [a, b] = pupils.slice(8, 10) as [number, number];
    const answers = await Promise.all([
      writeCheckin(t.db, checkin(a, 'worst', 'worst', '08:05:00')),
      writeCheckin(t.db, checkin(a, 'best', 'good', '08:06:00')), // a second tap, a minute later
      writeCheckin(t.db, checkin(b, 'good', 'good', '08:10:00')),
      writeCheckin(t.db, checkin(b, 'bad', 'bad', '07:50:00')), // queued offline earlier, arriving now
    ]);
    expect(answers).toEqual([
      { date: DAY, mental: 'worst', physical: 'worst', openBaseline: false },
      { date: DAY, mental: 'best', physical: 'good', openBaseline: false },
      { date: DAY, mental: 'good', physical: 'good', openBaseline: false },
      null, // the caller answers with the day as it stands
    ]);
    expect(byStudent(await daysOf([a, b]))).toEqual([
      { studentId: a, mental: 'best', physical: 'good' },
      { studentId: b, mental: 'good', physical: 'good' },
    ]);
    expect(await logsOf(a)).toHaveLength(2);
    expect(await logsOf(b)).toHaveLength(2);
  });

  it("one pupil's failing check-in fails only theirs: the others are written with their log rows", async () => {
    const [ok1, bad, ok2] = pupils.slice(10, 13) as [number, number, number];
    const results = await Promise.allSettled([
      writeCheckin(t.db, checkin(ok1, 'good', 'best')),
      writeCheckin(t.db, checkin(bad, 'bad', 'bad', '08:05:00', { accessLog: log(bad, { statusCode: 100_000 }) })), // no smallint: the log row cannot be written
      writeCheckin(t.db, checkin(ok2, 'best', 'best')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(byStudent(await daysOf([ok1, bad, ok2]))).toEqual([
      { studentId: ok1, mental: 'good', physical: 'best' },
      { studentId: ok2, mental: 'best', physical: 'best' },
    ]);
    expect(await logsOf(bad)).toEqual([]);
    expect(await logsOf(ok1)).toHaveLength(1);
  });

  it('says which pupil has an open baseline alert: only that one', async () => {
    const [withAlert, without] = pupils.slice(13, 15) as [number, number];
    await openBaselineAlert(t, withAlert, t.schoolA.id, '2026-11-19');
    const answers = await Promise.all([writeCheckin(t.db, checkin(withAlert, 'good', 'good')), writeCheckin(t.db, checkin(without, 'good', 'good'))]);
    expect(answers.map((a) => a?.openBaseline)).toEqual([true, false]);
  });
});

describe('POST /api/conditions from a whole class at once', () => {
  it('answers every pupil with their own day and writes one row each', async () => {
    const n = 6;
    const signedIn: AuthHeaders[] = [];
    for (let grade = 0; signedIn.length < n; grade++)
      for (let number = 1; number <= 3 && signedIn.length < n; number++) signedIn.push(await signInStudent(t, t.schoolB, grade, number));
    const faces: ConditionValue[] = ['worst', 'bad', 'good', 'best', 'good', 'bad'];
    const responses = await Promise.all(
      signedIn.map((headers, i) =>
        t.app.inject({ method: 'POST', url: '/api/conditions', headers, payload: { mental: faces[i], physical: faces[(i + 2) % n] } }),
      ),
    );
    const today = japanDateKey();
    expect(responses.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
    expect(responses.map((r) => r.json().data)).toEqual(signedIn.map((_, i) => ({ date: today, mental: faces[i], physical: faces[(i + 2) % n] })));
    const rows = await t.db
      .select({ id: conditions.id })
      .from(conditions)
      .where(and(eq(conditions.schoolId, t.schoolB.id), eq(conditions.date, today)));
    expect(rows).toHaveLength(n);
  });
});
