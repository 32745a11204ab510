import type { RouteObject } from 'react-router';

/**
 * The teacher settings pages of issue 4 under /{school_code}/teacher/settings/ (web-routes.tsv),
 * inside the teacher layout; each page is its own chunk. Flat paths, so other settings pages can
 * sit beside them.
 */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings/alert', lazy: () => import('./settings/alert-page.tsx').then((m) => ({ Component: m.AlertSettingsPage })) },
  { path: 'settings/attendances', lazy: () => import('./settings/attendances-page.tsx').then((m) => ({ Component: m.AttendancesSettingsPage })) },
  { path: 'settings/condition_skip', lazy: () => import('./settings/condition-skip-page.tsx').then((m) => ({ Component: m.ConditionSkipSettingsPage })) },
  {
    path: 'settings/enabled_processed_sos',
    lazy: () => import('./settings/enabled-processed-sos-page.tsx').then((m) => ({ Component: m.ProcessedSosSettingsPage })),
  },
  { path: 'settings/link_stop_it', lazy: () => import('./settings/link-stop-it-page.tsx').then((m) => ({ Component: m.LinkStopItSettingsPage })) },
  { path: 'settings/healthcheck', lazy: () => import('./settings/healthcheck-page.tsx').then((m) => ({ Component: m.HealthcheckSettingsPage })) },
  { path: 'settings/ip', lazy: () => import('./settings/ip-page.tsx').then((m) => ({ Component: m.IpSettingsPage })) },
  // Our addition (decisions 007, 020): the school calendar, admin teachers.
  { path: 'settings/calendar', lazy: () => import('./settings/calendar-page.tsx').then((m) => ({ Component: m.CalendarSettingsPage })) },
  // Our addition (decisions 007, 019): any teacher's own two-step verification.
  { path: 'settings/mfa', lazy: () => import('./settings/mfa-page.tsx').then((m) => ({ Component: m.MfaSettingsPage })) },
  // Roster imports, year-end advancement and acceptance (issue 13 items 4, 5).
  { path: 'settings/student/import', lazy: () => import('./settings/student-import-page.tsx').then((m) => ({ Component: m.StudentImportPage })) },
  { path: 'settings/teacher/import', lazy: () => import('./settings/teacher-import-page.tsx').then((m) => ({ Component: m.TeacherImportPage })) },
  { path: 'settings/advancement', lazy: () => import('./settings/advancement-page.tsx').then((m) => ({ Component: m.AdvancementPage })) },
  { path: 'settings/acceptance', lazy: () => import('./settings/acceptance-page.tsx').then((m) => ({ Component: m.AcceptancePage })) },
  // School administration (issue 13): grades and classes, students, teachers, the talk buttons and sentences.
  { path: 'settings/grade_class', lazy: () => import('./settings/grade-class-page.tsx').then((m) => ({ Component: m.GradeClassSettingsPage })) },
  { path: 'settings/grade_class/edit', lazy: () => import('./settings/grade-class-edit-page.tsx').then((m) => ({ Component: m.GradeClassEditSettingsPage })) },
  { path: 'settings/student', lazy: () => import('./settings/student-page.tsx').then((m) => ({ Component: m.StudentSettingsPage })) },
  { path: 'settings/teacher', lazy: () => import('./settings/teacher-page.tsx').then((m) => ({ Component: m.TeacherSettingsPage })) },
  { path: 'settings/sos_setting', lazy: () => import('./settings/sos-setting-page.tsx').then((m) => ({ Component: m.SosSettingPage })) },
  {
    path: 'settings/sos_sentences',
    lazy: () => import('./settings/sentences-page.tsx').then((m) => ({ element: <m.SentencesSettingsPage kind="sos" /> })),
  },
  {
    path: 'settings/standby_sentences',
    lazy: () => import('./settings/sentences-page.tsx').then((m) => ({ element: <m.SentencesSettingsPage kind="standby" /> })),
  },
];
