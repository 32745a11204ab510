/** The part of japanese-holidays (no bundled types) that we use. */
declare module 'japanese-holidays' {
  interface JapaneseHolidays {
    /** Holiday name at an instant, judged in Japan time; undefined when not a holiday. */
    isHolidayAt(date: Date, furikae?: boolean): string | undefined;
    /** The instant of Japan-time midnight of (year, monthIndex, day). */
    jDate(year: number, monthIndex: number, day: number): Date;
  }
  const holidays: JapaneseHolidays;
  export default holidays;
}
