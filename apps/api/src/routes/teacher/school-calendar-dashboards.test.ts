import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** The week and day views mark the days that are not school days (issue 10, decision 020). */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teachers/school_calendar/bulk_create',
    headers: admin,
    payload: {
      ranges: [
        { kind: 'closure', label: '臨時休業（台風）', from: '2026-11-24', to: '2026-11-24' },
        { kind: 'class_closure', label: '学級閉鎖', from: '2026-11-25', to: '2026-11-26', klassId: t.schoolA.klasses[0]!.id },
        { kind: 'school_day', label: '授業参観', from: '2026-11-28', to: '2026-11-28' },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = async (url: string, headers: AuthHeaders) => (await t.app.inject({ method: 'GET', url, headers })).json().data;

describe('non-school days in the dashboards', () => {
  it("the class week marks the holiday, the school's closure, the class's 学級閉鎖, a Saturday school day and Sunday", async () => {
    const week = await get('/api/teachers/class_dashboards/dashboard_by_week?date=2026-11-25', classTeacher);
    expect(week.calendar.map((d: { nonSchoolDay: { kind: string; label: string } | null }) => d.nonSchoolDay)).toEqual([
      { kind: 'national_holiday', label: '勤労感謝の日' },
      { kind: 'closure', label: '臨時休業（台風）' },
      { kind: 'class_closure', label: '学級閉鎖' },
      { kind: 'class_closure', label: '学級閉鎖' },
      null,
      null,
      { kind: 'weekend', label: '日曜日' },
    ]);
    const day = await get('/api/teachers/class_dashboards/dashboard_by_date?date=2026-11-24', classTeacher);
    expect(day.nonSchoolDay).toEqual({ kind: 'closure', label: '臨時休業（台風）' });
  });

  it('the school week marks school-wide days per date and 学級閉鎖 per class', async () => {
    const week = await get('/api/teachers/all_dashboards/dashboard_by_week?date=2026-11-25', admin);
    expect(week.calendar[2]).toEqual({ date: '2026-11-25', nonSchoolDay: null });
    expect(week.calendar[1].nonSchoolDay.kind).toBe('closure');
    expect(week.klassClosures).toEqual([
      { klassId: t.schoolA.klasses[0]!.id, date: '2026-11-25', label: '学級閉鎖' },
      { klassId: t.schoolA.klasses[0]!.id, date: '2026-11-26', label: '学級閉鎖' },
    ]);
  });
});
