import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { readSession } from '../../../lib/session.ts';
import { notFound } from '../../route-guards.ts';

/** Spec §2: a signed-in teacher opening the teacher login goes to class_dashboard. */
function teacherLoginLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if ((session?.role === 'teacher' || session?.role === 'admin') && session.schoolCode === params.school_code) {
    throw redirect(`/${session.schoolCode}/teacher/class_dashboard`);
  }
  return null;
}

/** Teacher pages need a teacher session of the school in the URL, else its teacher login. */
function teacherAreaLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if ((session?.role !== 'teacher' && session?.role !== 'admin') || session.schoolCode !== params.school_code) {
    throw redirect(`/${params.school_code}/teacher/login`);
  }
  return null;
}

/** The teacher's pages under /{school_code}/teacher/ (web-routes.tsv), each a lazy chunk. */
export const teacherRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: teacherLoginLoader,
    lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.TeacherLoginPage })),
  },
  {
    loader: teacherAreaLoader,
    lazy: () => import('../../layouts/teacher-layout.tsx').then((m) => ({ Component: m.TeacherLayout })),
    children: [
      {
        path: 'class_dashboard',
        lazy: () =>
          import('./class-dashboard-page.tsx').then((m) => ({ Component: m.ClassDashboardPage })),
      },
    ],
  },
  { path: '*', loader: notFound },
];
