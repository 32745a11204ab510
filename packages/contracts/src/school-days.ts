import JapaneseHolidays from 'japanese-holidays';
import { addDays } from './dates.ts';

/**
 * True for a school day: Monday to Friday and not a national or substitute holiday. Holidays are computed in
 * Japan time by japanese-holidays (stack notes: holiday_jp's isHoliday uses the server zone).
 */
export function isSchoolDay(key: string): boolean {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // jDate is Japan-time midnight of the date; furikae=true counts 振替休日 too (schools are closed).
  return !JapaneseHolidays.isHolidayAt(JapaneseHolidays.jDate(y, m - 1, d), true);
}

/** The `count` school days before `today` (date key, excluded), oldest first. */
export function schoolDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let key = addDays(today, -1); days.length < count; key = addDays(key, -1)) {
    if (isSchoolDay(key)) days.unshift(key);
  }
  return days;
}
