import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorEnvelope } from '@sukoyaka/contracts/errors';
import type { Database } from '@sukoyaka/db/client';
import type { Actor } from '../lib/actor.ts';
import { messages } from '../lib/http-errors.ts';
import type { MailOutbox } from '../modules/mail/mail.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where services put mail for the queue worker. */
    mail: MailOutbox;
    /** Whether `SELECT 1` answers within the given ms through the connections requests use (DatabaseHandle.ping). */
    ping: (timeoutMs: number) => Promise<boolean>;
    /** True once the process shuts down (startDraining): new requests are refused with 503, /api/ready is 503. */
    draining: boolean;
  }
}

/** What every route reaches through `app`: the database, its readiness probe and the mail outbox. */
export interface AppContext {
  db: Database;
  mail: MailOutbox;
  ping: (timeoutMs: number) => Promise<boolean>;
}

/** Seconds a client is asked to wait before retrying a refused request (Retry-After). */
const RETRY_AFTER_SECONDS = '5';

export const contextPlugin = fp(async (app: FastifyInstance, opts: AppContext) => {
  app.decorate('db', opts.db);
  app.decorate('mail', opts.mail);
  app.decorate('ping', opts.ping);
  app.decorate('draining', false);
  app.decorateRequest<Actor | null>('actor' as string, null);
  // While the process stops (issue 22 item 4), a request arriving on a kept-alive connection is
  // refused before it starts anything: 503, Retry-After and the Japanese envelope, which the web
  // app's outbox retries against another process (or this one restarted).
  app.addHook('onRequest', async (request, reply) => {
    if (!app.draining || request.url === '/api/health') return;
    return reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .header('connection', 'close')
      .send({ errors: [messages.unavailable] } satisfies ErrorEnvelope);
  });
});

/** Starts refusing new requests (503) and answering not ready, before the server closes. */
export function startDraining(app: FastifyInstance): void {
  app.draining = true;
}
