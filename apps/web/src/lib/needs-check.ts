/** A condition alert as the dashboards carry it: its id and whether a teacher resolved it. */
export interface AlertFlag {
  id: number;
  processed: boolean;
}

/** The needs-check state of a day: no alert, an open one, or all resolved. */
export type NeedsCheckState = 'none' | 'unprocessed' | 'processed';

/**
 * The needs-check (要確認) state of some alerts of one day (spec §4 "A day's alerts count as
 * processed only if all are"): none without an alert, processed only when every alert is
 * resolved, else unprocessed.
 */
export function needsCheckState(alerts: readonly (AlertFlag | null | undefined)[]): NeedsCheckState {
  const present = alerts.filter((a): a is AlertFlag => !!a);
  if (present.length === 0) return 'none';
  return present.every((a) => a.processed) ? 'processed' : 'unprocessed';
}
