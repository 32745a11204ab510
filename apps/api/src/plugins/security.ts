import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../lib/http-errors.ts';

/**
 * Security headers and the per-IP limiter (used by sign-in routes through `config.rateLimit`).
 * On plain-HTTP intranet hosts, HSTS and upgrade-insecure-requests would make browsers fetch the
 * app over https and show a blank page (stack notes), so they are on only behind HTTPS.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  await app.register(helmet, {
    hsts: opts.https,
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });
});
