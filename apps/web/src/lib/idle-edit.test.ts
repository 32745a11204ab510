import { describe, expect, it } from 'vitest';
import { IDLE_CHECK_INTERVAL_MS, IDLE_TIMEOUT_MS, IDLE_WARNING_MS, idleEditState } from './idle-edit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('idleEditState (spec §4 edit session, §9 idle timeout 3 h, warning 2.5 h, checked each minute)', () => {
  it('uses the spec constants', () => {
    expect(IDLE_WARNING_MS).toBe(2.5 * HOUR);
    expect(IDLE_TIMEOUT_MS).toBe(3 * HOUR);
    expect(IDLE_CHECK_INTERVAL_MS).toBe(MINUTE);
  });

  it('is active until 2.5 hours without input', () => {
    expect(idleEditState(0)).toEqual({ kind: 'active' });
    expect(idleEditState(2 * HOUR)).toEqual({ kind: 'active' });
    expect(idleEditState(2.5 * HOUR - 1)).toEqual({ kind: 'active' });
  });

  it('warns from 2.5 hours with the minutes left, rounded up', () => {
    expect(idleEditState(2.5 * HOUR)).toEqual({ kind: 'warning', minutesLeft: 30 });
    expect(idleEditState(2.5 * HOUR + 1)).toEqual({ kind: 'warning', minutesLeft: 30 });
    expect(idleEditState(2.5 * HOUR + MINUTE)).toEqual({ kind: 'warning', minutesLeft: 29 });
    expect(idleEditState(3 * HOUR - MINUTE)).toEqual({ kind: 'warning', minutesLeft: 1 });
    expect(idleEditState(3 * HOUR - 1)).toEqual({ kind: 'warning', minutesLeft: 1 });
  });

  it('expires the edit at 3 hours and later', () => {
    expect(idleEditState(3 * HOUR)).toEqual({ kind: 'expired' });
    expect(idleEditState(10 * HOUR)).toEqual({ kind: 'expired' });
  });

  it('counts one check per minute: the warning is seen at most one minute late', () => {
    // Checks at whole minutes after the last input: the first warning check is exactly at 150 min.
    const states = Array.from({ length: 182 }, (_, i) => idleEditState(i * IDLE_CHECK_INTERVAL_MS).kind);
    expect(states.indexOf('warning')).toBe(150);
    expect(states.indexOf('expired')).toBe(180);
  });

  it('treats a clock set back or a broken time as active', () => {
    expect(idleEditState(-5 * MINUTE)).toEqual({ kind: 'active' });
    expect(idleEditState(Number.NaN)).toEqual({ kind: 'active' });
  });
});
