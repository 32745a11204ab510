import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'autocannon';
import type { CpuSplit } from './cpu.ts';

/** The morning-peak target on this 2-core machine (PostgreSQL only): 260,000 students in 3 minutes. */
export const TARGET = { requestsPerSecond: 1500, p99Ms: 50 } as const;

/** A timed series of requests (latencies in ms, exact percentiles) and the statuses they got. */
export interface RequestTiming {
  name: string;
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  status: Record<string, number>;
}

/** One autocannon run, reduced to what the table and the JSON need. Latencies in ms. */
export interface RunSummary {
  db: 'postgres' | 'pglite';
  route: 'POST /api/conditions' | 'GET /api/health';
  connections: number;
  requests: number;
  /** Seconds from the start of the run to its last response. */
  durationSeconds: number;
  /** Completed requests ÷ durationSeconds (autocannon's per-second mean is skewed by a short run's partial last second). */
  requestsPerSecond: number;
  /** autocannon's own mean of its one-second samples, for comparison. */
  sampledMeanPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  cpu: CpuSplit;
  /** Whether TARGET is met; null where it does not apply (health, PGlite). */
  targetMet: boolean | null;
}

/** Reduces an autocannon result; `applyTarget` for the PostgreSQL check-in run. */
export function summarize(
  db: RunSummary['db'],
  route: RunSummary['route'],
  run: { result: Result; wallSeconds: number },
  cpu: CpuSplit,
  applyTarget: boolean,
): RunSummary {
  const { result, wallSeconds } = run;
  // requests.total counts responses; latency.totalCount would also count the synthetic samples
  // autocannon adds to correct for coordinated omission when a rate is set.
  const completed = result.requests.total;
  const rps = completed / wallSeconds;
  const l = result.latency;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    db,
    route,
    connections: result.connections,
    requests: completed,
    durationSeconds: round(wallSeconds),
    requestsPerSecond: Math.round(rps),
    sampledMeanPerSecond: Math.round(result.requests.mean),
    latencyMs: { mean: round(l.mean), p50: l.p50, p90: l.p90, p97_5: l.p97_5, p99: l.p99, max: l.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    cpu,
    // A run with failed requests meets nothing, however fast the errors came back.
    targetMet: applyTarget ? rps >= TARGET.requestsPerSecond && l.p99 <= TARGET.p99Ms && result.non2xx + result.errors + result.timeouts === 0 : null,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Prints the results as a fixed-width table (one row per run) followed by the CPU split. */
export function printTable(rows: RunSummary[]): void {
  const header = ['db', 'route', 'conns', 'requests', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'target'];
  const body = rows.map((r) => [
    r.db,
    r.route,
    String(r.connections),
    String(r.requests),
    String(r.requestsPerSecond),
    String(r.latencyMs.p50),
    String(r.latencyMs.p97_5),
    String(r.latencyMs.p99),
    String(r.latencyMs.max),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    r.targetMet === null ? '-' : r.targetMet ? 'MET' : 'MISSED',
  ]);
  printAligned([header, ...body]);
  console.log('\nCPU (cores busy on average; 1.00 = one core; "other procs" = the rest of the machine)');
  printAligned([
    ['db', 'route', 'autocannon', 'server', 'postgres', 'other procs', 'machine', 'of cores'],
    ...rows.map((r) => [
      r.db,
      r.route,
      ...[r.cpu.loadGenerator, r.cpu.server, r.cpu.postgres, r.cpu.other, r.cpu.machine].map((n) => n.toFixed(2)),
      String(r.cpu.cores),
    ]),
  ]);
  const disturbed = rows.filter((r) => r.cpu.other > DISTURBED_OTHER_CORES);
  for (const r of disturbed) {
    console.log(
      `WARNING ${r.db} ${r.route}: other processes used ${r.cpu.other.toFixed(2)} cores during the run; its numbers are low. Rerun on a quiet machine.`,
    );
  }
}

/** Runs during which other processes used more than this many cores are flagged as disturbed. */
export const DISTURBED_OTHER_CORES = 0.2;

function printAligned(table: string[][]): void {
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** Writes `data` as pretty JSON to `<dir>/<name>-<timestamp>.json`; returns the path. */
export function writeJsonReport(dir: string, name: string, data: unknown): string {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
