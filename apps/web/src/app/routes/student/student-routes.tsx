import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { readSession } from '../../../lib/session.ts';
import { notFound } from '../../route-guards.ts';

/** Spec §2: a signed-in student opening the login goes to my_condition. */
function studentLoginLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if (session?.role === 'student' && session.schoolCode === params.school_code) {
    throw redirect(`/${params.school_code}/student/my_condition`);
  }
  return null;
}

/** Spec §4: no token outside the login page → the student login of the school in the URL. */
function studentAreaLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if (session?.role !== 'student' || session.schoolCode !== params.school_code) {
    throw redirect(`/${params.school_code}/student/login`);
  }
  return null;
}

/** The pupil's pages under /{school_code}/student/ (web-routes.tsv), each a lazy chunk. */
export const studentRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: studentLoginLoader,
    lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.StudentLoginPage })),
  },
  {
    loader: studentAreaLoader,
    lazy: () => import('../../layouts/student-layout.tsx').then((m) => ({ Component: m.StudentLayout })),
    children: [
      {
        path: 'my_condition',
        lazy: () => import('./my-condition-page.tsx').then((m) => ({ Component: m.MyConditionPage })),
      },
      {
        path: 'todays_condition',
        lazy: () =>
          import('./todays-condition-page.tsx').then((m) => ({ Component: m.TodaysConditionPage })),
      },
    ],
  },
  { path: '*', loader: notFound },
];
