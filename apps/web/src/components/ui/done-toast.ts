import { notifications } from '@mantine/notifications';

/** A green confirmation toast whose close button is named `closeLabel` (閉じる; axe button-name). */
export function showDone(message: string, closeLabel: string): void {
  notifications.show({ color: 'green', message, closeButtonProps: { 'aria-label': closeLabel } });
}
