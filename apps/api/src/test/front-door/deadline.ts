import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test-app.ts';

/** A request that does not answer within this fails the front-door suites (issue 22). */
export const REQUEST_DEADLINE_MS = 5_000;

/** Thrown when a call did not answer in time: the server hangs (a second handle inside a transaction). */
export class DeadlineExceeded extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms} ms (the server hangs)`);
    this.name = 'DeadlineExceeded';
  }
}

/** `work`, or DeadlineExceeded after `ms`. The late outcome of `work` is ignored. */
export async function withinDeadline<T>(what: string, work: Promise<T>, ms = REQUEST_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new DeadlineExceeded(what, ms)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** app.inject with the deadline. */
export function injectWithin(t: TestApp, options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
  return withinDeadline(`${options.method} ${options.url}`, t.app.inject(options));
}

/**
 * Proves the server still answers after a call: a read that needs the database (GET /api/ready,
 * which queries it through the connections requests use) answers 200 within the deadline.
 * @throws DeadlineExceeded or an Error naming what answered instead.
 */
export async function assertServerAnswers(t: TestApp, after: string): Promise<void> {
  const res = await withinDeadline(`GET /api/ready after ${after}`, t.app.inject({ method: 'GET', url: '/api/ready' }));
  if (res.statusCode !== 200) throw new Error(`after ${after} the database does not answer: ${res.statusCode} ${res.body}`);
}
