import { redirect, type RouteObject } from 'react-router';
import { readOrganizationState } from '../../../features/organization-auth/lib/organization-state.ts';
import { readSession } from '../../../lib/session.ts';
import { notFound } from '../../route-guards.ts';
import { paths } from '../../../lib/paths.ts';

/** Spec §2: with an access token on the login path, the board user goes to the dashboard. */
function loginLoader() {
  if (readSession()?.role === 'local_government') throw redirect(paths.board('dashboard'));
  return null;
}

/** Spec §2: without a stored organisation state, any path but login and the password pages goes to the login. */
function areaLoader() {
  if (!readOrganizationState()) throw redirect(paths.board('login'));
  return null;
}

/**
 * The report pages (spec §2 /local_governments/report; "several report and alert sub-pages are also
 * routable", docs/decisions/029-board-web-routes.md): the monthly report at /report and one page per
 * other report under /report/{kind}.
 */
const reportRoutes: RouteObject[] = [
  { path: 'report', lazy: () => import('./report/report-page.tsx').then((m) => ({ Component: m.MonthlyReportPage })) },
  { path: 'report/want_to_talk', lazy: () => import('./report/report-page.tsx').then((m) => ({ Component: m.WantToTalkReportPage })) },
  { path: 'report/daily_active_users', lazy: () => import('./report/report-page.tsx').then((m) => ({ Component: m.DailyActiveUsersReportPage })) },
  {
    path: 'report/continuous_weak_condition',
    lazy: () => import('./report/report-page.tsx').then((m) => ({ Component: m.ContinuousWeakConditionReportPage })),
  },
  { path: 'report/response_times', lazy: () => import('./report/response-times-page.tsx').then((m) => ({ Component: m.ResponseTimesPage })) },
  { path: 'report/early_warning', lazy: () => import('./report/early-warning-page.tsx').then((m) => ({ Component: m.EarlyWarningPage })) },
  { path: 'report/bullying', lazy: () => import('./report/bullying-page.tsx').then((m) => ({ Component: m.BullyingReportPage })) },
];

/** The settings pages under /local_governments/settings (web-routes.tsv). */
const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: () => import('./settings/settings-index-page.tsx').then((m) => ({ Component: m.OrganizationSettingsIndexPage })) },
  { path: 'settings/alert', lazy: () => import('./settings/alert-page.tsx').then((m) => ({ Component: m.OrganizationAlertSettingsPage })) },
  { path: 'settings/IP', lazy: () => import('./settings/ip-page.tsx').then((m) => ({ Component: m.OrganizationIpSettingsPage })) },
  { path: 'settings/remind_email', lazy: () => import('./settings/remind-email-page.tsx').then((m) => ({ Component: m.RemindEmailSettingsPage })) },
  {
    path: 'settings/distress_words',
    lazy: () => import('./settings/distress-words-page.tsx').then((m) => ({ Component: m.DistressWordsSettingsPage })),
  },
  { path: 'settings/talk_lines', lazy: () => import('./settings/talk-lines-page.tsx').then((m) => ({ Component: m.TalkLinesSettingsPage })) },
  { path: 'settings/teacher', lazy: () => import('./settings/teacher-page.tsx').then((m) => ({ Component: m.OrganizationTeachersPage })) },
  { path: 'settings/teacher/import', lazy: () => import('./settings/teacher-import-page.tsx').then((m) => ({ Component: m.OrganizationTeacherImportPage })) },
  { path: 'settings/mfa', lazy: () => import('./settings/mfa-page.tsx').then((m) => ({ Component: m.OrganizationMfaSettingsPage })) },
];

/**
 * The board of education's pages under /local_governments/ (spec §2 "Local government",
 * web-routes.tsv): login and the password pages are public; everything else sits in the
 * organisation layout behind the stored organisation state.
 */
export const localGovernmentRoutes: RouteObject[] = [
  { path: 'login', loader: loginLoader, lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.OrganizationLoginPage })) },
  { path: 'password/forgot', lazy: () => import('./password/forgot-page.tsx').then((m) => ({ Component: m.OrganizationPasswordForgotPage })) },
  { path: 'password/reset', lazy: () => import('./password/token-page.tsx').then((m) => ({ Component: m.OrganizationPasswordResetPage })) },
  {
    path: 'password/registration',
    lazy: () => import('./password/token-page.tsx').then((m) => ({ Component: m.OrganizationPasswordRegistrationPage })),
  },
  // The help article the footer opens in a new tab (spec §2 "Layouts and footer"; decision 007). Public:
  // a tab opened with rel=noopener starts without this tab's sessionStorage session.
  { path: 'help', lazy: () => import('./help-page.tsx').then((m) => ({ Component: m.OrganizationHelpPage })) },
  {
    loader: areaLoader,
    lazy: () => import('../../layouts/organization-layout.tsx').then((m) => ({ Component: m.OrganizationLayout })),
    children: [
      { index: true, loader: () => redirect(paths.board('dashboard')) },
      { path: 'dashboard', lazy: () => import('./dashboard-page.tsx').then((m) => ({ Component: m.OrganizationDashboardPage })) },
      ...reportRoutes,
      { path: 'schools', lazy: () => import('./schools-page.tsx').then((m) => ({ Component: m.OrganizationSchoolsPage })) },
      ...settingsRoutes,
      { path: '*', loader: notFound },
    ],
  },
];
