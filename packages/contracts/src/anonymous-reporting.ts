/**
 * The anonymous reporting service students are sent to (STOPit), when the school links it.
 * A module without zod on purpose: the student's recent-condition page imports it, and importing
 * it from schools.ts would bundle zod's 25 KB (gzip) there (docs/decisions/015).
 */
export const ANONYMOUS_REPORTING_URL = 'https://stopitsolutions.com/';
