import type { BoardReportType } from '@sukoyaka/contracts/local-government';
import { useOrganization } from '../../../../features/organization-auth/hooks/use-organization.ts';
import { BoardReportView } from '../../../../features/organization-reports/components/board-report-view.tsx';

/** A board report with the organisation's schools for its school filter (GET organization). */
function Report({ type }: { type: BoardReportType }) {
  const organization = useOrganization();
  return <BoardReportView type={type} schools={organization.data?.schools ?? []} />;
}

/** `/local_governments/report` (spec §2): 月別利用状況, organization/dashboard_by_month. */
export function MonthlyReportPage() {
  return <Report type="dashboard_by_month" />;
}

/** `/local_governments/report/want_to_talk` (decision 029): 話したいボタンの活用状況, dashboard_want_to_talk. */
export function WantToTalkReportPage() {
  return <Report type="dashboard_want_to_talk" />;
}

/** `/local_governments/report/daily_active_users` (decision 029): 日別利用者数, dashboard_daily_active_users. */
export function DailyActiveUsersReportPage() {
  return <Report type="dashboard_daily_active_users" />;
}

/** `/local_governments/report/continuous_weak_condition` (decision 029): 心と身体の不調状況, dashboard_continuous_weak_condition. */
export function ContinuousWeakConditionReportPage() {
  return <Report type="dashboard_continuous_weak_condition" />;
}
