import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teacherAssignments, teachers } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 25 item 6: the pupil's screens say who sees what they record, from the school's actual
 * people — the homeroom teacher of the pupil's class (sign-in not stopped) and the admin teachers.
 */
let t: TestApp;
let pupil: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  pupil = await signInStudent(t, t.schoolA, 0, 1);
});
afterAll(() => t.close());

const whoSees = async () => (await t.app.inject({ method: 'GET', url: '/api/students/school_settings', headers: pupil })).json().data.whoSees;

describe('who sees my answers (issue 25 item 6)', () => {
  it('the homeroom teacher and the admin teachers', async () => {
    expect(await whoSees()).toEqual({ homeroom: true, admins: true });
  });

  it('a class whose homeroom teachers are all stopped: only the admin teachers', async () => {
    const homeroom = await t.db
      .select({ id: teacherAssignments.teacherId })
      .from(teacherAssignments)
      .where(eq(teacherAssignments.klassId, t.schoolA.klasses[0]!.id));
    expect(homeroom.length).toBeGreaterThan(0);
    for (const h of homeroom) await t.db.update(teachers).set({ signInStopped: true }).where(eq(teachers.id, h.id));
    expect(await whoSees()).toEqual({ homeroom: false, admins: true });
    for (const h of homeroom) await t.db.update(teachers).set({ signInStopped: false }).where(eq(teachers.id, h.id));
  });

  it('a school without an admin teacher who can sign in: only the homeroom teacher', async () => {
    await t.db
      .update(teachers)
      .set({ signInStopped: true })
      .where(and(eq(teachers.schoolId, t.schoolA.id), eq(teachers.admin, true)));
    expect(await whoSees()).toEqual({ homeroom: true, admins: false });
  });
});
