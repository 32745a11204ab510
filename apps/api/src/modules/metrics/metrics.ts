import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '@sukoyaka/db';

/**
 * The process's Prometheus metrics (issue 15 "Metrics and health"; README "Operating it"):
 * - `sukoyaka_http_request_duration_seconds{method,route,status_code}` — rate and latency per
 *   route (the route's pattern, never the URL, so no id or pupil data is a label);
 * - `sukoyaka_checkins_total` and `sukoyaka_talk_requests_total` — pupils' check-ins recorded and
 *   talk requests created (a replayed request with the same Idempotency-Key is not counted);
 * - `sukoyaka_job_queue_jobs{queue,state}` and `sukoyaka_job_queue_oldest_seconds{queue}` — pg-boss
 *   jobs waiting / active / failed and the age of the oldest waiting one, read at scrape time;
 * - `sukoyaka_db_pool_connections{state}` — the PostgreSQL pool's total / idle / waiting clients
 *   (on the embedded database its one connection: total 1, idle 0 or 1, and the requests waiting for it);
 * - Node's default process metrics (CPU, memory, event-loop lag) with the `sukoyaka_` prefix.
 * Nothing here carries a name, an id or an answer.
 */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  checkins: Counter;
  talkRequests: Counter;
}

/** The route patterns whose successful responses count as business events. */
const CHECKIN_ROUTE = 'POST /api/conditions';
const TALK_REQUEST_ROUTE = 'POST /api/soss';

/**
 * Creates the registry for one process. `handle` (optional) adds the queue and pool gauges,
 * which read the database when Prometheus scrapes (one small query on pg-boss's job table).
 */
export function createMetrics(handle?: DatabaseHandle): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sukoyaka_' });
  const requestDuration = new Histogram({
    name: 'sukoyaka_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status code (seconds)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const checkins = new Counter({ name: 'sukoyaka_checkins_total', help: "Pupils' check-ins recorded", registers: [registry] });
  const talkRequests = new Counter({ name: 'sukoyaka_talk_requests_total', help: 'Talk requests (話したい) created', registers: [registry] });
  if (handle) registerDatabaseGauges(registry, handle);
  return { registry, requestDuration, checkins, talkRequests };
}

/**
 * Records one finished request. `route` is the matched pattern (e.g. /api/teachers/students/:id),
 * or undefined for a 404 (labelled `unmatched`, so scanners cannot create label series).
 */
export function observeRequest(metrics: Metrics, method: string, route: string | undefined, statusCode: number, seconds: number): void {
  metrics.requestDuration.observe({ method, route: route ?? 'unmatched', status_code: String(statusCode) }, seconds);
  const key = `${method} ${route}`;
  if (key === CHECKIN_ROUTE && statusCode === 200) metrics.checkins.inc();
  if (key === TALK_REQUEST_ROUTE && statusCode === 201) metrics.talkRequests.inc();
}

function registerDatabaseGauges(registry: Registry, handle: DatabaseHandle): void {
  // One query feeds both queue gauges per scrape: the first gauge collected starts it.
  let pending: Promise<QueueRow[]> | null = null;
  const read = () => (pending ??= readQueue(handle).finally(() => setTimeout(() => (pending = null), 0)));
  new Gauge({
    name: 'sukoyaka_job_queue_jobs',
    help: 'pg-boss jobs by queue and state (created, retry, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await read()) this.set({ queue: row.name, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'sukoyaka_job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting to run, by queue (seconds)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await read()) if (row.state === 'created' || row.state === 'retry') this.set({ queue: row.name }, Math.max(0, row.oldestSeconds));
    },
  });
  new Gauge({
    name: 'sukoyaka_db_pool_connections',
    help: "Database connections (PostgreSQL pool, or the embedded database's one): total, idle, waiting",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (handle.gate) {
        this.set({ state: 'total' }, 1);
        this.set({ state: 'idle' }, handle.gate.busy ? 0 : 1);
        this.set({ state: 'waiting' }, handle.gate.waiting);
        return;
      }
      if (!handle.pool) return;
      this.set({ state: 'total' }, handle.pool.totalCount);
      this.set({ state: 'idle' }, handle.pool.idleCount);
      this.set({ state: 'waiting' }, handle.pool.waitingCount);
    },
  });
}

interface QueueRow {
  name: string;
  state: string;
  count: number;
  oldestSeconds: number;
}

async function readQueue(handle: DatabaseHandle): Promise<QueueRow[]> {
  try {
    const result = (await handle.db.execute(sql`
      SELECT name, state::text AS state, count(*)::int AS count,
             coalesce(extract(epoch FROM now() - min(created_on)), 0)::float AS "oldestSeconds"
      FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed')
      GROUP BY name, state`)) as unknown as { rows: QueueRow[] };
    return result.rows;
  } catch {
    return [];
  }
}
