import type { RouteObject } from 'react-router';

/** The bullying alert pages (spec §2, web-routes.tsv; issue 12), each a lazy chunk, all behind password re-entry. */
export const bullyingAlertRoutes: RouteObject[] = [
  { path: 'bullying-alert/for_all', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingAlertForAllPage })) },
  { path: 'bullying-alert/for_class', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingAlertForClassPage })) },
  // A custom delivery's follow-up (decision 076): alerted pupils and もう こたえない, same re-entry.
  { path: 'bullying-alert/follow_up', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingAlertFollowUpPage })) },
  { path: 'bullying-alert/:id', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingAlertAnswerPage })) },
  { path: 'bullying-alert-past/:id', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingAlertPastPage })) },
  { path: 'bullying-alert-past-detail/:id', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingAlertPastDetailPage })) },
  // Bullying cases (issue 26, decision 060), behind the same password re-entry.
  { path: 'bullying-cases', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingCasesPage })) },
  { path: 'bullying-cases/:id', lazy: () => import('./bullying-alert-pages.tsx').then((m) => ({ Component: m.BullyingCasePage })) },
];
