import { formatDateTime } from '@sukoyaka/contracts/dates';
import { formatAlertTime } from './alert-time.ts';

/**
 * The teacher pages' date-time formats, one per kind (spec §9, docs/decisions/030): every screen
 * formats a time through one of these, never with its own pattern.
 *
 * - `formatAlertTime`: when a condition alert was raised, YYYY年MM月DD日 HH:mm (spec §9 "alert time").
 * - `formatRecordTime`: when something was written or pressed, YYYY/MM/DD HH:mm (spec §9 "memos"):
 *   memos, 話したい presses (the SOS lists and the 話したい of a student), who resolved or processed
 *   what and when, parents' reports, the access log.
 *
 * Both take an ISO 8601 instant (or a Date) and show it in Japan time.
 */
export { formatAlertTime };

/** YYYY/MM/DD HH:mm in Japan time (2026-11-20T23:07Z → 2026/11/21 08:07); see the module comment. */
export function formatRecordTime(at: string | Date): string {
  return formatDateTime(at);
}
