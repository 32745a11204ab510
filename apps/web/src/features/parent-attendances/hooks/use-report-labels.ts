import type { AbsenceReason, AttendanceStatus } from '@sukoyaka/contracts/attendance';
import { useTranslation } from 'react-i18next';
import { addDays, formatDateWithWeekday, todayKey, weekdayOf } from '../../../lib/dates.ts';
import { monthAndDay } from '../../../lib/date-options.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';

/**
 * The wording of a report in the reader's language: the spec §4 status and reason labels
 * (欠席（病欠）), the date option label of spec §3 (11月21日（土）) with 今日 / 明日, and the
 * spec §9 date format with weekday (2026/11/21（土）). Weekdays follow Japan-time date keys.
 */
export function useReportLabels() {
  const { t } = useTranslation();
  const htmlLang = currentHtmlLang();
  const today = todayKey();
  return {
    status(status: AttendanceStatus, reason: AbsenceReason | null): string {
      const label = t(`parent.status.${status}`);
      return reason ? t('parent.statusWithReason', { status: label, reason: t(`parent.reason.${reason}`) }) : label;
    },
    dateOption(key: string): string {
      return t('parent.date.option', { ...monthAndDay(key), weekday: weekdayOf(key, htmlLang) });
    },
    /** 今日 / 明日 for the first two date options, else null. */
    relativeDay(key: string): string | null {
      if (key === today) return t('parent.date.today');
      if (key === addDays(today, 1)) return t('parent.date.tomorrow');
      return null;
    },
    date(key: string): string {
      return formatDateWithWeekday(key, htmlLang);
    },
  };
}
