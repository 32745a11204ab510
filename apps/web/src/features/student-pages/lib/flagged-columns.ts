import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import type { StudentConditionRow } from '../api/students.ts';

type ItemColumn = Pick<HealthcheckItem, 'id'>;

/**
 * The health observation columns of a student's condition table in reading order (issue 24 item
 * 2): the items with a flagged answer (`alert`) on any shown day first, in the school's order,
 * then the others in the school's order. The teacher sees what raised an alert next to 心, 体 and
 * 話 without scrolling sideways, however many items the school asks.
 * @returns a new array of the same items; `flagged` holds the ids of the flagged ones.
 */
export function flaggedColumnsFirst<T extends ItemColumn>(items: readonly T[], rows: readonly StudentConditionRow[]): { items: T[]; flagged: Set<number> } {
  const flagged = new Set<number>();
  for (const row of rows) {
    for (const answer of row.healthcheck?.answers ?? []) if (answer.alert) flagged.add(answer.healthcheckItemId);
  }
  return { items: [...items.filter((i) => flagged.has(i.id)), ...items.filter((i) => !flagged.has(i.id))], flagged };
}
