import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../lib/http-errors.ts';

/**
 * The security headers helmet chooses for our options, computed once at start-up. Our options
 * never depend on the request, and @fastify/helmet re-derived the whole set (CSP parsing
 * included) on every request: a measurable share of the 8:05 check-in peak.
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | string[]) => headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return [...headers.entries()];
}

/** Swagger UI's own files (/api/docs/static/*) are the only /api answers a browser may cache. */
const CACHEABLE_API = /^\/api\/docs\/static\//;

/**
 * Whether an answer must not be stored by the browser or a proxy (issue 9 part 7): everything under
 * /api (personal data, tokens in headers, Excel exports) but Swagger UI's static files, and
 * anything asked with a token or on a route that declares a role. The built web app's assets keep
 * the cache headers spa.ts gives them.
 */
export function isUncacheable(request: FastifyRequest): boolean {
  const url = request.url;
  if (url.startsWith('/api/') && !CACHEABLE_API.test(url)) return true;
  return request.headers['access-token'] !== undefined || request.routeOptions.config?.role !== undefined;
}

/**
 * Security headers (helmet), `Cache-Control: no-store` on API answers and the per-IP limiter (used
 * by sign-in routes through `config.rateLimit`). The CSP allows no inline script: neither the web
 * app (its boot screen is HTML and CSS only) nor Swagger UI (/api/docs loads its initializer from
 * a file) needs one; inline styles stay allowed for Mantine and the boot screen. On plain-HTTP
 * intranet hosts, HSTS and upgrade-insecure-requests would make browsers fetch the app over https
 * and show a blank page (stack notes), so they are on only behind HTTPS. `reportTo` (a monitoring
 * DSN) adds its origin to connect-src, so the pages can report errors there and nowhere else.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean; reportTo?: string | null }) => {
  // The monitoring server's origin (MONITORING_DSN, decision 065) is the one place besides ours the pages may send to.
  const reportOrigin = opts.reportTo ? new URL(opts.reportTo).origin : null;
  const headers = securityHeaders({
    strictTransportSecurity: opts.https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: opts.https ? [] : null,
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: reportOrigin ? ["'self'", reportOrigin] : ["'self'"],
      },
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.header(name, value);
  });
  // onSend: after the handler, so a route (an export) or an error cannot leave a cacheable answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isUncacheable(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });
});
