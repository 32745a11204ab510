import { expect, test } from '@playwright/test';
import { boardLogin, checkBoardPage, signInBoard } from './board-support.ts';

/**
 * The board of education's journey (issue 14 "Done when"; spec §2 Local government): the redirect
 * rules, sign-in, the dashboard, the reports, the settings (alert mail with 心の不調のメール設定と同じ
 * and a test mail, the IP allow-list), access to a school's accounts and the way back, logout.
 * Every page is checked with axe and photographed at 1366×768 and 1024×768 (BOARD_SHOTS_DIR).
 */

test('without a stored organisation state a board page opens the login; the password pages stay open', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/local_governments/dashboard');
  await expect(page).toHaveURL(/\/local_governments\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '教育委員会ログイン' })).toBeVisible();
  await checkBoardPage(page, 'board-login');
  await page.goto('/local_governments/settings/IP');
  await expect(page).toHaveURL(/\/local_governments\/login$/);
  await page.goto('/local_governments/password/forgot');
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  await checkBoardPage(page, 'board-password-forgot');
  await page.goto('/local_governments/password/reset?reset_password_token=not-a-token');
  await expect(page.getByRole('alert')).toBeVisible();
  await checkBoardPage(page, 'board-password-reset-bad-link');
});

test('the board user signs in, reads the dashboard, the schools and the teachers, and logs out', async ({ page }) => {
  test.setTimeout(300_000);
  await signInBoard(page);
  // A token on the login path goes to the dashboard (spec §2).
  await page.goto('/local_governments/login');
  await expect(page).toHaveURL(/\/local_governments\/dashboard$/);
  await expect(page.getByRole('banner').getByText('港北市教育委員会')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  await expect(page.getByRole('table', { name: '学校ごとの今日と今月の様子' })).toBeVisible();
  await checkBoardPage(page, 'board-dashboard');
  // Issue 28 item 10: at 1366 a school's name takes at most two lines, and every rate has one decimal.
  const schoolsTable = page.getByRole('table', { name: '学校ごとの今日と今月の様子' });
  const nameLines = await schoolsTable
    .locator('tbody th > span:first-child')
    .evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight))));
  expect(nameLines.length).toBeGreaterThan(0);
  expect(Math.max(...nameLines)).toBeLessThanOrEqual(2);
  const tableOverflow = await page.getByRole('region', { name: '学校ごとの今日と今月の様子' }).evaluate((region) => region.scrollWidth - region.clientWidth);
  expect(tableOverflow, 'the schools table fits 1366 without scrolling sideways').toBeLessThanOrEqual(0);
  const rates = await schoolsTable.getByRole('link', { name: /入力率/ }).allInnerTexts();
  expect(rates.length).toBeGreaterThan(0);
  for (const rate of rates) expect(rate).toMatch(/^(\d{1,3}\.\d%|—)$/);

  await page.getByRole('navigation', { name: '教育委員会メニュー' }).getByRole('link', { name: '学校一覧' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '学校一覧' })).toBeVisible();
  await expect(page.getByRole('button', { name: /の学校アカウントにアクセス$/ }).first()).toBeVisible();
  await checkBoardPage(page, 'board-schools');

  await page.goto('/local_governments/settings');
  await expect(page.getByRole('switch', { name: /少人数の数を伏せる/ })).toBeChecked();
  await checkBoardPage(page, 'board-settings');
  await page.goto('/local_governments/settings/teacher');
  await expect(page.getByRole('heading', { level: 1, name: '先生の一覧' })).toBeVisible();
  await expect(page.getByRole('table', { name: '先生の一覧' }).getByRole('row').nth(1)).toBeVisible();
  await checkBoardPage(page, 'board-settings-teacher');

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/local_governments\/login$/);
  await page.goto('/local_governments/dashboard');
  await expect(page).toHaveURL(/\/local_governments\/login$/);
  expect(boardLogin().email).toBe('board@kohoku.example.jp');
});
