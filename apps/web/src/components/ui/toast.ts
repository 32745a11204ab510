import { notifications } from '@mantine/notifications';
import { errorMessages } from '../../lib/api-error.ts';
import { i18n } from '../../lib/i18n.ts';

/** How long a toast stays (ms): long enough to read on a busy school PC (WCAG 2.2.1); it also has a close button. */
export const TOAST_MS = 10_000;

const closeButtonProps = () => ({ 'aria-label': i18n.t('teacherSettings.close') });

/**
 * The one success toast of the web app (decision 049): green, `message` (保存しました, 対応済みにしました
 * …), a close button named 閉じる (axe button-name), gone after TOAST_MS.
 */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_MS, closeButtonProps: closeButtonProps() });
}

/**
 * The failure toast, for an action that has no form to show its error in (a select in a table
 * cell, a one-tap mark): red, the optional `title`, and the server's messages of `error` (spec
 * §8) or the generic エラーが発生しました。….
 */
export function showFailed(error: unknown, title?: string): void {
  notifications.show({
    color: 'red',
    title,
    message: errorMessages(error ?? true, i18n.t('common.error.generic')).join('\n'),
    autoClose: TOAST_MS,
    closeButtonProps: closeButtonProps(),
  });
}
