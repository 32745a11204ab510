import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { readSession } from '../../../lib/session.ts';
import { notFound } from '../../route-guards.ts';
import { teacherPasswordRoutes } from './password/password-routes.tsx';
import { studentRoutes } from './student-routes.tsx';
import { settingsRoutes } from './settings-routes.tsx';
import { bullyingAlertRoutes } from './bullying-alert-routes.tsx';
import { paths } from '../../../lib/paths.ts';

/** Spec §2: a signed-in teacher opening the teacher login or password pages goes to class_dashboard. */
function teacherLoginLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if ((session?.role === 'teacher' || session?.role === 'admin') && session.schoolCode === params.school_code) {
    throw redirect(paths.teacher(session.schoolCode, 'class_dashboard'));
  }
  return null;
}

/** Teacher pages need a teacher session of the school in the URL, else its teacher login. */
function teacherAreaLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if ((session?.role !== 'teacher' && session?.role !== 'admin') || session.schoolCode !== params.school_code) {
    throw redirect(paths.teacher(params.school_code, 'login'));
  }
  return null;
}

/** The school-wide and alert dashboards (spec §2 Teacher, issue 4), each a lazy chunk. */
const dashboardRoutes: RouteObject[] = [
  { path: 'all_dashboard', lazy: () => import('./all-dashboard-page.tsx').then((m) => ({ Component: m.AllDashboardPage })) },
  { path: 'mental_dashboard', lazy: () => import('./mental-dashboard-page.tsx').then((m) => ({ Component: m.MentalDashboardPage })) },
  { path: 'physical_dashboard', lazy: () => import('./physical-dashboard-page.tsx').then((m) => ({ Component: m.PhysicalDashboardPage })) },
  { path: 'sos_dashboard', lazy: () => import('./sos-dashboard-page.tsx').then((m) => ({ Component: m.SosDashboardPage })) },
  {
    path: 'parent_attendances_dashboard',
    lazy: () => import('./parent-attendances-dashboard-page.tsx').then((m) => ({ Component: m.ParentAttendancesDashboardPage })),
  },
];

/** The teacher's pages under /{school_code}/teacher/ (web-routes.tsv), each a lazy chunk. */
export const teacherRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: teacherLoginLoader,
    lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.TeacherLoginPage })),
  },
  { path: 'password', loader: teacherLoginLoader, children: teacherPasswordRoutes },
  // The help article the footer opens in a new tab (spec §2 "Layouts and footer"; decision 007). Public:
  // a tab opened with rel=noopener starts without this tab's sessionStorage session.
  { path: 'help', lazy: () => import('./help-page.tsx').then((m) => ({ Component: m.TeacherHelpPage })) },
  {
    loader: teacherAreaLoader,
    lazy: () => import('../../layouts/teacher-layout.tsx').then((m) => ({ Component: m.TeacherLayout })),
    children: [
      {
        path: 'class_dashboard',
        lazy: () => import('./class-dashboard-page.tsx').then((m) => ({ Component: m.ClassDashboardPage })),
      },
      ...dashboardRoutes,
      {
        path: 'questionnaire-deliveries',
        lazy: () => import('./questionnaire-deliveries-page.tsx').then((m) => ({ Component: m.QuestionnaireDeliveriesPage })),
      },
      {
        path: 'questionnaire-deliveries/add-question/:id',
        lazy: () => import('./questionnaire-add-question-page.tsx').then((m) => ({ Component: m.QuestionnaireAddQuestionPage })),
      },
      {
        path: 'questionnaire-deliveries/test/:questionnaireDeliveryId',
        lazy: () => import('./questionnaire-test-page.tsx').then((m) => ({ Component: m.QuestionnaireTestPage })),
      },
      ...bullyingAlertRoutes,
      ...studentRoutes,
      ...settingsRoutes,
    ],
  },
  { path: '*', loader: notFound },
];
