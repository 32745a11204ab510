import { formatDateTime, japanTime } from '@sukoyaka/contracts/dates';

/** Spec §2: a delivery's period as YYYY/MM/DD HH:mm〜YYYY/MM/DD HH:mm, Japan time. */
export function periodText(d: { startAt: string; finishAt: string }): string {
  return `${formatDateTime(d.startAt)}〜${formatDateTime(d.finishAt)}`;
}

/** An ISO instant as the value of a datetime-local input in Japan time (YYYY-MM-DDTHH:mm). */
export function toLocalInput(at: string | Date): string {
  return japanTime(at).format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local value read as Japan time, as an ISO instant with +09:00; '' when empty. */
export function fromLocalInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : '';
}
