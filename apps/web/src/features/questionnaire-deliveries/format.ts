import { formatDateTime, japanTime } from '@sukoyaka/contracts/dates';
import { notifications } from '@mantine/notifications';

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

/** How long a confirmation toast stays (ms): long enough to read on a busy school PC (WCAG 2.2.1); it also has a close button. */
export const DONE_TOAST_MS = 10_000;

/** A green confirmation toast whose close button is named (axe button-name), shown DONE_TOAST_MS. */
export function showDone(message: string, closeLabel: string): void {
  notifications.show({ color: 'green', message, autoClose: DONE_TOAST_MS, closeButtonProps: { 'aria-label': closeLabel } });
}
