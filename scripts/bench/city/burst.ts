import { randomUUID } from 'node:crypto';
import { bodyFor } from '../load.ts';
import type { StudentCredentials } from '../students.ts';

/**
 * The 8:00–8:30 morning replayed as a burst (issue 15 "The morning at city scale"): every student
 * checks in once within `windowSeconds`, the window being the half hour scaled down (one "minute"
 * is windowSeconds / 30); minute 5 (8:05) runs at `peakFactor` × the average rate; `talkShare` of
 * the students also press 話したい. Each client behaves like the web app's outbox: it keeps its
 * recordedAt and, for a talk request, its Idempotency-Key, and retries network errors, 5xx and 429
 * with backoff until it gets an answer — so nothing may be lost or stored twice however often it
 * retries. The pupils named in `signIns` first sign in at a shared tablet (QR card or typed
 * password; issue 27 item 3) and check in with the session it gives; every request of a school
 * comes from its own address, as from behind the school's router.
 */
export interface BurstOptions {
  url: string;
  students: StudentCredentials[];
  /** sos_settings id to press, per school code. */
  talkButtonOf: Map<string, number>;
  windowSeconds: number;
  peakFactor: number;
  talkShare: number;
  /** Most requests in flight at once (a city's tablets, each one request at a time). */
  maxInFlight: number;
  /**
   * The pupils who sign in this morning before checking in (a shared tablet), by student id: the
   * sign-in call (a QR card or the typed password, issue 27 item 3); the others use their stored
   * session (their own device).
   */
  signIns: Map<number, SignInCall>;
  /** The address a school's requests come from (X-Forwarded-For; nginx passes it on): one per school, as behind a school's router. */
  addressOf: (schoolCode: string) => string;
  /** Called at the given fraction of the window (0–1): the chaos of the run. */
  events: { at: number; name: string; run: () => Promise<void> }[];
  log: (message: string) => void;
}

/** One pupil's sign-in at the tablet: `POST path` with `body` (spec §7 student sign-in, or the QR card of decision 062). */
export interface SignInCall {
  kind: 'card' | 'typed';
  path: '/api/students/card_sign_in' | '/api/students/sign_in';
  body: Record<string, unknown>;
}

/** What the clients saw: per-attempt latencies, errors by kind, and who asked to talk. */
export interface BurstResult {
  checkins: number;
  /** Sign-ins that succeeded, by kind, and the latency of every answered sign-in attempt (ms). */
  signIns: { card: number; typed: number };
  signInMs: number[];
  talkRequests: number;
  talkStudentIds: number[];
  attempts: number;
  /** Latency of every answered attempt (ms), and of each student's whole check-in incl. retries. */
  attemptMs: number[];
  completedMs: number[];
  /** Errors the clients saw and retried (or gave up on): e.g. "502", "network", "500". */
  errors: Record<string, number>;
  /** Requests that never succeeded (must be 0) or got a 4xx other than 429 (must be 0). */
  failed: number;
  wallSeconds: number;
  /** The failure events as run; `error` when one did not complete (e.g. a process that never became ready again). */
  events: { name: string; atSeconds: number; tookSeconds: number; error?: string }[];
}

/** Arrival offsets (seconds) for `n` students: minute 5 at peakFactor × average, the rest even. */
export function arrivalSchedule(n: number, windowSeconds: number, peakFactor: number, random: () => number): number[] {
  const minute = windowSeconds / 30;
  const inPeak = Math.min(n, Math.round((n / 30) * peakFactor));
  const times: number[] = [];
  for (let i = 0; i < inPeak; i++) times.push(5 * minute + random() * minute);
  const rest = n - inPeak;
  for (let i = 0; i < rest; i++) {
    let t = random() * (windowSeconds - minute);
    if (t >= 5 * minute) t += minute;
    times.push(t);
  }
  return times.sort((a, b) => a - b);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends one request the outbox way: retried until a 2xx, or a 4xx that retrying cannot fix. */
async function sendUntilAnswered(
  url: string,
  init: RequestInit,
  result: BurstResult,
  deadline: number,
  latencies = result.attemptMs,
): Promise<{ ok: boolean; status: number; headers?: Headers }> {
  let delay = 250;
  for (;;) {
    const started = performance.now();
    result.attempts += 1;
    let status: number;
    let headers: Headers | undefined;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      status = res.status;
      headers = res.headers;
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
    } catch {
      status = 0;
    }
    if (status >= 200 && status < 300) return { ok: true, status, headers };
    const kind = (latencies === result.attemptMs ? '' : 'sign-in ') + (status === 0 ? 'network' : String(status));
    result.errors[kind] = (result.errors[kind] ?? 0) + 1;
    if (status >= 400 && status < 500 && status !== 429) return { ok: false, status };
    if (Date.now() + delay > deadline) return { ok: false, status };
    await sleep(delay * (0.5 + Math.random()));
    delay = Math.min(delay * 2, 4_000);
  }
}

