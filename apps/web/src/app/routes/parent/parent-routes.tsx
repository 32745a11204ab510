import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { readSession } from '../../../lib/session.ts';
import { notFound } from '../../route-guards.ts';
import { paths } from '../../../lib/paths.ts';

/** Spec §2 Parent: "With a token on the login path, redirect to absent." */
function parentLoginLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if (session?.role === 'parent' && session.schoolCode === params.school_code) {
    throw redirect(paths.parent(params.school_code, 'absent'));
  }
  return null;
}

/** Spec §4: no parent token outside the login page → the parent login of the school in the URL. */
function parentAreaLoader({ params }: LoaderFunctionArgs) {
  const session = readSession();
  if (session?.role !== 'parent' || session.schoolCode !== params.school_code) {
    throw redirect(paths.parent(params.school_code, 'login'));
  }
  return null;
}

/**
 * /{school_code}/parent itself is not a page of web-routes.tsv, but it is what a parent types from
 * the school's notice: send them to the login (which sends a signed-in parent on to absent).
 */
function parentIndexLoader({ params }: LoaderFunctionArgs) {
  throw redirect(paths.parent(params.school_code, 'login'));
}

/** The parent's pages under /{school_code}/parent/ (web-routes.tsv), each a lazy chunk. */
export const parentRoutes: RouteObject[] = [
  { index: true, loader: parentIndexLoader },
  {
    path: 'login',
    loader: parentLoginLoader,
    lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.ParentLoginPage })),
  },
  // The help article the footer opens in a new tab (spec §2 "Layouts and footer"; decision 007). Public:
  // a tab opened with rel=noopener starts without this tab's sessionStorage session.
  { path: 'help', lazy: () => import('./help-page.tsx').then((m) => ({ Component: m.ParentHelpPage })) },
  {
    loader: parentAreaLoader,
    lazy: () => import('../../layouts/parent-layout.tsx').then((m) => ({ Component: m.ParentLayout })),
    children: [
      {
        path: 'absent',
        lazy: () => import('./absent-page.tsx').then((m) => ({ Component: m.ParentAbsentPage })),
      },
      {
        path: 'history',
        lazy: () => import('./history-page.tsx').then((m) => ({ Component: m.ParentHistoryPage })),
      },
    ],
  },
  { path: '*', loader: notFound },
];
