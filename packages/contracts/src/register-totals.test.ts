import { describe, expect, it } from 'vitest';
import { registerTotals, sumRegisterTotals, type RegisterEntry } from './register-totals.ts';
import { SchoolCalendar } from './school-calendar-rule.ts';

/** Issue 25 item 7: the register's totals as 指導要録 counts them (decision 066). */
const ENTRIES: RegisterEntry[] = [
  { date: '2026-11-02', status: 'absent', reason: 'suspension' }, // 出席停止
  { date: '2026-11-04', status: 'absent', reason: 'bereavement' }, // 忌引
  { date: '2026-11-05', status: 'absent', reason: 'sick' }, // 欠席
  { date: '2026-11-06', status: 'lateness', reason: null },
  { date: '2026-11-07', status: 'absent', reason: 'sick' }, // a Saturday: not a school day, not counted
  { date: '2026-11-09', status: 'leave_early', reason: null },
  { date: '2026-11-10', status: 'absent', reason: null }, // 欠席 without a reason
];

describe('registerTotals', () => {
  it('counts 授業日数 from the calendar (3 Nov 文化の日 and the weekend are not), 出席停止・忌引 apart from 欠席', () => {
    const totals = registerTotals(new SchoolCalendar([]), 7, '2026-11-01', '2026-11-10', ENTRIES);
    expect(totals).toEqual({ schoolDays: 6, excusedDays: 2, requiredDays: 4, absentDays: 2, presentDays: 2, lateness: 1, leaveEarly: 1 });
  });

  it("the pupil's class closed (学級閉鎖 in the calendar) counts as 出席停止・忌引等, whatever the register says that day", () => {
    const calendar = new SchoolCalendar([{ klassId: 7, kind: 'class_closure', label: '学級閉鎖', from: '2026-11-09', to: '2026-11-10' }]);
    expect(registerTotals(calendar, 7, '2026-11-01', '2026-11-10', ENTRIES)).toEqual({
      schoolDays: 6,
      excusedDays: 4,
      requiredDays: 2,
      absentDays: 1,
      presentDays: 1,
      lateness: 1,
      leaveEarly: 0,
    });
    // Another class's closure changes nothing for this pupil.
    expect(registerTotals(calendar, 8, '2026-11-01', '2026-11-10', ENTRIES).excusedDays).toBe(2);
  });

  it('特欠, 性行不良 and 学級閉鎖 in the register are excused too; months add up to the year', () => {
    const excused: RegisterEntry[] = (['special', 'bad', 'classroom_closed'] as const).map((reason, i) => ({
      date: `2026-11-1${1 + i}`,
      status: 'absent',
      reason,
    }));
    const november = registerTotals(new SchoolCalendar([]), null, '2026-11-11', '2026-11-13', excused);
    expect(november).toMatchObject({ schoolDays: 3, excusedDays: 3, requiredDays: 0, absentDays: 0, presentDays: 0 });
    const october = registerTotals(new SchoolCalendar([]), null, '2026-10-01', '2026-10-02', []);
    expect(sumRegisterTotals([october, november])).toMatchObject({ schoolDays: 5, excusedDays: 3, requiredDays: 2, presentDays: 2 });
  });
});
