import { eq } from 'drizzle-orm';
import { SUPPRESSED_COMPLEMENT, SUPPRESSED_SMALL, type CountCell } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';

/** Suppression for a board that has not chosen (decision 026: on). */
export const SUPPRESSION_BY_DEFAULT = true;

/** Whether the board's figures are suppressed (board_settings.small_group_suppression; decision 026, on by default). */
export async function suppressionOn(db: Database, scope: OrganizationScope): Promise<boolean> {
  const [row] = await db.select({ on: boardSettings.smallGroupSuppression }).from(boardSettings).where(eq(boardSettings.organizationId, scope.organizationId));
  return row?.on ?? SUPPRESSION_BY_DEFAULT;
}

/** The largest count hidden as "<5" (counts 1..SMALL_MAX are small groups). */
export const SMALL_MAX = 4;

/** One count of a hierarchical table column: `parentKey` names the row whose value is this row's total (null for the root). */
export interface CountNode {
  key: string;
  parentKey: string | null;
  value: number;
}

type Hidden = 'primary' | 'secondary';

/**
 * Small-group suppression of one count column of a hierarchical table (organisation → school →
 * grade → class; docs/decisions/026-small-group-suppression.md). Every parent with its children
 * is a "line": the parent's value is the sum of its children's.
 * 1. Primary: a count of 1–4 is hidden as "<5".
 * 2. Complementary, repeated until nothing changes: a line with exactly one hidden cell, or whose
 *    visible parent leaves hidden primary children a sum they could only reach one way (all 1s or
 *    all 4s), hides one more cell: the visible child with the smallest non-zero count (then a zero
 *    child, then the parent), shown as "*".
 * Returns each key's published cell; with `enabled` false every count as is.
 */
export function suppressTree(nodes: readonly CountNode[], enabled: boolean): Map<string, CountCell> {
  const out = new Map<string, CountCell>();
  if (!enabled) {
    for (const n of nodes) out.set(n.key, n.value);
    return out;
  }
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const children = new Map<string, CountNode[]>();
  for (const n of nodes) {
    if (n.parentKey === null || !byKey.has(n.parentKey)) continue;
    const list = children.get(n.parentKey);
    if (list) list.push(n);
    else children.set(n.parentKey, [n]);
  }
  const hidden = new Map<string, Hidden>();
  for (const n of nodes) if (n.value >= 1 && n.value <= SMALL_MAX) hidden.set(n.key, 'primary');

  let changed = true;
  while (changed) {
    changed = false;
    for (const [parentKey, kids] of children) {
      const parent = byKey.get(parentKey)!;
      if (!lineNeedsMore(parent, kids, hidden)) continue;
      const next = complementCandidate(parent, kids, hidden);
      if (next) {
        hidden.set(next, 'secondary');
        changed = true;
      }
    }
  }
  for (const n of nodes) {
    const h = hidden.get(n.key);
    out.set(n.key, h === 'primary' ? SUPPRESSED_SMALL : h === 'secondary' ? SUPPRESSED_COMPLEMENT : n.value);
  }
  return out;
}

/** True when the line's hidden cells could be worked out from what it shows (see suppressTree step 2). */
function lineNeedsMore(parent: CountNode, kids: readonly CountNode[], hidden: ReadonlyMap<string, Hidden>): boolean {
  const hiddenKids = kids.filter((k) => hidden.has(k.key));
  const count = hiddenKids.length + (hidden.has(parent.key) ? 1 : 0);
  if (count === 0) return false;
  if (count === 1) return true;
  if (hidden.has(parent.key) || hiddenKids.some((k) => hidden.get(k.key) === 'secondary')) return false;
  const sum = hiddenKids.reduce((s, k) => s + k.value, 0);
  return sum === hiddenKids.length || sum === SMALL_MAX * hiddenKids.length;
}

/** The cell to hide next in a line: the smallest non-zero visible child, then a zero child, then the parent; null when none is left. */
function complementCandidate(parent: CountNode, kids: readonly CountNode[], hidden: ReadonlyMap<string, Hidden>): string | null {
  const visible = kids.filter((k) => !hidden.has(k.key));
  const order = (a: CountNode, b: CountNode) => a.value - b.value || a.key.localeCompare(b.key);
  const nonZero = visible.filter((k) => k.value > 0).sort(order);
  if (nonZero[0]) return nonZero[0].key;
  const zero = visible.sort(order);
  if (zero[0]) return zero[0].key;
  return hidden.has(parent.key) ? null : parent.key;
}

/** A percent (1 decimal) of `numerator / denominator`, null when the numerator is hidden or the denominator is 0. */
export function rateOf(numerator: CountCell | null | undefined, denominator: number): number | null {
  if (typeof numerator !== 'number' || denominator <= 0) return null;
  return Math.round((numerator / denominator) * 1000) / 10;
}
