import type { BoardReportType } from '@sukoyaka/contracts/local-government';

/**
 * A report column: `count` cells are summed up the tree and suppressed (decision 026); `number`
 * cells are plain figures (enrolment, school days); `rate` and `average` are derived from the
 * row's counts after suppression (null when their numerator is hidden).
 */
export interface ColumnSpec {
  key: string;
  label: string;
  kind: 'count' | 'number' | 'rate';
  /** For `rate`: the count divided by (enrolled × school days) — or by school days alone (`perDay`). */
  of?: string;
  perDay?: boolean;
  /** Counts of distinct students over the period (not summed from months). */
  distinct?: boolean;
}

const enrolled: ColumnSpec = { key: 'enrolled', label: '在籍数', kind: 'number' };
const schoolDays: ColumnSpec = { key: 'schoolDays', label: '登校日数', kind: 'number' };

/** The columns of each board report (spec §7 organization/dashboard_*), in order. */
export const REPORT_COLUMNS: Record<BoardReportType, ColumnSpec[]> = {
  dashboard_by_month: [
    enrolled,
    schoolDays,
    { key: 'checkIns', label: 'チェックイン数（延べ）', kind: 'count' },
    { key: 'checkInRate', label: 'チェックイン率（%）', kind: 'rate', of: 'checkIns' },
    { key: 'mentalBad', label: '心「少し悪い」「悪い」（延べ）', kind: 'count' },
    { key: 'physicalBad', label: '体「少し悪い」「悪い」（延べ）', kind: 'count' },
    { key: 'talkRequests', label: '話したい件数', kind: 'count' },
    { key: 'parentAbsences', label: '欠席連絡件数', kind: 'count' },
  ],
  dashboard_want_to_talk: [
    enrolled,
    { key: 'talkStudents', label: '話したいを押した児童生徒数', kind: 'count', distinct: true },
    { key: 'talkRequests', label: '話したい件数', kind: 'count' },
    { key: 'processed', label: '対応済み', kind: 'count' },
    { key: 'unprocessed', label: '未対応', kind: 'count' },
  ],
  dashboard_daily_active_users: [
    enrolled,
    schoolDays,
    { key: 'checkIns', label: '利用者数（延べ）', kind: 'count' },
    { key: 'averageDaily', label: '1日平均利用者数', kind: 'rate', of: 'checkIns', perDay: true },
    { key: 'checkInRate', label: '利用率（%）', kind: 'rate', of: 'checkIns' },
  ],
  dashboard_continuous_weak_condition: [
    enrolled,
    { key: 'mentalAlertStudents', label: '心の不調が続いた児童生徒数', kind: 'count', distinct: true },
    { key: 'physicalAlertStudents', label: '体の不調が続いた児童生徒数', kind: 'count', distinct: true },
    { key: 'alerts', label: 'アラート件数', kind: 'count' },
    { key: 'alertsUnprocessed', label: '未対応', kind: 'count' },
  ],
};

/** The count each report's monthly chart draws. */
export const CHART_KEYS: Record<BoardReportType, string> = {
  dashboard_by_month: 'checkIns',
  dashboard_want_to_talk: 'talkRequests',
  dashboard_daily_active_users: 'checkIns',
  dashboard_continuous_weak_condition: 'alerts',
};
