import autocannon, { type RawRequest, type Result } from 'autocannon';
import type { PupilCredentials } from './pupils.ts';

const FACES = ['best', 'good', 'bad', 'worst'] as const;

/** A check-in body that differs from pupil to pupil (no 'skip': that reads the school first). */
function bodyFor(i: number): string {
  return JSON.stringify({ mental: FACES[i % 4], physical: FACES[(i * 7 + 1) % 4] });
}

/** The measured result of a check-in run plus how many pupils autocannon actually used. */
export interface CheckinRun {
  result: Result;
  /** Requests built (one pupil each); equals pupils.length unless a connection timed out and retried. */
  built: number;
}

/**
 * POST /api/conditions exactly once per pupil: `amount` = pupils.length, and each request's
 * setupRequest takes the next pupil's token headers, so no two requests share a pupil.
 * autocannon calls setupRequest exactly once per request it writes (see its httpClient), so the
 * shared counter walks the list once.
 */
export async function runCheckins(url: string, pupils: PupilCredentials[], connections: number): Promise<CheckinRun> {
  let next = 0;
  const setupRequest = (request: RawRequest): RawRequest => {
    // Past the end only if autocannon re-sends after a timeout; reuse the last pupil (counted).
    const i = Math.min(next++, pupils.length - 1);
    const pupil = pupils[i]!;
    return {
      ...request,
      headers: {
        'content-type': 'application/json',
        'access-token': pupil.accessToken,
        client: pupil.client,
        uid: pupil.uid,
        schoolCode: pupil.schoolCode,
      },
      body: bodyFor(i),
    };
  };
  const result = await autocannon({
    url,
    connections: Math.min(connections, pupils.length),
    amount: pupils.length,
    timeout: 30,
    requests: [{ method: 'POST', path: '/api/conditions', setupRequest }],
  });
  return { result, built: next };
}

/** GET /api/health for `durationSeconds`: the same server's ceiling without auth or database. */
export function runHealth(url: string, connections: number, durationSeconds: number): Promise<Result> {
  return autocannon({ url: `${url}/api/health`, connections, duration: durationSeconds, timeout: 30 });
}
