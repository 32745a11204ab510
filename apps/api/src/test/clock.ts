import { japanDateKey } from '@sukoyaka/contracts/dates';

/**
 * A moment `ms` milliseconds before `now`, but never before the start of now's day in Japan: a
 * test's "an earlier answer of today" (a queued offline check-in or health observation) must not
 * become yesterday's when the suite runs just after midnight Japan time (CI21 and CI22 did, at
 * 15:00–15:20 UTC).
 */
export function earlierTodayInJapan(ms: number, now = Date.now()): Date {
  const midnight = new Date(`${japanDateKey(new Date(now))}T00:00:00+09:00`).getTime();
  return new Date(Math.max(now - ms, midnight));
}
