import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInStudent, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 item 4: the furigana switch is kept with the pupil, not the device. On a shared tablet
 * one pupil turning it off leaves the next pupil's (null: their grade's default) as it was; the
 * choice comes back at the pupil's next sign-in; bad input is refused in Japanese.
 */
let t: TestApp;
let first: AuthHeaders;
let second: AuthHeaders;

const me = async (headers: AuthHeaders) => (await t.app.inject({ method: 'GET', url: '/api/students/me', headers })).json().data;
const set = (headers: AuthHeaders, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/students/furigana', headers, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  first = await signInStudent(t, t.schoolA, 0, 1);
  second = await signInStudent(t, t.schoolA, 0, 2);
});
afterAll(() => t.close());

describe('furigana per pupil (issue 24 item 4)', () => {
  it('starts with the grade default, keeps one pupil’s choice for that pupil only, and again at the next sign-in', async () => {
    expect((await me(first)).furigana).toBeNull();
    const res = await set(first, { furigana: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ furigana: false });
    expect((await me(first)).furigana).toBe(false);
    expect((await me(second)).furigana).toBeNull();
    const again = await signInStudent(t, t.schoolA, 0, 1);
    expect((await me(again)).furigana).toBe(false);
    await set(again, { furigana: true });
    expect((await me(first)).furigana).toBe(true);
  });

  it('refuses bad input and callers who are not pupils', async () => {
    const bad = await set(second, { furigana: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/students/furigana', payload: { furigana: true } })).statusCode).toBe(401);
    expect((await me(second)).furigana).toBeNull();
  });
});
