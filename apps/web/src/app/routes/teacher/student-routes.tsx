import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { notFound } from '../../route-guards.ts';

/** `{id}` must be a student id (digits), else 404 (spec §2 "failed route validation"). */
function studentIdLoader({ params }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,15}$/.test(params.id ?? '')) notFound();
  return null;
}

/**
 * The teacher's student pages and report (web-routes.tsv: student/{id}[/alert|/sos],
 * student-past/{id}[/alert|/memo|/sos], report), inside the teacher layout. A student's frame
 * (title, neighbours, attention, sections) is a layout route; each section is its own chunk.
 */
export const studentRoutes: RouteObject[] = [
  {
    path: 'student/:id',
    loader: studentIdLoader,
    lazy: () => import('./student-page.tsx').then((m) => ({ Component: m.StudentPageLayout })),
    children: [
      { index: true, lazy: () => import('./student-page.tsx').then((m) => ({ Component: m.StudentConditionsPage })) },
      { path: 'alert', lazy: () => import('./student-alert-page.tsx').then((m) => ({ Component: m.StudentAlertPage })) },
      { path: 'sos', lazy: () => import('./student-sos-page.tsx').then((m) => ({ Component: m.StudentSosPage })) },
    ],
  },
  {
    path: 'student-past/:id',
    loader: studentIdLoader,
    lazy: () => import('./student-past-page.tsx').then((m) => ({ Component: m.StudentPastLayout })),
    children: [
      { index: true, lazy: () => import('./student-past-page.tsx').then((m) => ({ Component: m.StudentPastConditionsPage })) },
      { path: 'alert', lazy: () => import('./student-past-alert-page.tsx').then((m) => ({ Component: m.StudentPastAlertPage })) },
      { path: 'memo', lazy: () => import('./student-past-memo-page.tsx').then((m) => ({ Component: m.StudentPastMemoPage })) },
      { path: 'sos', lazy: () => import('./student-past-sos-page.tsx').then((m) => ({ Component: m.StudentPastSosPage })) },
    ],
  },
  { path: 'report', lazy: () => import('./report-page.tsx').then((m) => ({ Component: m.ReportPage })) },
];
