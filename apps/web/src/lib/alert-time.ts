import { japanTime } from '@sukoyaka/contracts/dates';

/** Spec §9 "alert time YYYY年MM月DD日 HH:mm", in Japan time (2026-11-20T23:07Z → 2026年11月21日 08:07). */
export function formatAlertTime(at: string | Date): string {
  return japanTime(at).format('YYYY年MM月DD日 HH:mm');
}
