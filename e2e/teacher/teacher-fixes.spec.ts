import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible } from '../support/demo.ts';

/**
 * Issue 10 items 1, 2, 5 and 7, as a teacher uses them: the talk request's state on the
 * dashboards, student names that open the student page from every list (and back), 対応済みにする
 * with confirmation, toast and return, and the 連続日数 stepper that froze on fast ↑ presses.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.admin)!;

async function signInAdmin(page: Page) {
  const admin = adminTeacher();
  await page.goto('/admin/login');
  await page.getByLabel('メールアドレス').fill(admin.email);
  await page.getByLabel('パスワード').fill(admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/class_dashboard`));
}

/** Resolves with 'ok' when the page answers within `ms`, else 'frozen'. */
async function answers(page: Page, ms = 3_000): Promise<string> {
  return Promise.race([
    page.evaluate(() => new Promise<string>((r) => requestAnimationFrame(() => r('ok')))),
    new Promise<string>((r) => setTimeout(() => r('frozen'), ms)),
  ]);
}

test('fast ↑ presses on 連続日数 count each press and the page keeps responding (issue 10 item 7)', async ({ page }) => {
  await signInAdmin(page);
  await page.goto(`/${school().code}/teacher/settings/alert`);
  const mental = page.getByRole('region', { name: '心の不調アラート' });
  const days = mental.getByRole('spinbutton', { name: '連続日数' });
  await expect(days).toHaveValue('3日');
  await days.focus();

  // Three presses sent at once, all before the browser paints (what froze the tab, 3 of 3 tries).
  const cdp = await page.context().newCDPSession(page);
  const key = (type: 'rawKeyDown' | 'keyUp') => cdp.send('Input.dispatchKeyEvent', { type, key: 'ArrowUp', code: 'ArrowUp', windowsVirtualKeyCode: 38 });
  await Promise.all([1, 2, 3].flatMap(() => [key('rawKeyDown'), key('keyUp')]));
  expect(await answers(page)).toBe('ok');
  await expect(days).toHaveValue('6日');
  await expect(days).toHaveAttribute('aria-valuenow', '6');

  // And three quick presses through the keyboard, then the bounds: End, one more ↑, Home.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(days).toHaveValue('9日');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(days).toHaveValue('20日');
  await expect(mental.getByRole('button', { name: '1日増やす' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(days).toHaveValue('1日');
  await mental.getByRole('button', { name: '1日増やす' }).click();
  await mental.getByRole('button', { name: '1日増やす' }).click();
  await expect(days).toHaveValue('3日');
  expect(await answers(page)).toBe('ok');
  // Typing is still blocked (spec §5).
  await days.focus();
  await page.keyboard.type('9');
  await expect(days).toHaveValue('3日');
  await expectAccessible(page);

  // Saved, the stepped value is what the API keeps; then back to the demo's 3 days.
  await page.keyboard.press('ArrowUp');
  await mental.getByRole('button', { name: '保存する' }).click();
  await expect(mental.getByText('保存しました。')).toBeVisible();
  await page.reload();
  await expect(days).toHaveValue('4日');
  await days.focus();
  await page.keyboard.press('ArrowDown');
  await mental.getByRole('button', { name: '保存する' }).click();
  await expect(mental.getByText('保存しました。')).toBeVisible();
});
