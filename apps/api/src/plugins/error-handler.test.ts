import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@sukoyaka/db/client';
import { freePort } from '../../../../scripts/test/postgres.ts';
import { errorHandlerPlugin, isDatabaseUnavailable } from './error-handler.ts';

/**
 * The error envelope when PostgreSQL is away (issue 15: a restart in the morning peak): a query on
 * a pool whose server does not answer is a 503 with Retry-After and a Japanese message, so the
 * pupil's outbox and nginx see a passing outage; any other failure stays a 500.
 */
let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  // Nothing listens on this port: the state of a PostgreSQL being restarted.
  handle = await openDatabase({ kind: 'postgres', url: `postgres://sukoyaka@127.0.0.1:${await freePort()}/sukoyaka`, poolSize: 1 });
  app = Fastify();
  await app.register(errorHandlerPlugin, { spa: false });
  app.get('/api/test_query', async () => {
    await handle.db.execute(sql`SELECT 1 AS one`);
    return { ok: true };
  });
  app.get('/api/test_bug', async () => {
    throw new TypeError('a bug');
  });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('the database is unavailable', () => {
  it('answers 503 with Retry-After and a Japanese message in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test_query' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ errors: ['ただいま混み合っています。しばらくしてから、もう一度お試しください。'] });
  });

  it('keeps a bug a 500 with the generic message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test_bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: ['エラーが発生しました。もう一度お試しください。'] });
  });

  it('recognises the driver errors of a restart, wrapped or not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '22P02' }) }))).toBe(false);
  });
});
