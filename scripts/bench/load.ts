import http from 'node:http';
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
 * How the requests of a burst reach the server: `kept`, each on a connection opened beforehand
 * (as the API sees pupils behind nginx's keepalive upstream, or a tablet whose connection is still
 * open from its last page), or `new`, each opening its own connection at the moment it is sent.
 */
export type BurstConnections = 'kept' | 'new';

/** A request on `agent`; resolves with its status and milliseconds from the call to the response's end. */
function send(url: string, agent: http.Agent, r: BurstRequest): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(new URL(r.path, url), { method: r.method, agent, headers: r.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

/**
 * Sends every request of `requests` at the same moment (many pupils pressing 送信 at once, e.g.
 * 300 completing a survey), each on a connection of its own (node:http, far lighter on the shared
 * 2 cores than fetch). With `kept` connections each is opened first with GET /api/health, 20 at a
 * time. `onSend` runs just before the burst goes out (a caller's CPU window starts there).
 * Returns every response time (ms, exact) and the count of each status code.
 */
export async function runBurst(
  url: string,
  requests: BurstRequest[],
  connections: BurstConnections = 'kept',
  onSend: () => void = () => undefined,
): Promise<{ latencies: number[]; status: Record<string, number> }> {
  const agents = requests.map(() => new http.Agent({ keepAlive: connections === 'kept', maxSockets: 1 }));
  try {
    if (connections === 'kept') {
      for (let i = 0; i < agents.length; i += 20) {
        await Promise.all(agents.slice(i, i + 20).map((agent) => send(url, agent, { method: 'GET', path: '/api/health', headers: {} })));
      }
    }
    onSend();
    const results = await Promise.all(requests.map((r, i) => send(url, agents[i]!, r).catch(() => ({ status: -1, ms: Number.NaN }))));
    const status: Record<string, number> = {};
    for (const r of results) status[r.status === -1 ? 'error' : r.status] = (status[r.status === -1 ? 'error' : r.status] ?? 0) + 1;
    return { latencies: results.filter((r) => r.status !== -1).map((r) => r.ms), status };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}
