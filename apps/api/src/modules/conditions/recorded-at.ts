import { OFFLINE_QUEUE_MAX_DAYS } from '@sukoyaka/contracts/conditions';
import { unprocessable } from '../../lib/http-errors.ts';

/**
 * The moment a student's action happened: the device's `recordedAt` (queued while offline), or now.
 * A time in the future (a device clock running fast) counts as now.
 * @throws 422 when it is more than OFFLINE_QUEUE_MAX_DAYS old.
 */
export function resolveRecordedAt(recordedAt: string | undefined, now: Date): Date {
  if (!recordedAt) return now;
  const at = new Date(recordedAt);
  if (at.getTime() > now.getTime()) return now;
  if (now.getTime() - at.getTime() > OFFLINE_QUEUE_MAX_DAYS * 86_400_000) {
    throw unprocessable(`${OFFLINE_QUEUE_MAX_DAYS}日以上前の記録は送れません。`);
  }
  return at;
}
