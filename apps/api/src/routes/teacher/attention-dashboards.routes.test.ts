import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** 要注意 where teachers look (issue 10 item 6): a mark on the class and school dashboards, and 要注意のみ. */
let t: TestApp;
let teacher: AuthHeaders;
let admin: AuthHeaders;
let second: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signInTeacher(t, t.schoolA, 0);
  admin = await signInTeacher(t, t.schoolA, 'admin');
  const roster = (await t.app.inject({ method: 'GET', url: '/api/teachers/students', headers: teacher })).json().data;
  second = roster.find((s: { studentNumber: number }) => s.studentNumber === 2).id;
  const res = await t.app.inject({ method: 'POST', url: '/api/teachers/attention_students', headers: teacher, payload: { studentId: second } });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = async (url: string, headers: AuthHeaders) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const marked = (rows: { studentNumber: number; isAttention: boolean }[]) => rows.filter((r) => r.isAttention).map((r) => r.studentNumber);

describe('要注意 on the dashboards', () => {
  it('marks the bookmarked student in the class day and week views', async () => {
    expect(marked((await get('/api/teachers/class_dashboards/dashboard_by_date', teacher)).students)).toEqual([2]);
    expect(marked((await get('/api/teachers/class_dashboards/dashboard_by_week', teacher)).students)).toEqual([2]);
  });

  it('marks them in the school view and 要注意のみ keeps only them, for the admin and the class teacher', async () => {
    const all = await get('/api/teachers/all_dashboards/dashboard_by_date?limit=200', admin);
    expect(all.total).toBe(18);
    expect(all.students.filter((s: { isAttention: boolean }) => s.isAttention).map((s: { id: number }) => s.id)).toEqual([second]);
    const only = await get('/api/teachers/all_dashboards/dashboard_by_week?focus=attention', admin);
    expect(only.total).toBe(1);
    expect(only.students.map((s: { id: number; isAttention: boolean }) => [s.id, s.isAttention])).toEqual([[second, true]]);
    // The school's counts stay those of the whole selection.
    expect(only.summary.students).toBe(18);
    expect((await get('/api/teachers/all_dashboards/dashboard_by_date?focus=attention', teacher)).total).toBe(1);
  });

  it('drops the mark once the bookmark is removed', async () => {
    await t.app.inject({ method: 'DELETE', url: `/api/teachers/attention_students/${second}`, headers: teacher });
    expect(marked((await get('/api/teachers/class_dashboards/dashboard_by_date', teacher)).students)).toEqual([]);
    expect((await get('/api/teachers/all_dashboards/dashboard_by_date?focus=attention', admin)).total).toBe(0);
  });
});
