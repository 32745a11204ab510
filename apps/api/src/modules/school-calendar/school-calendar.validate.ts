import { schoolYearOf, formatDate } from '@sukoyaka/contracts/dates';
import { SCHOOL_CALENDAR_KIND_NAMES, type SchoolCalendarKind } from '@sukoyaka/contracts/school-calendar';

/** A range to check: from..to both included, date keys; `klassId` null for the whole school. */
export interface RangeDraft {
  kind: SchoolCalendarKind;
  label: string;
  from: string;
  to: string;
  klassId: number | null;
}

/** What the checks need to know of the school: its years (年度 → school_years.id) and classes (id → 年度). */
export interface CalendarContext {
  years: Map<number, number>;
  klassYears: Map<number, number>;
  existing: (RangeDraft & { id: number })[];
}

const SINGLE_DAY_KINDS = new Set<SchoolCalendarKind>(['opening_day', 'closing_day']);

/**
 * Checks new ranges against each other and the stored ones (issue 10 "Bad input", decision 020):
 * the end before the start, a range across two school years or in a year the school does not
 * have, 学級 missing for 学級閉鎖 (or given for another kind) or not the school's class of that
 * year, 始業式 / 終業式 longer than one day or twice in a year, and an overlap with another range
 * of the same scope (the school, or the same class). Returns field errors keyed
 * `${prefix}${i}.field` (`ranges.0.to`), in Japanese; empty when everything is fine.
 */
export function checkRanges(drafts: RangeDraft[], ctx: CalendarContext, prefix = 'ranges.'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (i: number, field: string, message: string) => (errors[`${prefix}${i}.${field}`] ??= []).push(message);
  const accepted: RangeDraft[] = [...ctx.existing];
  drafts.forEach((r, i) => {
    const before = Object.keys(errors).length;
    const year = schoolYearOf(r.from);
    if (r.to < r.from) add(i, 'to', '終了日は開始日と同じか、それより後の日付にしてください');
    else if (schoolYearOf(r.to) !== year) add(i, 'to', '期間は同じ年度（4月1日〜翌年3月31日）の中に収めてください');
    if (!ctx.years.has(year)) add(i, 'from', `${year}年度はこの学校に登録されていません`);
    if (r.kind === 'class_closure') {
      if (r.klassId == null) add(i, 'klassId', '学級閉鎖の学級を選んでください');
      else if (ctx.klassYears.get(r.klassId) !== ctx.years.get(year)) add(i, 'klassId', 'この年度の学級から選んでください');
    } else if (r.klassId != null) add(i, 'klassId', '学級を選べるのは学級閉鎖のときだけです');
    if (SINGLE_DAY_KINDS.has(r.kind)) {
      if (r.from !== r.to) add(i, 'to', `${SCHOOL_CALENDAR_KIND_NAMES[r.kind]}は1日だけを指定してください`);
      const twice = accepted.find((o) => o.kind === r.kind && schoolYearOf(o.from) === year);
      if (twice) add(i, 'from', `${year}年度の${SCHOOL_CALENDAR_KIND_NAMES[r.kind]}はすでに${formatDate(twice.from)}に登録されています`);
    }
    if (Object.keys(errors).length > before) return;
    const overlap = accepted.find((o) => (o.klassId ?? null) === (r.klassId ?? null) && o.from <= r.to && r.from <= o.to);
    if (overlap) {
      const name = overlap.label || SCHOOL_CALENDAR_KIND_NAMES[overlap.kind];
      add(i, 'from', `${name}（${formatDate(overlap.from)}〜${formatDate(overlap.to)}）と期間が重なっています`);
      return;
    }
    accepted.push(r);
  });
  return errors;
}
