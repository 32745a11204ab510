import type { PGlite } from '@electric-sql/pglite';

/**
 * Thrown when a statement waited longer than the configured time for the database connection
 * (issue 22 item 3): the API answers 503 with Retry-After and the Japanese envelope, and the
 * client's outbox retries. Nothing of the waiting statement ran.
 */
export class ConnectionWaitTimeoutError extends Error {
  readonly code = 'SUKOYAKA_CONNECTION_WAIT';
  constructor(waitedMs: number) {
    super(`waited ${waitedMs} ms for a database connection`);
    this.name = 'ConnectionWaitTimeoutError';
  }
}

/**
 * The embedded database's one connection as a first-in-first-out gate with a deadline: a caller
 * that cannot have the connection within `timeoutMs` leaves the queue with
 * {@link ConnectionWaitTimeoutError} before anything of its statement ran.
 */
export class ConnectionGate {
  #busy = false;
  readonly #waiters: { grant: () => void }[] = [];

  /** Waits for the connection (at most `timeoutMs` ms); resolves with the function that gives it back. */
  acquire(timeoutMs: number): Promise<() => void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve(this.#releaser());
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(new ConnectionWaitTimeoutError(timeoutMs));
      }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  /** How many callers wait for the connection now (metrics). */
  get waiting(): number {
    return this.#waiters.length;
  }

  /** Whether a caller holds the connection now (metrics). */
  get busy(): boolean {
    return this.#busy;
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next.grant();
      else this.#busy = false;
    };
  }
}

/** The PGlite calls that start work on the connection: each waits at the gate (a transaction for its whole length). */
const GATED = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql', 'describeQuery']);

/**
 * `pglite` behind `gate`: every statement or transaction started on it (by drizzle, pg-boss or
 * the migrations) first waits for the one connection, at most `timeoutMs()` ms. Statements inside
 * a transaction run on PGlite's transaction object and do not wait again. A statement sent through
 * this outer handle from inside a transaction (the defect of issue 22) therefore fails after the
 * deadline, rolling the transaction back, instead of waiting forever with every school behind it.
 */
export function gatedPglite(pglite: PGlite, gate: ConnectionGate, timeoutMs: () => number): PGlite {
  return new Proxy(pglite, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (!GATED.has(prop)) return (value as (...a: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        const release = await gate.acquire(timeoutMs());
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          release();
        }
      };
    },
  });
}
