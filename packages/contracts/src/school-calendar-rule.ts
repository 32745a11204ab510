import JapaneseHolidays from 'japanese-holidays';
import { addDays, schoolYearOf } from './dates.ts';
import type { NonSchoolDay, SchoolCalendarRangeLike } from './school-calendar.ts';

/**
 * The class (or the classes of one student over the years: class ids are per 年度, so at most one
 * applies to a date) whose 学級閉鎖 count; null or undefined for the whole school.
 */
export type KlassIds = number | readonly number[] | null | undefined;

const klassIdsOf = (k: KlassIds): readonly number[] => (k == null ? [] : typeof k === 'number' ? [k] : k);

/** Japanese names of the kinds a day gets from the rule rather than from a range's label. */
export const NON_SCHOOL_DAY_LABELS = {
  before_opening: '始業式前',
  after_closing: '終業式後',
  saturday: '土曜日',
  sunday: '日曜日',
} as const;

/**
 * The school calendar rule (issue 10, docs/decisions/020-school-calendar.md) over a school's ranges.
 * `nonSchoolDay(date, klassId?)` answers why `date` (YYYY-MM-DD, Japan time) is not a school day
 * for the school, or for one class when `klassId` is given (学級閉鎖 then counts), or null on a
 * school day. In order:
 * 1. a school range of kind vacation / holiday / closure covering the date;
 * 2. the class's class_closure covering the date;
 * 3. a school_day, opening_day or closing_day range covering it: a school day, even a Saturday;
 * 4. before the school year's opening_day / after its closing_day (same 年度): not a school day;
 * 5. Saturday, Sunday, then national and substitute holidays (japanese-holidays, Japan time).
 * The ranges given must cover the dates asked about (the loader reads the whole school years).
 */
/** National holidays by date key, memoised: the library recomputes the year's list on every call (the check-in's alert rules ask for 25+ days). */
const HOLIDAYS = new Map<string, string | null>();

function nationalHoliday(date: string, y: number, m: number, d: number): string | null {
  let holiday = HOLIDAYS.get(date);
  if (holiday === undefined) {
    if (HOLIDAYS.size > 10_000) HOLIDAYS.clear();
    // jDate is Japan-time midnight of the date; furikae=true counts 振替休日 too (schools are closed).
    holiday = JapaneseHolidays.isHolidayAt(JapaneseHolidays.jDate(y, m - 1, d), true) ?? null;
    HOLIDAYS.set(date, holiday);
  }
  return holiday;
}

/**
 * schoolDaysBefore's answers, by the calendar's ranges and the question (issue 25 speed): at the
 * 8:05 peak every pupil of a school asks for the same 25 school days (the baseline rule, decision
 * 054) with a calendar built from the same ranges, and walking 35 days cost ~0.2 ms each time. The
 * walk is a pure function of the ranges (as JSON) and its arguments, so the answer is the same.
 * Bounded: cleared past WALKS_MAX entries (a school's pupils ask with a handful of class lists).
 */
const WALKS = new Map<string, readonly string[]>();
const WALKS_MAX = 2_000;
/** Each distinct set of ranges as a short number, so the walks' keys stay short (never reused: a calendar keeps its number). */
const CALENDAR_IDS = new Map<string, number>();
let nextCalendarId = 1;

export class SchoolCalendar {
  private readonly ranges: readonly SchoolCalendarRangeLike[];
  private calendarId: number | undefined;
  private readonly school: SchoolCalendarRangeLike[];
  private readonly classes = new Map<number, SchoolCalendarRangeLike[]>();
  private readonly openings = new Map<number, string>();
  private readonly closings = new Map<number, string>();

  constructor(ranges: readonly SchoolCalendarRangeLike[]) {
    this.ranges = ranges;
    this.school = ranges.filter((r) => r.klassId === null);
    for (const r of ranges) {
      if (r.klassId !== null) this.classes.set(r.klassId, [...(this.classes.get(r.klassId) ?? []), r]);
      if (r.kind === 'opening_day') this.openings.set(schoolYearOf(r.from), r.from);
      if (r.kind === 'closing_day') this.closings.set(schoolYearOf(r.from), r.to);
    }
  }

  /** Why `date` is not a school day (for `klassId`'s class when given), or null on a school day. */
  nonSchoolDay(date: string, klassId?: KlassIds): NonSchoolDay | null {
    const covering = this.school.filter((r) => r.from <= date && date <= r.to);
    const closed = covering.find((r) => r.kind === 'vacation' || r.kind === 'holiday' || r.kind === 'closure');
    if (closed) return { kind: closed.kind as NonSchoolDay['kind'], label: closed.label };
    const klassClosed = klassIdsOf(klassId)
      .flatMap((k) => this.classes.get(k) ?? [])
      .find((r) => r.from <= date && date <= r.to);
    if (klassClosed) return { kind: 'class_closure', label: klassClosed.label };
    if (covering.length > 0) return null;
    const year = schoolYearOf(date);
    const opening = this.openings.get(year);
    if (opening && date < opening) return { kind: 'before_opening', label: NON_SCHOOL_DAY_LABELS.before_opening };
    const closing = this.closings.get(year);
    if (closing && date > closing) return { kind: 'after_closing', label: NON_SCHOOL_DAY_LABELS.after_closing };
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekday === 6) return { kind: 'weekend', label: NON_SCHOOL_DAY_LABELS.saturday };
    if (weekday === 0) return { kind: 'weekend', label: NON_SCHOOL_DAY_LABELS.sunday };
    const holiday = nationalHoliday(date, y, m, d);
    return holiday ? { kind: 'national_holiday', label: holiday } : null;
  }

  /** True when `date` is a school day (for `klassId`'s class when given). */
  isSchoolDay(date: string, klassId?: KlassIds): boolean {
    return this.nonSchoolDay(date, klassId) === null;
  }

  /**
   * The `count` school days before `today` (excluded), oldest first, looking back at most
   * `maxLookBack` calendar days (default 400): fewer are returned when the look-back runs out.
   */
  schoolDaysBefore(today: string, count: number, klassId?: KlassIds, maxLookBack = 400): string[] {
    const key = `${this.idOfRanges()}|${today}|${count}|${maxLookBack}|${klassIdsOf(klassId).join(',')}`;
    const known = WALKS.get(key);
    if (known) return [...known];
    const days: string[] = [];
    for (let i = 1, day = today; days.length < count && i <= maxLookBack; i += 1) {
      day = addDays(day, -1);
      if (this.isSchoolDay(day, klassId)) days.push(day);
    }
    days.reverse();
    if (WALKS.size >= WALKS_MAX) WALKS.clear();
    WALKS.set(key, days);
    return [...days];
  }

  /** The number standing for this calendar's ranges (the same ranges, read again, get the same one). */
  private idOfRanges(): number {
    if (this.calendarId !== undefined) return this.calendarId;
    const json = JSON.stringify(this.ranges);
    let id = CALENDAR_IDS.get(json);
    if (id === undefined) {
      if (CALENDAR_IDS.size >= WALKS_MAX) CALENDAR_IDS.clear();
      id = nextCalendarId;
      nextCalendarId += 1;
      CALENDAR_IDS.set(json, id);
    }
    this.calendarId = id;
    return id;
  }

  /** The number of school days from `from` to `toInclusive` (for `klassId`'s class when given); 0 when empty. */
  countSchoolDays(from: string, toInclusive: string, klassId?: KlassIds): number {
    let n = 0;
    for (let d = from; d <= toInclusive; d = addDays(d, 1)) if (this.isSchoolDay(d, klassId)) n += 1;
    return n;
  }
}
