import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@sukoyaka/db/client';
import type { AuthContext } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Decorates the app with the database every route reaches through `this.db` / `app.db`. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.decorate('db', opts.db);
  app.decorateRequest('auth', null as unknown as AuthContext);
});
