import { describe, expect, it } from 'vitest';
import { needsCheckState } from './needs-check.ts';

describe('needsCheckState (spec §4: a day is processed only if all its alerts are)', () => {
  it('is none without alerts', () => {
    expect(needsCheckState([])).toBe('none');
    expect(needsCheckState([null, undefined])).toBe('none');
  });

  it('is processed only when every alert is resolved', () => {
    expect(needsCheckState([{ id: 1, processed: true }, null])).toBe('processed');
    expect(
      needsCheckState([
        { id: 1, processed: true },
        { id: 2, processed: true },
      ]),
    ).toBe('processed');
    expect(
      needsCheckState([
        { id: 1, processed: true },
        { id: 2, processed: false },
      ]),
    ).toBe('unprocessed');
    expect(needsCheckState([{ id: 2, processed: false }])).toBe('unprocessed');
  });
});
