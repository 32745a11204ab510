import type { MonitoringSettings } from '@sukoyaka/contracts/monitoring';
import { apiRequest } from './api-client.ts';

/**
 * Front-end error and performance monitoring (spec §9 "Monitoring session sampling 10 percent,
 * replay 0"; issue 28 item 13; decision 065) with Sentry's kept SDK, reporting to the DSN the
 * operator set (MONITORING_DSN: Sentry or a compatible self-hosted server). Without one, the SDK is
 * never even downloaded and nothing is sent. What is sent is scrubbed: no request bodies (a pupil's
 * answers), no typed input, no clicked labels (names), no query strings, no user.
 */

/** A Sentry event or breadcrumb as far as the scrubbing reads it. */
interface Scrubbable {
  request?: { url?: string; data?: unknown; cookies?: unknown; headers?: unknown; query_string?: unknown };
  user?: unknown;
  transaction?: string;
  spans?: { description?: string; data?: Record<string, unknown> }[];
  breadcrumbs?: Breadcrumb[];
}
interface Breadcrumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/** Breadcrumbs that may carry what a person typed or a name on a button are dropped; URLs lose their query. */
export function scrubBreadcrumb<T extends Breadcrumb>(breadcrumb: T): T | null {
  const category = breadcrumb.category ?? '';
  if (category.startsWith('ui.') || category === 'console') return null;
  if (breadcrumb.data) {
    for (const key of ['url', 'from', 'to']) {
      const value = breadcrumb.data[key];
      if (typeof value === 'string') breadcrumb.data[key] = withoutQuery(value);
    }
  }
  return breadcrumb;
}

/** An error or a page-load trace without request bodies, cookies, headers, user or query strings. */
export function scrubEvent<T extends Scrubbable>(event: T): T {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    if (event.request.url) event.request.url = withoutQuery(event.request.url);
  }
  delete event.user;
  if (event.transaction) event.transaction = withoutQuery(event.transaction);
  for (const span of event.spans ?? []) {
    if (span.description) span.description = span.description.replace(/(\S+)[?#]\S*/, '$1');
    for (const key of ['url', 'http.url', 'http.query', 'url.full']) {
      const value = span.data?.[key];
      if (typeof value === 'string') span.data![key] = withoutQuery(value);
    }
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((b) => scrubBreadcrumb(b)).filter((b): b is Breadcrumb => b !== null);
  return event;
}

let reporter: ((error: unknown) => void) | null = null;

/**
 * Asks the server where to report (GET /api/monitoring_settings) and, when it names a DSN, loads
 * the SDK (its own chunk) and starts it: uncaught errors and rejections, a 10 % sample of page
 * loads, no replay. Never throws: monitoring that cannot start leaves the app as it is.
 */
export async function startMonitoring(): Promise<void> {
  try {
    const settings = await apiRequest<MonitoringSettings>('/api/monitoring_settings', { auth: false });
    if (!settings.dsn) return;
    const Sentry = await import('./monitoring-sdk.ts');
    Sentry.init({
      dsn: settings.dsn,
      environment: settings.environment ?? undefined,
      integrations: [Sentry.browserTracingIntegration()],
      tracesSampleRate: settings.tracesSampleRate,
      replaysSessionSampleRate: settings.replaysSessionSampleRate,
      replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
      // Nothing about the person: no user, cookies, headers, bodies or query strings (decision 065).
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      // No trace headers on our own API calls (they would change nothing there).
      tracePropagationTargets: [],
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
      beforeSend: (event) => scrubEvent(event),
      beforeSendTransaction: (event) => scrubEvent(event),
    });
    reporter = (error) => Sentry.captureException(error);
  } catch {
    // Offline at start, or the server without the setting: no monitoring this time.
  }
}

/** Reports an error the app caught itself (the route error screen) when monitoring runs; else nothing. */
export function reportError(error: unknown): void {
  reporter?.(error);
}
