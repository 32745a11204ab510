import { addDays, formatDate, formatDateTime, isGradeKlassHidden, japanDateKey, japanTime } from '@sukoyaka/contracts/dates';

/**
 * Date helpers of the web app. Every business date is a Japan-time date (spec §1, §9), never the
 * browser's time zone: the shared helpers of @sukoyaka/contracts/dates do the work.
 */
export { addDays, formatDate, formatDateTime, isGradeKlassHidden, japanDateKey };

/** Today's date key (YYYY-MM-DD) in Japan time. */
export function todayKey(now: Date = new Date()): string {
  return japanDateKey(now);
}

/** The weekday of a date key in the reader's language, e.g. 土 / Sat (the key is a calendar date). */
export function weekdayOf(key: string, htmlLang: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(htmlLang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A date key as YYYY/MM/DD (spec §9) followed by its weekday, e.g. 2026/11/21（土）. */
export function formatDateWithWeekday(key: string, htmlLang: string): string {
  const weekday = weekdayOf(key, htmlLang);
  return htmlLang === 'ja' || htmlLang.startsWith('zh') ? `${formatDate(key)}（${weekday}）` : `${formatDate(key)} (${weekday})`;
}

/** The Japan-time clock time (HH:mm) of an instant, e.g. an SOS press. */
export function japanClockTime(at: string | Date): string {
  return japanTime(at).format('HH:mm');
}
