import { describe, expect, it } from 'vitest';
import { SOS_POLL_MS } from './use-sos-watcher.ts';

describe('the open dashboard’s watch for new talk requests', () => {
  it('asks at least every 4 s, so a press shows within 5 s on a server answering within 1 s', () => {
    // The journey (e2e/teacher/dashboards.spec.ts) proves it arrives without a reload; the budget is this interval's.
    expect(SOS_POLL_MS).toBeLessThanOrEqual(4_000);
    expect(SOS_POLL_MS).toBeGreaterThanOrEqual(1_000); // not a request a second per open teacher page
  });
});
