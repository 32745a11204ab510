import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInBoardAccess, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type TestApp } from '../../test/test-app.ts';

// Issue 28 item 12 (spec §7 Schools): GET /api/schools/{id} and show_full_school_info answer every
// role the spec lists, each within what that role may see.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/schools/{id}', () => {
  it('answers the own school to a student, a teacher and a parent, and 404 for another school', async () => {
    for (const headers of [await signInStudent(t, t.schoolA), await signInTeacher(t, t.schoolA, 0), await signInParent(t, t.schoolA)]) {
      const own = await get(`/api/schools/${t.schoolA.id}`, headers);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ id: t.schoolA.id, code: t.schoolA.code });
      expect((await get(`/api/schools/${t.schoolB.id}`, headers)).statusCode).toBe(404);
    }
  });

  it('answers a board user the schools of its board, 404 for an unknown id; 401 without a token', async () => {
    const board = await signInLocalGovernment(t);
    expect((await get(`/api/schools/${t.schoolA.id}`, board)).json().data).toMatchObject({ id: t.schoolA.id });
    expect((await get(`/api/schools/${t.schoolB.id}`, board)).json().data).toMatchObject({ id: t.schoolB.id });
    expect((await get('/api/schools/99999999', board)).statusCode).toBe(404);
    expect((await get(`/api/schools/${t.schoolA.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/schools/show_full_school_info', () => {
  it('answers a student with their grade and class, a teacher and a parent with the school only', async () => {
    const student = (await get('/api/schools/show_full_school_info', await signInStudent(t, t.schoolA))).json().data;
    expect(student).toMatchObject({ id: t.schoolA.id, gradeName: expect.any(String), klassName: expect.any(String) });
    for (const headers of [await signInTeacher(t, t.schoolB, 'admin'), await signInParent(t, t.schoolB)]) {
      const res = await get('/api/schools/show_full_school_info', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: t.schoolB.id, gradeName: null, klassName: null, enableConditionSkip: expect.any(Boolean) });
    }
  });

  it("answers a board user's school access with that school, a board user without a school 404, no token 401", async () => {
    const access = await signInBoardAccess(t, t.schoolA);
    expect((await get('/api/schools/show_full_school_info', access)).json().data).toMatchObject({ id: t.schoolA.id });
    const board = await get('/api/schools/show_full_school_info', await signInLocalGovernment(t));
    expect(board.statusCode).toBe(404);
    expect(board.json().errors).toHaveLength(1);
    expect((await get('/api/schools/show_full_school_info')).statusCode).toBe(401);
  });
});
