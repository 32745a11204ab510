import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared column builders. Ids are bigint identity columns read as JS numbers
 * (docs/decisions/004-numeric-ids.md): 2^53 is far beyond any school system's row count.
 */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A foreign key column holding another table's numeric id. */
export const ref = (name: string) => bigint(name, { mode: 'number' });

/** created_at / updated_at instants (timestamptz, never server-local time). */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
