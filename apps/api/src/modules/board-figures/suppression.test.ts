import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateOf, suppressTree, type CountNode } from './suppression.service.ts';

/** A random organisation → school → class tree whose parents are the sums of their children. */
const treeArb = fc
  .array(fc.array(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 40 })), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 })
  .map((schools) => {
    const nodes: CountNode[] = [];
    let total = 0;
    schools.forEach((klasses, s) => {
      const sum = klasses.reduce((a, b) => a + b, 0);
      total += sum;
      nodes.push({ key: `s${s}`, parentKey: 'org', value: sum });
      klasses.forEach((v, k) => nodes.push({ key: `s${s}k${k}`, parentKey: `s${s}`, value: v }));
    });
    nodes.push({ key: 'org', parentKey: null, value: total });
    return nodes;
  });

/** Every parent with its children (the lines a reader can subtract along). */
function lines(nodes: CountNode[]): { parent: CountNode; kids: CountNode[] }[] {
  return nodes.filter((p) => nodes.some((n) => n.parentKey === p.key)).map((parent) => ({ parent, kids: nodes.filter((n) => n.parentKey === parent.key) }));
}

describe('suppressTree (decision 026)', () => {
  it('hides a small count as "<5" and one more cell so the total does not give it away', () => {
    const nodes: CountNode[] = [
      { key: 'org', parentKey: null, value: 33 },
      { key: 'a', parentKey: 'org', value: 3 },
      { key: 'b', parentKey: 'org', value: 10 },
      { key: 'c', parentKey: 'org', value: 20 },
    ];
    const cells = suppressTree(nodes, true);
    expect(Object.fromEntries(cells)).toEqual({ org: 33, a: '<5', b: '*', c: 20 });
    expect(Object.fromEntries(suppressTree(nodes, false))).toEqual({ org: 33, a: 3, b: 10, c: 20 });
  });

  it('never shows a count of 1–4, and no line has exactly one hidden cell or a hidden sum only all-1s or all-4s can make', () => {
    fc.assert(
      fc.property(treeArb, (nodes) => {
        const cells = suppressTree(nodes, true);
        for (const n of nodes) {
          const cell = cells.get(n.key);
          if (typeof cell === 'number') expect(cell >= 1 && cell <= 4).toBe(false);
          else expect(n.value >= 1 && n.value <= 4 ? '<5' : '*').toBe(cell);
        }
        for (const { parent, kids } of lines(nodes)) {
          const members = [parent, ...kids].filter((n) => typeof cells.get(n.key) !== 'number');
          expect(members.length).not.toBe(1);
          const hiddenKids = kids.filter((k) => typeof cells.get(k.key) !== 'number');
          if (typeof cells.get(parent.key) === 'number' && hiddenKids.length > 0 && hiddenKids.every((k) => cells.get(k.key) === '<5')) {
            const sum = hiddenKids.reduce((s, k) => s + k.value, 0);
            expect(sum === hiddenKids.length || sum === 4 * hiddenKids.length).toBe(false);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves every count as is when the setting is off', () => {
    fc.assert(
      fc.property(treeArb, (nodes) => {
        const cells = suppressTree(nodes, false);
        for (const n of nodes) expect(cells.get(n.key)).toBe(n.value);
      }),
    );
  });

  it('rates: a percent with one decimal, null when the numerator is hidden or nothing to divide by', () => {
    expect(rateOf(29, 30)).toBe(96.7);
    expect(rateOf('<5', 30)).toBeNull();
    expect(rateOf(3, 0)).toBeNull();
  });
});
