import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { readSession } from '../../../lib/session.ts';
import { notFound } from '../../route-guards.ts';

/** Spec §2: a signed-in student opening login or password goes to my_condition. */
function studentPublicLoader({ params }: LoaderFunctionArgs) {
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
    loader: studentPublicLoader,
    lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.StudentLoginPage })),
  },
  {
    path: 'password',
    loader: studentPublicLoader,
    lazy: () => import('./password-page.tsx').then((m) => ({ Component: m.StudentPasswordPage })),
  },
  {
    // The student help page the header's help link opens (spec §2 "help link", layouts/footer).
    path: 'help',
    lazy: () => import('./help-page.tsx').then((m) => ({ Component: m.StudentHelpPage })),
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
      {
        // Spec §2: /questionnaire/{questionnaire_delivery_id}, the id optional.
        path: 'questionnaire/:questionnaire_delivery_id?',
        lazy: () => import('./questionnaire-page.tsx').then((m) => ({ Component: m.QuestionnairePage })),
      },
    ],
  },
  { path: '*', loader: notFound },
];
