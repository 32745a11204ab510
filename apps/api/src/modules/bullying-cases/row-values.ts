/**
 * A `date` column as the drivers answer it (PostgreSQL: 'YYYY-MM-DD' text or a Date at UTC
 * midnight; PGlite: a Date) → the business-date key YYYY-MM-DD.
 */
export const dateKeyOf = (v: string | Date): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
