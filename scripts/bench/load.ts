import autocannon, { type Options, type RawRequest, type Result } from 'autocannon';
import type { StudentCredentials } from './students.ts';

/**
 * A check-in body that differs from student to student, in the seed's mix (seed/history.ts): about
 * 55 % best, 30 % good, 11 % bad, 4 % worst, mental and physical drawn independently. The mix
 * matters: a bad or worst value on a school day makes the route evaluate condition alerts
 * (extra queries). No 'skip': that reads the school first and is rare.
 */
export function bodyFor(i: number): string {
  const face = (h: number) => (h < 55 ? 'best' : h < 85 ? 'good' : h < 96 ? 'bad' : 'worst');
  // Knuth's multiplicative hash, two multipliers: deterministic, independent-looking draws.
  const mental = face((Math.imul(i + 1, 2654435761) >>> 0) % 100);
  const physical = face((Math.imul(i + 1, 2246822519) >>> 0) % 100);
  return JSON.stringify({ mental, physical });
}

/** The measured result of a check-in run plus how many students autocannon actually used. */
export interface CheckinRun {
  result: Result;
  /** Seconds from starting the run to its last response. */
  wallSeconds: number;
  /** Requests built (one student each); equals students.length unless a connection timed out and retried. */
  built: number;
}

/**
 * Runs autocannon and times it to the last response. autocannon's own `duration` only ends at
 * its next one-second sampling tick, which on a 3-second amount-based run understates the rate
 * by up to a third.
 */
async function timed(options: Options): Promise<{ result: Result; wallSeconds: number }> {
  const started = performance.now();
  let last = started;
  const instance = autocannon(options);
  instance.on('response', () => {
    last = performance.now();
  });
  const result = await instance;
  return { result, wallSeconds: (last - started) / 1000 };
}

/**
 * POST /api/conditions exactly once per student: `amount` = students.length, and each request's
 * setupRequest takes the next student's token headers, so no two requests share a student.
 * autocannon calls setupRequest exactly once per request it writes (see its httpClient), so the
 * shared counter walks the list once. Closed loop: each connection sends its next request when
 * the last is answered, so once the server is saturated latency ≈ connections ÷ throughput.
 * (autocannon's `overallRate` is no open-loop alternative: it lets each connection send its
 * per-second share back to back, then idle, and pads latencies with synthetic samples.)
 */
export async function runCheckins(url: string, students: StudentCredentials[], connections: number): Promise<CheckinRun> {
  let next = 0;
  const setupRequest = (request: RawRequest): RawRequest => {
    // Past the end only if autocannon re-sends after a timeout; reuse the last student (counted).
    const i = Math.min(next++, students.length - 1);
    const student = students[i]!;
    return {
      ...request,
      headers: {
        'content-type': 'application/json',
        'access-token': student.accessToken,
        client: student.client,
        uid: student.uid,
        schoolCode: student.schoolCode,
      },
      body: bodyFor(i),
    };
  };
  const { result, wallSeconds } = await timed({
    url,
    connections: Math.min(connections, students.length),
    amount: students.length,
    timeout: 30,
    requests: [{ method: 'POST', path: '/api/conditions', setupRequest }],
  });
  return { result, wallSeconds, built: next };
}

/** GET /api/health for `durationSeconds`: the same server's ceiling without auth or database. */
export function runHealth(url: string, connections: number, durationSeconds: number): Promise<{ result: Result; wallSeconds: number }> {
  return timed({ url: `${url}/api/health`, connections, duration: durationSeconds, timeout: 30 });
}

/** One request of a burst: its path, headers and body. */
export interface BurstRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends every request of `requests` at the same moment, each on its own new connection (many
 * pupils pressing 送信 at once, e.g. 300 completing a survey), with autocannon: `connections` =
 * `amount` = requests.length, so each connection writes exactly one request. autocannon's HTTP
 * client costs the shared 2 cores far less than fetch, so the burst measures the server more and
 * the load generator less. Returns every response time (ms, exact, in completion order) and the
 * count of each status code.
 */
export async function runBurst(url: string, requests: BurstRequest[]): Promise<{ latencies: number[]; status: Record<string, number> }> {
  let next = 0;
  const latencies: number[] = [];
  const status: Record<string, number> = {};
  const setupRequest = (request: RawRequest): RawRequest => {
    const r = requests[Math.min(next++, requests.length - 1)]!;
    return { ...request, method: r.method, path: r.path, headers: r.headers, body: r.body };
  };
  const instance = autocannon({
    url,
    connections: requests.length,
    amount: requests.length,
    timeout: 30,
    requests: [{ setupRequest }],
  });
  // Done at the last response (autocannon itself ends at its next one-second tick, which would
  // stretch the caller's CPU window).
  const answered = new Promise<void>((resolve) => {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      status[statusCode] = (status[statusCode] ?? 0) + 1;
      if (latencies.length === requests.length) resolve();
    });
  });
  const finished = Promise.resolve(instance).then((result) => {
    if (result.errors || result.timeouts) status.error = result.errors + result.timeouts;
  });
  await Promise.race([answered, finished]);
  void finished.then(() => undefined);
  return { latencies, status };
}
