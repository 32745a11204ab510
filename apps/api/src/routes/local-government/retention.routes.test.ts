import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, boardSettings, schools } from '@sukoyaka/db/schema';
import { createSecondBoard } from '../../modules/organizations/test-fixtures.ts';
import { createTestApp, signInLocalGovernment, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** The board's health-data retention setting (issue 15 item 7, decision 032): read, change, 1–20 years, per board. */
describe('board retention settings', () => {
  let t: TestApp;
  let board: AuthHeaders;
  let other: Awaited<ReturnType<typeof createSecondBoard>>;
  const url = '/api/local_governments/retention_settings';

  beforeAll(async () => {
    t = await createTestApp();
    board = await signInLocalGovernment(t);
    other = await createSecondBoard(t);
  });
  afterAll(() => t.close());

  it('is 5 years by default, changes to 10 with its access-log row, and the other board keeps its own', async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: board })).json().data).toEqual({ healthDataRetentionYears: 5 });
    const res = await t.app.inject({ method: 'POST', url, headers: board, payload: { healthDataRetentionYears: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ healthDataRetentionYears: 10 });
    expect((await t.app.inject({ method: 'GET', url, headers: board })).json().data.healthDataRetentionYears).toBe(10);
    const [school] = await t.db.select().from(schools).where(eq(schools.id, t.schoolA.id));
    const [row] = await t.db.select().from(boardSettings).where(eq(boardSettings.organizationId, school!.organizationId));
    expect(row).toMatchObject({ healthDataRetentionYears: 10, smallGroupSuppression: true });
    const logged = await t.db.select().from(accessLogs).where(eq(accessLogs.route, url));
    expect(logged.some((l) => l.method === 'POST' && l.actorType === 'local_government')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).json().data.healthDataRetentionYears).toBe(5);
  });

  it('refuses 0, 21, 2.5 and text with the Japanese message and keeps the value; teachers are refused', async () => {
    for (const value of [0, 21, 2.5, 'ten']) {
      const res = await t.app.inject({ method: 'POST', url, headers: board, payload: { healthDataRetentionYears: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.healthDataRetentionYears[0]).toBe('保存年数は1から20までの整数（年）で入力してください');
    }
    expect((await t.app.inject({ method: 'GET', url, headers: board })).json().data.healthDataRetentionYears).toBe(10);
    const teacher = await signInTeacher(t, t.schoolA, 'admin');
    expect((await t.app.inject({ method: 'GET', url, headers: teacher })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: teacher, payload: { healthDataRetentionYears: 3 } })).statusCode).toBe(403);
  });
});
