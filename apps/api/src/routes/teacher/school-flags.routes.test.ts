import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInStudent, signInTeacher, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('school flags and the anonymous contact', () => {
  it('shows students no access code until the school links the reporting service', async () => {
    const student = await signInStudent(t, t.schoolA, 0, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/students/access_code', headers: student })).json().data).toEqual({
      linkStopIt: false,
      accessCode: null,
      url: null,
    });
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/schools/update_link_stop_it',
      headers: admin,
      payload: { linkStopIt: true, accessCode: 'MINAMI2026' },
    });
    expect(res.json().data).toEqual({ linkStopIt: true, accessCode: 'MINAMI2026' });
    expect((await t.app.inject({ method: 'GET', url: '/api/students/access_code', headers: student })).json().data).toMatchObject({
      linkStopIt: true,
      accessCode: 'MINAMI2026',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/students/school_settings', headers: student })).json().data).toEqual({
      enableConditionSkip: true,
      linkStopIt: true,
      // Who sees the pupil's answers (issue 25 item 6): the class has a homeroom teacher and the school admin teachers.
      whoSees: { homeroom: true, admins: true },
    });
  });

  it('lets only admin teachers switch skipping, and students of school B are not affected', async () => {
    const teacher = await signInTeacher(t, t.schoolA, 0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/teachers/schools/update_enable_condition_skip',
          headers: teacher,
          payload: { enableConditionSkip: false },
        })
      ).statusCode,
    ).toBe(403);
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    await t.app.inject({ method: 'POST', url: '/api/teachers/schools/update_enable_condition_skip', headers: admin, payload: { enableConditionSkip: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/schools/enable_condition_skip', headers: teacher })).json().data).toEqual({
      enableConditionSkip: false,
    });
    const student = await signInStudent(t, t.schoolA, 0, 2);
    expect((await t.app.inject({ method: 'POST', url: '/api/conditions', headers: student, payload: { mental: 'skip', physical: 'good' } })).statusCode).toBe(
      422,
    );
    const studentB = await signInStudent(t, t.schoolB, 0, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/students/access_code', headers: studentB })).json().data.linkStopIt).toBe(false);
  });
});
