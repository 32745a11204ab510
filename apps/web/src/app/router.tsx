import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { setApiNavigator } from '../lib/api-client.ts';
import { applyLocale, chooseLocale, ensureStaffMessages, forgetStoredLocale, requestedLocale } from '../lib/i18n.ts';
import { isValidSchoolCode } from '../lib/route-params.ts';
import { readSession } from '../lib/session.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { notFound } from './route-guards.ts';
import { localGovernmentRoutes } from './routes/local-government/local-government-routes.tsx';
import { parentRoutes } from './routes/parent/parent-routes.tsx';
import { studentRoutes } from './routes/student/student-routes.tsx';
import { teacherRoutes } from './routes/teacher/teacher-routes.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { paths } from '../lib/paths.ts';

/**
 * Root loader (spec §1, §5): the language comes from `?lang=` or the stored `locale`; an
 * unsupported one shows the 404 page (and a stored one is forgotten, so the next visit works).
 */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const { locale, valid, fromQuery } = requestedLocale(new URL(request.url));
  if (!valid) {
    if (!fromQuery) forgetStoredLocale();
    notFound();
  }
  if (fromQuery) await chooseLocale(locale);
  else await applyLocale(locale);
  return null;
}

/** `{school_code}` must look like a school code, else 404 (spec §2 "failed route validation"). */
function schoolLoader({ params }: LoaderFunctionArgs) {
  if (!isValidSchoolCode(params.school_code)) notFound();
  return null;
}

/**
 * Teacher, admin and parent pages: Japanese's staff messages load before the page renders (a
 * student's device never downloads them; docs/decisions/015).
 */
async function staffLoader() {
  await ensureStaffMessages();
  return null;
}

/** Spec §2: a signed-in teacher opening /admin/login goes to their class_dashboard. */
async function adminLoginLoader() {
  const session = readSession();
  if (session?.role === 'teacher' || session?.role === 'admin') {
    throw redirect(paths.teacher(session.schoolCode, 'class_dashboard'));
  }
  return staffLoader();
}

/**
 * The route tree; its URLs mirror docs/spec/web-routes.tsv. Every page is a lazy chunk, so a
 * student's device never downloads the teacher screens (and the reverse). Guards are plain loaders
 * here, so they run while a page's chunk downloads.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: LoadingScreen,
    loader: rootLoader,
    children: [
      { index: true, lazy: () => import('./routes/landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
      { path: 'maintenance', lazy: () => import('./routes/maintenance-page.tsx').then((m) => ({ Component: m.MaintenancePage })) },
      // Spec §2: /auth reads the token and state from the URL hash → /{state}/student/login?token=…
      { path: 'auth', lazy: () => import('./routes/auth-page.tsx').then((m) => ({ Component: m.AuthPage })) },
      {
        path: 'admin/login',
        loader: adminLoginLoader,
        lazy: () => import('./routes/admin/login-page.tsx').then((m) => ({ Component: m.AdminLoginPage })),
      },
      // Spec §2 "Local government": the board of education's pages (staff messages like the teacher's).
      { path: 'local_governments', loader: staffLoader, children: localGovernmentRoutes },
      // Spec §2: this one path always shows a 404 (a school code "guild" must not reach the page).
      { path: 'guild/teacher/settings/enabled_processed_sos', loader: notFound },
      {
        path: ':school_code',
        loader: schoolLoader,
        children: [
          { index: true, loader: notFound },
          { path: 'parent', loader: staffLoader, children: parentRoutes },
          { path: 'student', children: studentRoutes },
          { path: 'teacher', loader: staffLoader, children: teacherRoutes },
          { path: '*', loader: notFound },
        ],
      },
      { path: '*', loader: notFound },
    ],
  },
];

/** Creates the browser router and lets the API client use it for the 401 redirect (spec §8). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setApiNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}
