import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { signInStaff } from '../support/staff.ts';

/**
 * Issue 24 item 10, the spec details a user meets before signing in: the password field's
 * show/hide button speaks the page's language (it read "Toggle password visibility" on Japanese
 * pages), for staff (1024×768) and pupils (390×844); the admin's first screen showed its title
 * twice while loading. Nothing is stored.
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

/** みなみ小's admin teacher (only signs in and reads). */
const minamiAdmin = () =>
  demoAccounts()
    .schools.find((s) => s.code === 'minami-es')!
    .teachers.find((x) => x.email === 'admin@minami-es.example.jp')!;

test('the admin’s first screen names itself once while it loads, then shows the class under its name', async ({ page }) => {
  // Hold the dashboard's answer so the loading state can be looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/teachers/class_dashboards/dashboard_by_date**', async (route) => {
    await held;
    await route.continue();
  });
  await signInStaff(page, minamiAdmin(), '/admin/login', 'minami-es');
  await expect(page).toHaveURL(/\/minami-es\/teacher\/class_dashboard/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /クラスダッシュボード/ })).toBeVisible();
  await expect(main.getByText('クラスダッシュボード')).toHaveCount(1);
  await snap(page, 'admin-first-screen-loading-1024');

  release();
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/\d年 \d組/, { timeout: 20_000 });
  await expect(main.getByText('クラスダッシュボード', { exact: true })).toHaveCount(1);
  await expectAccessible(page);
  await snap(page, 'admin-first-screen-1024');
});
