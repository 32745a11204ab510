import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The 重大事態 watch (issue 26 item 3): the affected pupil's 欠席 days since 認知 from the register
 * (出席停止・忌引・特欠・学級閉鎖 are not 欠席, nor days before 認知), warnings at 15, 20 and 30 with the
 * day each fired, a claim of serious harm making the case a candidate at once, and the board's list
 * of its schools' candidates (without pupil names).
 */
let t: TestApp;
let admin: AuthHeaders;
let token: string;
let pupil: number;
let other: number;
let quiet: number;

const today = japanDateKey();
const recognizedOn = addDays(today, -80);
const headers = () => ({ ...admin, 'confirm-token': token });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: headers(), payload });
const getCase = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/teachers/bullying_cases/${id}`, headers: headers() })).json().data;

/** Register rows for `studentId`: `status` absent with `reason` on each of `dates`. */
async function register(studentId: number, dates: string[], reason: string | null = 'sick') {
  for (const date of dates) {
    await t.db.execute(
      sql`insert into attendances (student_id, school_id, date, status, reason) values (${studentId}, ${t.schoolA.id}, ${date}, 'absent', ${reason})`,
    );
  }
}
/** `n` consecutive days from 認知日 + `from`. */
const days = (from: number, n: number) => Array.from({ length: n }, (_, i) => addDays(recognizedOn, from + i));

let caseId: number;
let claimCaseId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  token = (await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers: admin, payload: { password: PASSWORDS.teacher } })).json().data
    .confirmPassToken;
  [pupil, other, quiet] = (await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id)) as [number, number, number];
  const open = async (studentId: number) =>
    (
      await post('/api/teachers/bullying_cases', {
        studentId,
        recognizedOn,
        origin: 'teacher_observation',
        forms: ['exclusion'],
        discovery: 'homeroom_teacher',
      })
    ).json().data.id as number;
  caseId = await open(pupil);
  claimCaseId = await open(other);
  await open(quiet);
});
afterAll(() => t.close());

describe('欠席 days since 認知 and the warnings', () => {
  it('counts only 欠席 from 認知日: not 出席停止, 忌引, 特欠, 学級閉鎖, 遅刻 or days before 認知', async () => {
    await register(pupil, [addDays(recognizedOn, -1), addDays(recognizedOn, -2)]);
    await register(pupil, days(0, 2), 'suspension');
    await register(pupil, days(2, 2), 'bereavement');
    await register(pupil, days(4, 1), 'special');
    await register(pupil, days(5, 1), 'classroom_closed');
    await t.db.execute(
      sql`insert into attendances (student_id, school_id, date, status) values (${pupil}, ${t.schoolA.id}, ${addDays(recognizedOn, 6)}, 'lateness')`,
    );
    await register(pupil, days(7, 14));
    const c = await getCase(caseId);
    expect(c.watch).toEqual({ absenceDays: 14, warnings: [], claim: null, candidate: false, candidateSince: null });
  });

  it('fires at 15 and 20 with the day of the 15th and 20th 欠席, and at 30 makes the case a candidate', async () => {
    await register(pupil, days(21, 1), null);
    let c = await getCase(caseId);
    expect(c.watch.absenceDays).toBe(15);
    expect(c.watch.warnings).toEqual([{ days: 15, firedOn: addDays(recognizedOn, 21) }]);
    await register(pupil, days(22, 5));
    c = await getCase(caseId);
    expect(c.watch.warnings.map((w: { days: number }) => w.days)).toEqual([15, 20]);
    expect(c.watch.warnings[1].firedOn).toBe(addDays(recognizedOn, 26));
    expect(c.watch.candidate).toBe(false);
    await register(pupil, days(27, 10));
    c = await getCase(caseId);
    expect(c.watch).toMatchObject({ absenceDays: 30, candidate: true, candidateSince: addDays(recognizedOn, 36) });
    expect(c.watch.warnings[2]).toEqual({ days: 30, firedOn: addDays(recognizedOn, 36) });
    const list = (await t.app.inject({ method: 'GET', url: '/api/teachers/bullying_cases', headers: headers() })).json().data;
    expect(list.find((x: { id: number }) => x.id === caseId).watch.absenceDays).toBe(30);
  });
});

describe('a claim of serious harm', () => {
  it('makes the case a candidate at once; a second claim, a future date and a date before 認知 are refused in Japanese', async () => {
    const claimedOn = addDays(today, -3);
    const res = await post(`/api/teachers/bullying_cases/${claimCaseId}/serious_claim`, { claimedOn, claimant: 'parent', note: '眠れない日が続いている' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.watch).toMatchObject({ absenceDays: 0, candidate: true, candidateSince: claimedOn, claim: { claimedOn, claimant: 'parent' } });
    const again = await post(`/api/teachers/bullying_cases/${claimCaseId}/serious_claim`, { claimedOn, claimant: 'pupil' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(['重大な被害の申立てはすでに記録されています']);
    const future = await post(`/api/teachers/bullying_cases/${caseId}/serious_claim`, { claimedOn: addDays(today, 1), claimant: 'pupil' });
    expect(future.json().errors).toEqual(['申立ての日に未来の日付は指定できません']);
    const early = await post(`/api/teachers/bullying_cases/${caseId}/serious_claim`, { claimedOn: addDays(recognizedOn, -1), claimant: 'pupil' });
    expect(early.json().errors).toEqual(['申立ての日は認知日より前にできません']);
  });
});

describe('the board’s candidates', () => {
  it('lists its schools’ cases with a warning or a claim, candidates first, without pupil names; teachers are refused', async () => {
    const board = await signInLocalGovernment(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/local_governments/bullying_cases/candidates', headers: board });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { caseId: number; schoolId: number; watch: { candidate: boolean; warnings: unknown[] } }[];
    expect(list.map((c) => c.caseId).sort()).toEqual([caseId, claimCaseId].sort());
    expect(list.every((c) => c.schoolId === t.schoolA.id && c.watch.candidate)).toBe(true);
    expect(list.find((c) => c.caseId === caseId)!.watch.warnings).toHaveLength(3);
    const names = (await t.db.execute(sql`select name from students where id in (${pupil}, ${other})`)) as unknown as { rows: { name: string }[] };
    for (const { name } of names.rows) expect(res.body).not.toContain(name);
    const teacher = await t.app.inject({ method: 'GET', url: '/api/local_governments/bullying_cases/candidates', headers: admin });
    expect(teacher.statusCode).toBe(403);
  });
});
