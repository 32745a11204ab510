/**
 * The query-key prefix every teacher dashboard shares (class, school, alert, SOS and 出欠連絡
 * views and the header counts). Features never import each other, so an action that changes
 * what the dashboards show (a new SOS, a saved register entry, a resolved alert) invalidates
 * this one prefix and every open view refetches.
 */
export const TEACHER_DASHBOARD_KEY = ['teacher', 'dashboard'] as const;
