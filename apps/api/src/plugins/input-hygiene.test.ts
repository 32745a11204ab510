import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../test/test-app.ts';
import { BAD_CHARACTER_MESSAGE, badStringPaths } from './input-hygiene.ts';

/** Issue 9 part 6: NUL and unpaired surrogates are refused at the edge, dates stay in a sane range. */
let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

const setting = {
  conditionKind: 'physical',
  bad: false,
  worst: true,
  consecutiveDays: 2,
  contentAlert: '2日連続で体が「悪い」でした',
  notificationEnabled: false,
  notificationEmails: [{ notification_email: 'yogo@a.example.jp' }],
};
const physicalSetting = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/teachers/condition_settings/configs', headers: admin }))
    .json()
    .data.find((s: { conditionKind: string }) => s.conditionKind === 'physical');

describe('strings with NUL or unpaired surrogates', () => {
  it('are refused with 400 naming the query field, without a login (show_school_info)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools/show_school_info?school_code=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['入力内容に誤りがあります。'], fieldErrors: { school_code: [BAD_CHARACTER_MESSAGE] } });
  });

  it('are refused with 400 naming the body field on sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: 'a\u0000b', email: 'x@a.example.jp', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ schoolCode: [BAD_CHARACTER_MESSAGE] });
  });

  it('a lone surrogate in config_update is refused and nothing is stored (no U+FFFD)', async () => {
    const before = await physicalSetting();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/condition_settings/config_update',
      headers: admin,
      payload: { ...setting, contentAlert: '体調\uD800注意' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ contentAlert: [BAD_CHARACTER_MESSAGE] });
    expect(await physicalSetting()).toEqual(before);
  });

  it('a lone surrogate deep in test_send_mail is refused with the nested field path, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/condition_settings/test_send_mail',
      headers: admin,
      payload: { ...setting, notificationEmails: [{ notification_email: 'a\uDC00@a.example.jp' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'notificationEmails.0.notification_email': [BAD_CHARACTER_MESSAGE] });
  });

  it('emoji (paired surrogates) are kept as typed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/condition_settings/config_update',
      headers: admin,
      payload: { ...setting, contentAlert: '体調に注意😷' },
    });
    expect(res.statusCode).toBe(200);
    expect((await physicalSetting()).contentAlert).toBe('体調に注意😷');
  });

  it('names every bad string, keys included', () => {
    expect(badStringPaths({ a: ['ok', 'x\u0000'], b: { 'k\uD800': 1 }, c: '😀', d: '\uDE00😀' })).toEqual(['a.1', 'b.k\uD800', 'd']);
  });
});

describe('dates', () => {
  const weekViews = ['/api/teachers/class_dashboards/dashboard_by_week', '/api/teachers/all_dashboards/dashboard_by_week'];

  it.each(weekViews)('%s refuses date=9999-12-31 and 1999-12-31 with 400 naming date (not 500)', async (url) => {
    for (const date of ['9999-12-31', '1999-12-31', '2026-02-30']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?date=${date}`, headers: admin });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fieldErrors.date[0]).toMatch(/日付/);
    }
  });

  it.each(weekViews)('%s answers the last week of the range, which ends in 2101', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?date=2100-12-31`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.dates).toEqual(['2100-12-27', '2100-12-28', '2100-12-29', '2100-12-30', '2100-12-31', '2101-01-01', '2101-01-02']);
  });
});
