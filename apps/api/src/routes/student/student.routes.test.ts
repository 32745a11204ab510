import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { conditions, soss, sosSettings } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { earlierTodayInJapan } from '../../test/clock.ts';

let t: TestApp;
let student: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  student = await signInStudent(t, t.schoolA, 0, 1);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/students/me', () => {
  it('returns the student with school, grade, class and 出席番号', async () => {
    const res = await get('/api/students/me', student);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ schoolName: 'A小学校', gradeName: '1年', klassName: '1組', studentNumber: 1, schoolCode: 'school-a' });
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it('refuses a call without token headers (401, Japanese envelope)', async () => {
    const res = await get('/api/students/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatch(/ログイン/);
  });

  it('refuses a forged access token for a real client id', async () => {
    const res = await get('/api/students/me', { ...student, 'access-token': 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a teacher token on a student route (403)', async () => {
    const teacher = await signInTeacher(t, t.schoolA, 0);
    const res = await get('/api/students/me', teacher);
    expect(res.statusCode).toBe(403);
  });

  it('treats a schoolCode header of another school as a stale session (401)', async () => {
    const res = await get('/api/students/me', { ...student, schoolCode: 'school-b' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/conditions', () => {
  it("records today's check-in (Japan-time date) and a second one the same day replaces it", async () => {
    const first = await post('/api/conditions', student, { mental: 'bad', physical: 'worst' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ date: japanDateKey(), mental: 'bad', physical: 'worst' });
    const second = await post('/api/conditions', student, { mental: 'good', physical: 'best' });
    expect(second.statusCode).toBe(200);
    const list = await get(`/api/conditions?from=${japanDateKey()}&to=${japanDateKey()}`, student);
    expect(list.json().data).toEqual([{ date: japanDateKey(), mental: 'good', physical: 'best' }]);
  });

  it.each([
    [{ mental: 'great', physical: 'good' }, 'mental'],
    [{ mental: 'good' }, 'physical'],
    [{ mental: 'good', physical: 'good', date: '2026-01-01' }, '_'],
    [{ mental: 1, physical: 'good' }, 'mental'],
  ])('rejects %j with 400 naming the field, and writes nothing', async (payload, field) => {
    const other = await signInStudent(t, t.schoolA, 0, 2);
    const res = await post('/api/conditions', other, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['入力内容に誤りがあります。']);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    const rows = await t.db
      .select()
      .from(conditions)
      .where(eq(conditions.studentId, await studentIdOf(other)));
    expect(rows).toEqual([]);
  });

  it('accepts skip only where the school enables it', async () => {
    const inA = await post('/api/conditions', student, { mental: 'skip', physical: 'good' });
    expect(inA.statusCode).toBe(200);
    const studentB = await signInStudent(t, t.schoolB, 0, 1);
    const inB = await post('/api/conditions', studentB, { mental: 'skip', physical: 'good' });
    expect(inB.statusCode).toBe(422);
    expect(inB.json().errors[0]).toContain('回答しない');
  });

  it('refuses a check-in without a token and stores nothing', async () => {
    const before = await t.db.select().from(conditions);
    const res = await post('/api/conditions', {}, { mental: 'good', physical: 'good' });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(conditions)).toHaveLength(before.length);
  });
});

describe('GET /api/conditions', () => {
  it('rejects a date in another format with 400', async () => {
    const res = await get('/api/conditions?from=2026/11/01', student);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.from).toBeDefined();
  });

  it('rejects an impossible date', async () => {
    const res = await get('/api/conditions?from=2026-02-30', student);
    expect(res.statusCode).toBe(400);
  });
});

describe('talk-to buttons (SOS)', () => {
  it("lists only the student's own school's buttons", async () => {
    const res = await get('/api/sos_settings', student);
    expect(res.statusCode).toBe(200);
    const labels = res.json().data.map((s: { label: string }) => s.label);
    expect(labels).toEqual(['担任の先生と話したい', '保健室の先生と話したい', 'スクールカウンセラーと話したい']);
    const ids = res.json().data.map((s: { id: number }) => s.id);
    const own = await t.db.select().from(sosSettings).where(eq(sosSettings.schoolId, t.schoolA.id));
    expect(ids.sort()).toEqual(own.map((s) => s.id).sort());
  });

  it('records a press with its label, unprocessed, 201', async () => {
    const [setting] = (await get('/api/sos_settings', student)).json().data;
    const res = await post('/api/soss', student, { sosSettingId: setting.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ label: setting.label, processed: false, processedStatus: null });
  });

  it("refuses another school's button with 404 and stores nothing", async () => {
    const [foreign] = await t.db.select().from(sosSettings).where(eq(sosSettings.schoolId, t.schoolB.id)).limit(1);
    const before = (await t.db.select().from(soss)).length;
    const res = await post('/api/soss', student, { sosSettingId: foreign!.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatch(/見つかりません/);
    expect(await t.db.select().from(soss)).toHaveLength(before);
  });

  it('rejects a non-numeric button id with 400', async () => {
    const res = await post('/api/soss', student, { sosSettingId: 'abc' });
    expect(res.statusCode).toBe(400);
  });
});

async function studentIdOf(headers: AuthHeaders): Promise<number> {
  const res = await get('/api/students/me', headers);
  return res.json().data.id;
}

describe('offline queue: late and repeated sends', () => {
  it('counts a queued check-in for the day it was made, and a late one never overwrites a newer one', async () => {
    const p = await signInStudent(t, t.schoolA, 1, 1);
    const yesterday = new Date(Date.now() - 86_400_000);
    const late = await post('/api/conditions', p, { mental: 'worst', physical: 'bad', recordedAt: yesterday.toISOString() });
    expect(late.json().data.date).toBe(japanDateKey(yesterday));
    const before = Date.now();
    const now = await post('/api/conditions', p, { mental: 'best', physical: 'best' });
    const older = await post('/api/conditions', p, { mental: 'worst', physical: 'worst', recordedAt: earlierTodayInJapan(60_000, before).toISOString() });
    expect(older.statusCode).toBe(200);
    expect(older.json().data).toEqual(now.json().data);
  });

  it('refuses a check-in older than 7 days (422) and a malformed recordedAt (400)', async () => {
    const p = await signInStudent(t, t.schoolA, 1, 2);
    expect(
      (await post('/api/conditions', p, { mental: 'good', physical: 'good', recordedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() })).statusCode,
    ).toBe(422);
    expect((await post('/api/conditions', p, { mental: 'good', physical: 'good', recordedAt: 'yesterday' })).statusCode).toBe(400);
  });

  it('stores an SOS resent with the same Idempotency-Key once, answering 201 then 200 with the same record', async () => {
    const p = await signInStudent(t, t.schoolA, 1, 3);
    const [button] = (await get('/api/sos_settings', p)).json().data;
    const headers = { ...p, 'idempotency-key': 'a6f1c7e2-press-0001' };
    const first = await post('/api/soss', headers, { sosSettingId: button.id });
    const again = await post('/api/soss', headers, { sosSettingId: button.id });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await post('/api/soss', { ...p, 'idempotency-key': 'a6f1c7e2-press-0002' }, { sosSettingId: button.id });
    expect(other.statusCode).toBe(201);
  });
});
