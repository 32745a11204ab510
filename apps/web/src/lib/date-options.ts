import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { DATE_OPTION_DAYS } from '@sukoyaka/contracts/limits';

/**
 * The date selector's days (spec §3 "Date options", §9 "Date selector 8 days (today to +7)"):
 * Japan-time today and the next seven days as YYYY-MM-DD keys, oldest first. The browser's own
 * time zone plays no part, so a phone set to another zone still offers the school's days.
 */
export function dateOptionKeys(now: Date = new Date()): string[] {
  const today = japanDateKey(now);
  return Array.from({ length: DATE_OPTION_DAYS }, (_, i) => addDays(today, i));
}

/** The month and day numbers of a YYYY-MM-DD key, for labels such as 11月21日（土）. */
export function monthAndDay(key: string): { month: number; day: number } {
  const [, month, day] = key.split('-').map(Number) as [number, number, number];
  return { month, day };
}
