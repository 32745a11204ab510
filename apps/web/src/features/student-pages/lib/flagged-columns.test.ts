import { describe, expect, it } from 'vitest';
import type { StudentConditionRow } from '../api/students.ts';
import { flaggedColumnsFirst } from './flagged-columns.ts';

const row = (date: string, answers: [number, boolean][]): StudentConditionRow => ({
  date,
  mental: 'good',
  physical: 'good',
  mentalAlert: null,
  physicalAlert: null,
  sosCount: 0,
  talk: 'none',
  healthcheck: { isSkip: false, answers: answers.map(([id, alert]) => ({ healthcheckItemId: id, answer: '1', alert })) },
});

describe('flaggedColumnsFirst (issue 24 item 2: what raised the alert is visible without scrolling)', () => {
  const items = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));

  it('puts the items flagged on any shown day first, each group in the school order', () => {
    const { items: ordered, flagged } = flaggedColumnsFirst(items, [
      row('2026-11-27', [
        [1, false],
        [5, true],
      ]),
      row('2026-11-26', [
        [4, true],
        [5, false],
      ]),
    ]);
    expect(ordered.map((i) => i.id)).toEqual([4, 5, 1, 2, 3, 6]);
    expect([...flagged].sort()).toEqual([4, 5]);
  });

  it('keeps the school order when nothing is flagged or a day was skipped', () => {
    const skipped = { ...row('2026-11-25', []), healthcheck: { isSkip: true, answers: [] } };
    expect(flaggedColumnsFirst(items, [skipped, { ...row('2026-11-24', []), healthcheck: null }]).items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
