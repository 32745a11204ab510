import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInStudent, type AuthHeaders, type TestApp } from '../test/test-app.ts';

/**
 * A malformed request gets its field errors in plain Japanese (lib/validation-messages.ts), not
 * zod's type names (「無効な入力: stringが期待されましたが、numberが入力されました」).
 */
let t: TestApp;
let student: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  student = await signInStudent(t, t.schoolA, 0, 1);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: student, payload: payload as object });

describe('validation messages in the error envelope', () => {
  it.each([
    [{ mental: 'good' }, 'physical', '入力してください。'],
    [{ mental: 1, physical: 'good' }, 'mental', '次のどれかを指定してください：「best」、「good」、「bad」、「worst」、「skip」'],
    [{ mental: 'good', physical: 'good', date: '2026-01-01' }, '_', '使えない項目があります：date'],
  ])('%j: %s reads %s', async (payload, field, message) => {
    const res = await post('/api/conditions', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['入力内容に誤りがあります。']);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('a wrongly typed text field asks for text, and no message names a zod type', async () => {
    const res = await post('/api/soss', { sosSettingId: 'x' });
    expect(res.statusCode).toBe(400);
    const messages = Object.values(res.json().fieldErrors as Record<string, string[]>).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).not.toMatch(/string|number|期待されました|認識されていない/);
  });
});
