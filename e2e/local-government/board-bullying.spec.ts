import { expect, test } from '@playwright/test';
import { settle } from '../support/staff.ts';
import { boardLogin, checkBoardPage, signInBoard } from './board-support.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * 組織確認済み by the board (issue 12 item 5; decisions 028, 037): the board user opens みなみ小's
 * teacher screens ("access school accounts"), re-enters the board password for the bullying pages,
 * opens 6年2組 from the school view (no other journey changes that class's answers), sees that
 * the bulk change offers 組織確認済み only, opens 2番's second_stage answer (the score bar shows),
 * marks it 組織確認済み (no 対応済み button or comment form in this read-only access), and returns
 * to the board. axe (all rules and WCAG 2.2 AA) without serious violations; screenshots at
 * 1366×768 and 1024×768 into $BOARD_SHOTS_DIR.
 */
const SCHOOL = 'minami-es';

test('the board marks a bullying answer 組織確認済み through its school access and returns to the board', async ({ page }) => {
  test.setTimeout(300_000);
  const slow = { timeout: 30_000 };
  await signInBoard(page);
  await page.goto('/local_governments/schools');
  await page.getByRole('button', { name: '港北市立みなみ小学校の学校アカウントにアクセス' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SCHOOL}/teacher/all_dashboard$`), slow);
  const banner = page.getByRole('region', { name: '教育委員会の権限でアクセス中' });
  await expect(banner).toBeVisible();

  await page.goto(`/${SCHOOL}/teacher/bullying-alert/for_all`);
  const dialog = page.getByRole('dialog', { name: 'パスワードの再入力' });
  await expect(dialog).toBeVisible(slow);
  await dialog.getByLabel('パスワード').fill(boardLogin().password);
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(dialog).toBeHidden(slow);
  await expect(page.getByRole('heading', { name: 'いじめアラート（学校全体）' })).toBeVisible(slow);

  await page.getByRole('link', { name: '6年 2組' }).click();
  await expect(page).toHaveURL(/\/bullying-alert\/for_class\?pagePrev=for_all/);
  await expect(page.getByRole('heading', { name: 'いじめアラート（クラス）' })).toBeVisible(slow);
  // The bulk change: a board access may choose 組織確認済み and nothing else.
  await page.getByRole('button', { name: '確認状況を編集' }).click();
  await expect(page.getByLabel('変更後の確認状況').locator('option')).toHaveText(['選択してください', '組織確認済み']);
  await page.getByRole('button', { name: '編集をやめる' }).click();

  const second = page.locator('tbody tr').filter({ has: page.locator('td', { hasText: /^2$/ }) });
  const newest = second.locator('td').last();
  await expect(newest.getByRole('img', { name: '第2段階' })).toBeVisible();
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/bullying-alert\/\d+\?questionnaireDeliveryId=\d+&pagePrev=for_class/, slow);
  // The answer table's score bar (single_select_row, total under 11): 何度もある is 3 of 3.
  const bar = page.getByRole('progressbar', { name: '3点中3点' });
  await expect(bar).toBeVisible(slow);
  expect((await bar.boundingBox())!.height).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '対応済みにする' })).toHaveCount(0);
  await expect(page.getByLabel('コメントを追加')).toHaveCount(0);

  await page.getByRole('button', { name: '組織確認済みにする' }).click();
  await expect(page.getByRole('status').filter({ hasText: '組織確認済みにしました。' })).toBeVisible(slow);
  await expect(page.getByText('組織確認済み', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '組織確認済みにする' })).toHaveCount(0);
  await settle(page);
  await expectAccessibleAndWcag22AA(page);
  await checkBoardPage(page, 'board-bullying-answer');

  await banner.getByRole('button', { name: '教育委員会に戻る' }).click();
  await expect(page).toHaveURL(/\/local_governments\/schools$/, slow);
  await expect(page.getByRole('heading', { level: 1, name: '学校一覧' })).toBeVisible();
});
