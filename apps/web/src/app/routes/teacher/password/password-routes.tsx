import type { RouteObject } from 'react-router';

/**
 * The public teacher password pages under /{school_code}/teacher/password/ (web-routes.tsv).
 * teacher-routes.tsx mounts them outside the teacher layout, behind the login page's guard (a
 * signed-in teacher goes to class_dashboard, spec §2).
 */
export const teacherPasswordRoutes: RouteObject[] = [
  { path: 'forget', lazy: () => import('./forget-page.tsx').then((m) => ({ Component: m.TeacherPasswordForgetPage })) },
  { path: 'reset', lazy: () => import('./token-password-page.tsx').then((m) => ({ Component: m.TeacherPasswordResetPage })) },
  { path: 'registration', lazy: () => import('./token-password-page.tsx').then((m) => ({ Component: m.TeacherPasswordRegistrationPage })) },
];
