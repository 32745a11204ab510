import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';

/**
 * Presses a pupil's もう一度たずねる (decision 052; the bullying class view and a custom delivery's
 * follow-up share the button) and goes through its confirmation: キャンセル has the focus, axe finds
 * nothing serious, the dialog closes on もう一度たずねる and the page says the pupil is asked at the
 * next sign-in. `confirmShot` names the screenshot of the open dialog.
 */
export async function askAgainConfirmed(page: Page, button: Locator, confirmShot: string): Promise<void> {
  await button.click();
  const confirm = page.getByRole('dialog', { name: 'もう一度たずねますか' });
  await expect(confirm.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await expectAccessible(page);
  await snap(page, confirmShot);
  await confirm.getByRole('button', { name: 'もう一度たずねる' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/に次のログインでもう一度たずねます$/)).toBeVisible();
}
