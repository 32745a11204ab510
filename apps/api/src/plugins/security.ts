import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers (helmet) and the per-IP limiter (used by sign-in routes through
 * `config.rateLimit`). On plain-HTTP intranet hosts, HSTS and upgrade-insecure-requests would make
 * browsers fetch the app over https and show a blank page (stack notes), so they are on only
 * behind HTTPS.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const headers = securityHeaders({
    strictTransportSecurity: opts.https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: opts.https ? [] : null,
        // Swagger UI (/api/docs) uses inline scripts and styles.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.header(name, value);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });
});
