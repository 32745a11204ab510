import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';

/**
 * Issue 24 item 10, the spec details a user meets before signing in: the password field's
 * show/hide button speaks the page's language (it read "Toggle password visibility" on Japanese
 * pages), for staff (1024×768) and pupils (390×844). Nothing is stored.
 */
test('the password show/hide button is named in Japanese, and in the pupil’s chosen language', async ({ page }) => {
  await page.goto('/kita-jhs/teacher/login');
  const field = page.getByLabel('パスワード', { exact: true });
  await field.fill('secret-pass');
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: '入力した文字を表示' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await expectAccessible(page);
  await snap(page, 'teacher-login-password-toggle-1024');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/kita-jhs/student/login');
  await expect(page.getByRole('button', { name: '入力した文字を表示' })).toHaveCount(1);
  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(1);
  await expectAccessible(page);
  await snap(page, 'student-login-password-toggle-en-390');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('ja');
});
