import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '@sukoyaka/db/schema';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { type AuthHeaders, createTestApp, signInSchoolStaff, signInTeacher, type TestApp } from '../../test/test-app.ts';

/** Teacher accounts (issue 13 item 3): create with a registration mail, edit, admin flag, stop, classes. */
let smtp: TestSmtp;
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const list = async (headers = admin) => (await t.app.inject({ method: 'GET', url: '/api/teachers/settings', headers })).json().data;
const me = async () => list().then((l: { email: string; id: number; name: string }[]) => l.find((x) => x.email === t.schoolA.adminEmail)!);

describe('a new teacher', () => {
  it('is created unconfirmed and mailed a registration link that opens teacher/password/registration and signs them in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/settings',
      headers: admin,
      payload: { name: '新任 先生', email: 'New.Teacher@a.example.jp' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '新任 先生', email: 'new.teacher@a.example.jp', admin: false, confirmed: false });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['new.teacher@a.example.jp']);
    expect(mail!.text).toContain('http://sukoyaka.test/school-a/teacher/password/registration?confirmation_token=');
    const token = /confirmation_token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const resend = await t.app.inject({ method: 'POST', url: '/api/teachers/settings/resend_confirm', headers: admin, payload: { id: res.json().data.id } });
    expect(resend.statusCode).toBe(200);
    await smtp.waitFor(2);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: '/api/teachers/confirmation',
      payload: { confirmation_token: token, password: 'a-new-password', password_confirmation: 'a-new-password' },
    });
    expect(confirm.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: 'school-a', email: 'new.teacher@a.example.jp', password: 'a-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await list()).find((x: { id: number }) => x.id === res.json().data.id).confirmed).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/teachers/settings/resend_confirm', headers: admin, payload: { id: res.json().data.id } });
    expect(again.statusCode).toBe(422);
  });

  it('an address already registered (any school) is refused, nothing written', async () => {
    const before = (await t.db.select().from(teachers)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/teachers/settings', headers: admin, payload: { name: 'x', email: t.schoolB.adminEmail } });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors.email[0]).toBe('このメールアドレスはすでに登録されています。');
    expect((await t.db.select().from(teachers)).length).toBe(before);
  });
});

describe('editing', () => {
  it('the last admin cannot remove their own admin flag; after another admin is made, they can', async () => {
    const self = await me();
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/teachers/settings/${self.id}`, headers: admin, payload: { admin: false } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toBe('管理者の先生が1人もいなくなるため、変更できません。先に別の先生を管理者にしてください。');
    const other = (await list()).find((x: { email: string }) => x.email === t.schoolA.klasses[3]!.teacherEmail);
    await t.app.inject({ method: 'PATCH', url: `/api/teachers/settings/${other.id}`, headers: admin, payload: { admin: true } });
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/teachers/settings/${other.id}`, headers: admin, payload: { admin: false } });
    expect(ok.json().data.admin).toBe(false);
  });

  it("sets the classes in charge; another school's class is 404 and nothing changes", async () => {
    const teacher = (await list()).find((x: { email: string }) => x.email === t.schoolA.klasses[1]!.teacherEmail);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/year_grade_klass_users/${teacher.id}/update_teacher`,
      headers: admin,
      payload: { klassIds: [t.schoolA.klasses[1]!.id, t.schoolA.klasses[2]!.id] },
    });
    expect(res.json().data.klasses.map((k: { name: string }) => k.name)).toEqual(['2年 1組', '3年 1組']);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/year_grade_klass_users/${teacher.id}/update_teacher`,
      headers: admin,
      payload: { klassIds: [t.schoolB.klasses[0]!.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list()).find((x: { id: number }) => x.id === teacher.id).klasses).toHaveLength(2);
  });

  it('stopping a teacher signs them out at once; restarting lets them sign in', async () => {
    const session = await signInTeacher(t, t.schoolA, 4);
    const teacher = (await list()).find((x: { email: string }) => x.email === t.schoolA.klasses[4]!.teacherEmail);
    await t.app.inject({ method: 'POST', url: '/api/teachers/settings/stop_sign_in', headers: admin, payload: { id: teacher.id, stopped: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: session })).statusCode).toBe(401);
    await expect(signInTeacher(t, t.schoolA, 4)).rejects.toThrow(/403/);
    await t.app.inject({ method: 'POST', url: '/api/teachers/settings/stop_sign_in', headers: admin, payload: { id: teacher.id, stopped: false } });
    await signInTeacher(t, t.schoolA, 4);
    const self = await me();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/teachers/settings/stop_sign_in', headers: admin, payload: { id: self.id, stopped: true } })).statusCode,
    ).toBe(422);
  });

  it("a class teacher gets 403; another school's admin gets 404", async () => {
    const self = await me();
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/settings', headers: classTeacher })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/teachers/settings/${self.id}`, headers: adminB, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/teachers/settings/resend_confirm', headers: adminB, payload: { id: self.id } })).statusCode).toBe(
      404,
    );
    expect((await me()).name).not.toBe('x');
  });
});

describe('the teacher list', () => {
  it('is ordered by homeroom class (grade, then class), then the teachers without one by name (issue 28 item 9)', async () => {
    const rows: { name: string; klasses: { klassId: number }[] }[] = await list();
    const klassOrder = t.schoolA.klasses.map((k) => k.id);
    const withClass = rows.filter((r) => r.klasses.length > 0);
    const without = rows.filter((r) => r.klasses.length === 0);
    expect(withClass.length).toBeGreaterThan(1);
    expect(without.length).toBeGreaterThan(0);
    // Every teacher with a class comes before every teacher without one.
    expect(rows.slice(0, withClass.length)).toEqual(withClass);
    const positions = withClass.map((r) => Math.min(...r.klasses.map((k) => klassOrder.indexOf(k.klassId))));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const names = without.map((r) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ja').compare));
  });
});
