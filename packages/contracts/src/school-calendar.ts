/**
 * The kinds of a school calendar range (issue 10 "School calendar", docs/decisions/020):
 * - `vacation`: a long vacation (夏休み, 冬休み, 春休み): no school days.
 * - `holiday`: the school's own day off (創立記念日, 運動会の振替休日): no school days.
 * - `closure`: 臨時休業 of the whole school: no school days.
 * - `class_closure`: 学級閉鎖 of one class (`klassId`): no school days for that class only.
 * - `opening_day`: 始業式, the first school day of the year (one day); the year's days before it are not school days.
 * - `closing_day`: 終業式 (修了式), the last school day of the year (one day); the year's days after it are not school days.
 * - `school_day`: a weekend or national holiday that is a school day (授業参観 on Saturday).
 */
export const SCHOOL_CALENDAR_KINDS = ['vacation', 'holiday', 'closure', 'class_closure', 'opening_day', 'closing_day', 'school_day'] as const;
export type SchoolCalendarKind = (typeof SCHOOL_CALENDAR_KINDS)[number];
