import { expect, test } from '@playwright/test';
import { checkBoardPage, signInBoard } from './board-support.ts';

/**
 * Board settings and school access (issue 14 items 4, 5; "Done when"): the board adds this
 * browser's address to its allow-list (and empties it again, so other journeys are unaffected),
 * then opens みなみ小's teacher screens with board rights — a banner says so — and returns to the board.
 */
test('the board adds the current IP to its allow-list', async ({ page }) => {
  test.setTimeout(180_000);
  await signInBoard(page);
  await page.goto('/local_governments/settings');
  await page.getByRole('link', { name: '接続を許可するネットワーク' }).first().click();
  await expect(page).toHaveURL(/\/local_governments\/settings\/IP$/);
  await expect(page.getByRole('heading', { level: 1, name: '接続を許可するネットワーク' })).toBeVisible();
  await page.getByRole('button', { name: '現在のIPアドレスを追加' }).click();
  await expect(page.getByText('現在のIPアドレス 127.0.0.1 を追加しました。')).toBeVisible();
  await expect(page.getByLabel('1行目のIPアドレスまたは範囲')).toHaveValue('127.0.0.1/32');
  await checkBoardPage(page, 'board-settings-ip');
  // Empty the list again: an empty list allows every network.
  await page.getByRole('button', { name: '1行目を削除' }).click();
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('保存しました。')).toBeVisible();
  await expect(page.getByText('登録されているIPアドレスはありません。')).toBeVisible();
});

test("the board opens a school's accounts with board rights and returns to the board", async ({ page }) => {
  test.setTimeout(180_000);
  await signInBoard(page);
  await page.goto('/local_governments/schools');
  await page.getByRole('button', { name: '港北市立みなみ小学校の学校アカウントにアクセス' }).click();
  await expect(page).toHaveURL(/\/minami-es\/teacher\/all_dashboard$/);
  const banner = page.getByRole('region', { name: '教育委員会の権限でアクセス中' });
  await expect(banner).toContainText('港北市教育委員会の権限で「港北市立みなみ小学校」を表示しています。');
  await checkBoardPage(page, 'board-access-teacher-screens');
  await banner.getByRole('button', { name: '教育委員会に戻る' }).click();
  await expect(page).toHaveURL(/\/local_governments\/schools$/);
  await expect(page.getByRole('heading', { level: 1, name: '学校一覧' })).toBeVisible();
  // The access's session is gone: the school's teacher screens ask for a teacher login.
  await page.goto('/minami-es/teacher/all_dashboard');
  await expect(page).toHaveURL(/\/minami-es\/teacher\/login$/);
});
