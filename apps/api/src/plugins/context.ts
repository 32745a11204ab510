import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@sukoyaka/db/client';
import type { Actor } from '../lib/actor.ts';
import type { MailOutbox } from '../modules/mail/mail.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where services put mail for the queue worker. */
    mail: MailOutbox;
  }
}

/** What every route reaches through `app`: the database and the mail outbox. */
export interface AppContext {
  db: Database;
  mail: MailOutbox;
}

export const contextPlugin = fp(async (app: FastifyInstance, opts: AppContext) => {
  app.decorate('db', opts.db);
  app.decorate('mail', opts.mail);
  app.decorateRequest<Actor | null>('actor' as string, null);
});
