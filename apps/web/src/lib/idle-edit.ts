/**
 * The edit session of spec §4 and §9: after 3 hours without any input an edit (a memo being
 * written, a settings form with unsaved changes) is cancelled; from 2.5 hours a warning shows the
 * minutes left. The state is checked once a minute.
 */
export const IDLE_WARNING_MS = 2.5 * 60 * 60 * 1000;
export const IDLE_TIMEOUT_MS = 3 * 60 * 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 60 * 1000;

export type IdleEditState = { kind: 'active' } | { kind: 'warning'; minutesLeft: number } | { kind: 'expired' };

/**
 * Where an edit stands after `idleMs` milliseconds without input: active below 2.5 h; a warning
 * with the whole minutes left (rounded up, so "1分後" shows until the very end) from 2.5 h; expired
 * at 3 h. Negative or non-finite times (a clock set back) count as active.
 */
export function idleEditState(idleMs: number): IdleEditState {
  if (!Number.isFinite(idleMs) || idleMs < IDLE_WARNING_MS) return { kind: 'active' };
  if (idleMs >= IDLE_TIMEOUT_MS) return { kind: 'expired' };
  return { kind: 'warning', minutesLeft: Math.max(1, Math.ceil((IDLE_TIMEOUT_MS - idleMs) / 60_000)) };
}
