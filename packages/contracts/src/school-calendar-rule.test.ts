import { describe, expect, it } from 'vitest';
import type { SchoolCalendarRangeLike } from './school-calendar.ts';
import { SchoolCalendar } from './school-calendar-rule.ts';

const range = (kind: SchoolCalendarRangeLike['kind'], from: string, to = from, label = '', klassId: number | null = null): SchoolCalendarRangeLike => ({
  kind,
  label,
  from,
  to,
  klassId,
});

/** The school calendar rule (decision 020) on a 2026 school year. */
const calendar = new SchoolCalendar([
  range('opening_day', '2026-04-07', '2026-04-07', '始業式'),
  range('closing_day', '2027-03-24', '2027-03-24', '修了式'),
  range('vacation', '2026-07-21', '2026-08-31', '夏休み'),
  range('school_day', '2026-06-13', '2026-06-13', '授業参観'),
  range('class_closure', '2026-11-18', '2026-11-19', '学級閉鎖', 7),
  range('holiday', '2026-05-01', '2026-05-01', '創立記念日'),
]);

describe('SchoolCalendar', () => {
  it('before 始業式 and after 終業式 are not school days; the ceremonies themselves are', () => {
    expect(calendar.nonSchoolDay('2026-04-06')).toEqual({ kind: 'before_opening', label: '始業式前' });
    expect(calendar.isSchoolDay('2026-04-07')).toBe(true);
    expect(calendar.isSchoolDay('2027-03-24')).toBe(true);
    expect(calendar.nonSchoolDay('2027-03-25')).toEqual({ kind: 'after_closing', label: '終業式後' });
  });

  it("a vacation or the school's holiday closes weekdays; a Saturday school day opens a weekend", () => {
    expect(calendar.nonSchoolDay('2026-08-03')).toEqual({ kind: 'vacation', label: '夏休み' });
    expect(calendar.nonSchoolDay('2026-05-01')).toEqual({ kind: 'holiday', label: '創立記念日' });
    expect(calendar.isSchoolDay('2026-06-13')).toBe(true);
    expect(calendar.nonSchoolDay('2026-06-14')).toEqual({ kind: 'weekend', label: '日曜日' });
    expect(calendar.nonSchoolDay('2026-11-23')).toEqual({ kind: 'national_holiday', label: '勤労感謝の日' });
  });

  it('学級閉鎖 closes its class only', () => {
    expect(calendar.nonSchoolDay('2026-11-18', 7)).toEqual({ kind: 'class_closure', label: '学級閉鎖' });
    expect(calendar.isSchoolDay('2026-11-18', 8)).toBe(true);
    expect(calendar.isSchoolDay('2026-11-18')).toBe(true);
    expect(calendar.isSchoolDay('2026-11-18', [3, 7])).toBe(false);
  });

  it('counts and walks back over school days only', () => {
    // September 2026: 22 weekdays − 敬老の日 (21st), 国民の休日 (22nd), 秋分の日 (23rd) = 19.
    expect(calendar.countSchoolDays('2026-09-01', '2026-09-30')).toBe(19);
    expect(calendar.countSchoolDays('2026-08-01', '2026-08-31')).toBe(0);
    expect(calendar.schoolDaysBefore('2026-09-01', 2)).toEqual(['2026-07-16', '2026-07-17']);
    expect(calendar.schoolDaysBefore('2026-09-01', 2, null, 30)).toEqual([]);
  });

  it('remembers a walk for the same ranges and question, and only for them (issue 25 speed)', () => {
    const ranges = [range('vacation', '2026-07-21', '2026-08-31', '夏休み'), range('class_closure', '2026-11-18', '2026-11-19', '学級閉鎖', 7)];
    const first = new SchoolCalendar(ranges).schoolDaysBefore('2026-11-20', 5, [7]);
    expect(first).toEqual(['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17']);
    // A caller changing its answer does not change the next one.
    first.push('x');
    // The same ranges read again (a new calendar, as on every check-in) answer the same walk.
    expect(new SchoolCalendar(ranges.map((r) => ({ ...r }))).schoolDaysBefore('2026-11-20', 5, [7])).toEqual([
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
    ]);
    // Another class, or ranges changed since (the 学級閉鎖 gone), walk again.
    expect(new SchoolCalendar(ranges).schoolDaysBefore('2026-11-20', 5, [8])).toEqual(['2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(new SchoolCalendar(ranges.slice(0, 1)).schoolDaysBefore('2026-11-20', 5, [7])).toEqual([
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
  });
});
