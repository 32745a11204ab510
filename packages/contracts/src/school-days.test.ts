import { describe, expect, it } from 'vitest';
import { isSchoolDay, schoolDaysBefore } from './school-days.ts';

describe('isSchoolDay', () => {
  it('counts Monday to Friday', () => {
    expect(isSchoolDay('2026-11-20')).toBe(true); // Friday
    expect(isSchoolDay('2026-11-21')).toBe(false); // Saturday
    expect(isSchoolDay('2026-11-22')).toBe(false); // Sunday
  });

  it('skips national holidays and substitute holidays, judged in Japan time on a UTC server', () => {
    expect(isSchoolDay('2026-11-03')).toBe(false); // 文化の日 (Tuesday)
    expect(isSchoolDay('2026-11-23')).toBe(false); // 勤労感謝の日 (Monday)
    expect(isSchoolDay('2026-05-06')).toBe(false); // 振替休日 for 憲法記念日 on Sunday
    expect(isSchoolDay('2026-11-24')).toBe(true);
  });
});

describe('schoolDaysBefore', () => {
  it('lists the school days before a date, oldest first, without the date itself', () => {
    expect(schoolDaysBefore('2026-11-25', 3)).toEqual(['2026-11-19', '2026-11-20', '2026-11-24']);
  });
});
