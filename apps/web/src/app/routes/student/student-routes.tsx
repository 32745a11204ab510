import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { schoolInfoQuery } from '../../../features/schools/hooks/use-school-info.ts';
import { studentMeQuery, studentSchoolSettingsQuery } from '../../../features/students/hooks/use-student.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { readSession } from '../../../lib/session.ts';
import { StudentLayout } from '../../layouts/student-layout.tsx';
import { notFound } from '../../route-guards.ts';
import { StudentLoginPage } from './login-page.tsx';
import { MyConditionPage } from './my-condition-page.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * Spec §2: a signed-in student opening login or password goes to my_condition. Otherwise the
 * school's grades and classes start loading with the page's code (not awaited: the page shows
 * its own loading and error states; decision 015).
 */
function studentPublicLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if (session?.role === 'student' && session.schoolCode === params.school_code) {
    throw redirect(paths.student(params.school_code, 'my_condition'));
  }
  void queryClient.prefetchQuery(schoolInfoQuery(params.school_code ?? ''));
  return null;
}

/**
 * Spec §4: no token outside the login page → the student login of the school in the URL.
 * Signed in, the data every student page shows first (header, school settings) starts loading
 * with the page's code, not after it (not awaited, so offline the pages work as before).
 */
function studentAreaLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if (session?.role !== 'student' || session.schoolCode !== params.school_code) {
    throw redirect(paths.student(params.school_code, 'login'));
  }
  void queryClient.prefetchQuery(schoolInfoQuery(params.school_code));
  void queryClient.prefetchQuery(studentMeQuery());
  void queryClient.prefetchQuery(studentSchoolSettingsQuery());
  return null;
}

/**
 * The student's pages under /{school_code}/student/ (web-routes.tsv). The morning path — login,
 * the layout and the check-in — is in the first download: as lazy chunks they cost a round trip
 * after the entry ran, and Lighthouse (mobile) measured the login at 85 lazy and 96 bundled
 * (decision 015). The other pages are lazy chunks.
 */
export const studentRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: studentPublicLoader,
    Component: StudentLoginPage,
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
    Component: StudentLayout,
    children: [
      {
        path: 'my_condition',
        Component: MyConditionPage,
      },
      {
        path: 'todays_condition',
        lazy: () => import('./todays-condition-page.tsx').then((m) => ({ Component: m.TodaysConditionPage })),
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
