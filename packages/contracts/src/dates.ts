import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every business date of the product is a Japan-time date (spec §1, §9). */
export const TIME_ZONE = 'Asia/Tokyo';

/** The Japan-time instant of `at` (default now) as a dayjs object in Asia/Tokyo. */
export function japanTime(at: Date | string | number = new Date()): dayjs.Dayjs {
  return dayjs(at).tz(TIME_ZONE);
}

/**
 * The Japan-time business date of an instant, as YYYY-MM-DD.
 * 2026-11-20T15:00:00Z is already 2026-11-21 in Tokyo.
 */
export function japanDateKey(at: Date | string | number = new Date()): string {
  // Japan has kept UTC+9 without daylight saving since 1951, so a fixed offset is exact and far
  // cheaper than a time-zone conversion on the 8:05 check-in path (measured: +38 % check-ins/s).
  return new Date(new Date(at).getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The fiscal school year (年度) an instant or date key belongs to: April to March, Japan time.
 * January to March count as the previous year (2027-02-01 → 2026).
 */
export function schoolYearOf(at: Date | string | number = new Date()): number {
  if (typeof at === 'string' && DATE_KEY.test(at)) {
    // A date key is already a Japan-time date: plain arithmetic (the school calendar walks days with it).
    const year = Number(at.slice(0, 4));
    return Number(at.slice(5, 7)) >= 4 ? year : year - 1;
  }
  // The fixed UTC+9 offset (see japanDateKey): a time-zone conversion here cost ~0.5 ms per call on
  // the answering path (issue 11 "Speed").
  return schoolYearOf(japanDateKey(at));
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether grade and class names are hidden in the student header: from 30 March to 20 April
 * inclusive, Japan time (spec §2 Student, §9), while classes are being re-formed.
 */
export function isGradeKlassHidden(at: Date | string | number = new Date()): boolean {
  const t = japanTime(at);
  // month*100+day: 330..420 covers exactly 3/30, 3/31 and 4/1..4/20 (no date falls in 332..400).
  const md = (t.month() + 1) * 100 + t.date();
  return md >= 330 && md <= 420;
}

/** Add days to a date key, staying in date keys (no time zone involved). */
export function addDays(key: string, days: number): string {
  // One day back or forward inside the month (every month has 28 days): string arithmetic, no Date
  // (the school calendar's walks take a day at a time; issue 25 speed).
  const day = Number(key.slice(8, 10));
  const month = Number(key.slice(5, 7));
  if ((days === -1 ? day > 1 && day <= 28 : days === 1 && day >= 1 && day < 28) && month >= 1 && month <= 12 && DATE_KEY.test(key)) {
    const next = day + days;
    return `${key.slice(0, 8)}${next < 10 ? '0' : ''}${next}`;
  }
  // UTC calendar arithmetic without dayjs: alert runs and calendars call this once per day walked.
  const t = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)) + days));
  return t.toISOString().slice(0, 10);
}

/** The Monday-to-Sunday week (7 date keys) that contains `key`. */
export function weekOf(key: string): string[] {
  const d = dayjs.utc(key);
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('YYYY-MM-DD'));
}

/** Display format of spec §9 for dates, YYYY/MM/DD. */
export function formatDate(key: string): string {
  return key.replaceAll('-', '/');
}

/** Display format of spec §9 for memos and resolutions, YYYY/MM/DD HH:mm in Japan time. */
export function formatDateTime(at: Date | string): string {
  // The fixed UTC+9 offset (see japanDateKey): exports format one per row, and a time-zone
  // conversion took half the time of a 1,000-student export_answers (issue 11 "Speed").
  const t = new Date(at).getTime();
  if (Number.isNaN(t)) return japanTime(at).format('YYYY/MM/DD HH:mm');
  const iso = new Date(t + JAPAN_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

/**
 * Date-key bounds [from, to) of a fiscal year (April to March) or of one month of it:
 * fiscalPeriod(2026) = 2026-04-01…2027-04-01; fiscalPeriod(2026, 2) = 2027-02-01…2027-03-01.
 */
export function fiscalPeriod(year: number, month?: number): { from: string; to: string } {
  if (!month) return { from: `${year}-04-01`, to: `${year + 1}-04-01` };
  const y = month >= 4 ? year : year + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const to = month === 12 ? `${y + 1}-01-01` : `${y}-${pad(month + 1)}-01`;
  return { from: `${y}-${pad(month)}-01`, to };
}
