import { describe, expect, it } from 'vitest';
import { isStepKey, stepDays, type StepKey } from './step-days.ts';

describe('stepDays (the 連続日数 stepper, spec §5: 1–20)', () => {
  it('three quick ↑ from 3 give 6, each press from the previous value', () => {
    let days = 3;
    for (let i = 0; i < 3; i++) days = stepDays(days, 'ArrowUp', 1, 20);
    expect(days).toBe(6);
  });

  it('stops at the bounds however many presses come', () => {
    let days = 18;
    for (let i = 0; i < 50; i++) days = stepDays(days, 'ArrowUp', 1, 20);
    expect(days).toBe(20);
    for (let i = 0; i < 50; i++) days = stepDays(days, 'ArrowDown', 1, 20);
    expect(days).toBe(1);
  });

  it('PageUp/PageDown step five days, Home/End jump to the bounds', () => {
    expect(stepDays(3, 'PageUp', 1, 20)).toBe(8);
    expect(stepDays(18, 'PageUp', 1, 20)).toBe(20);
    expect(stepDays(3, 'PageDown', 1, 20)).toBe(1);
    expect(stepDays(7, 'Home', 1, 20)).toBe(1);
    expect(stepDays(7, 'End', 1, 20)).toBe(20);
  });

  it('brings an out-of-range or non-integer value back in before stepping', () => {
    expect(stepDays(25, 'ArrowDown', 1, 20)).toBe(19);
    expect(stepDays(0, 'ArrowUp', 1, 20)).toBe(2);
    expect(stepDays(Number.NaN, 'ArrowUp', 1, 20)).toBe(2);
    expect(stepDays(4.4, 'ArrowUp', 1, 20)).toBe(5);
  });

  it('always answers an integer within the bounds (every key, every start)', () => {
    const keys: StepKey[] = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];
    for (let start = -3; start <= 25; start++) {
      for (const key of keys) {
        const next = stepDays(start, key, 1, 20);
        expect(Number.isInteger(next) && next >= 1 && next <= 20).toBe(true);
      }
    }
  });

  it('knows which keys it handles', () => {
    expect(isStepKey('ArrowUp')).toBe(true);
    expect(isStepKey('Tab')).toBe(false);
    expect(isStepKey('9')).toBe(false);
  });
});