/** Runs the burst; resolves when every client has its answer (or gave up at window + 180 s). */
export async function runBurst(opts: BurstOptions, random: () => number): Promise<BurstResult> {
  const result: BurstResult = {
    checkins: 0,
    signIns: { card: 0, typed: 0 },
    signInMs: [],
    talkRequests: 0,
    talkStudentIds: [],
    attempts: 0,
    attemptMs: [],
    completedMs: [],
    errors: {},
    failed: 0,
    wallSeconds: 0,
    events: [],
  };
  const schedule = arrivalSchedule(opts.students.length, opts.windowSeconds, opts.peakFactor, random);
  const order = opts.students.map((s) => s).sort(() => random() - 0.5);
  const talkers = new Set(order.slice(0, Math.round(order.length * opts.talkShare)).map((s) => s.studentId));
  const t0 = Date.now();
  const deadline = t0 + (opts.windowSeconds + 180) * 1000;
  let inFlight = 0;
  const running: Promise<void>[] = [];

  const client = async (student: StudentCredentials) => {
    const json = { 'content-type': 'application/json', 'x-forwarded-for': opts.addressOf(student.schoolCode) };
    const headers = { ...json, 'access-token': student.accessToken, client: student.client, uid: student.uid, schoolCode: student.schoolCode };
    const started = performance.now();
    const signIn = opts.signIns.get(student.studentId);
    if (signIn) {
      const answer = await sendUntilAnswered(
        `${opts.url}${signIn.path}`,
        { method: 'POST', headers: json, body: JSON.stringify(signIn.body) },
        result,
        deadline,
        result.signInMs,
      );
      if (!answer.ok) {
        result.failed += 1;
        return;
      }
      result.signIns[signIn.kind] += 1;
      headers['access-token'] = answer.headers!.get('access-token')!;
      headers.client = answer.headers!.get('client')!;
    }
    const recordedAt = new Date().toISOString();
    // The seed's mix of faces (load.ts): some are bad or worst and raise condition alerts.
    const body = JSON.stringify({ ...(JSON.parse(bodyFor(student.studentId)) as object), recordedAt });
    const checkin = await sendUntilAnswered(`${opts.url}/api/conditions`, { method: 'POST', headers, body }, result, deadline);
    if (checkin.ok) {
      result.checkins += 1;
      result.completedMs.push(performance.now() - started);
    } else result.failed += 1;
    if (!talkers.has(student.studentId)) return;
    const button = opts.talkButtonOf.get(student.schoolCode)!;
    const talk = await sendUntilAnswered(
      `${opts.url}/api/soss`,
      { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify({ sosSettingId: button, recordedAt }) },
      result,
      deadline,
    );
    if (talk.ok) {
      result.talkRequests += 1;
      result.talkStudentIds.push(student.studentId);
    } else result.failed += 1;
  };

  const pendingEvents = [...opts.events].sort((a, b) => a.at - b.at);
  const eventRuns: Promise<void>[] = [];
  let next = 0;
  while (next < order.length || pendingEvents.length) {
    const elapsed = (Date.now() - t0) / 1000;
    while (pendingEvents.length && pendingEvents[0]!.at * opts.windowSeconds <= elapsed) {
      const event = pendingEvents.shift()!;
      opts.log(`  ${elapsed.toFixed(1)} s: ${event.name}`);
      const began = Date.now();
      // A failed event (a process that never came back) is recorded, not thrown: the burst and the proof still run.
      eventRuns.push(
        event.run().then(
          () => void result.events.push({ name: event.name, atSeconds: elapsed, tookSeconds: (Date.now() - began) / 1000 }),
          (err: unknown) => void result.events.push({ name: event.name, atSeconds: elapsed, tookSeconds: (Date.now() - began) / 1000, error: String(err) }),
        ),
      );
    }
    while (next < order.length && schedule[next]! <= elapsed && inFlight < opts.maxInFlight) {
      const student = order[next]!;
      next += 1;
      inFlight += 1;
      running.push(client(student).finally(() => (inFlight -= 1)));
    }
    await sleep(5);
  }
  await Promise.all(running);
  await Promise.all(eventRuns);
  result.wallSeconds = (Date.now() - t0) / 1000;
  return result;
}

/** The p-th percentile (0–100) of `values` (ms), nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
