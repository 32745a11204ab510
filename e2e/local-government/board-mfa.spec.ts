import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { demoAccounts } from '../support/demo.ts';
import { sessionHeaders, submitStaffPassword } from '../support/staff.ts';
import { checkBoardPage } from './board-support.ts';

/**
 * The board's own two-step verification page (issue 29 item 6: the README said board users had no
 * page for it; decision 019): the demo's second board user (no other journey signs in as it) opens
 * 設定 → 二段階認証, sets MFA up from the key on the page, keeps the recovery codes, switches the
 * board's "required" policy on and off again, signs in again with a code, and turns MFA off so the
 * demo keeps working without it. 1366×768 and 1024×768, axe.
 */

const board2 = () => demoAccounts().localGovernments[1]!;
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function signInWithPassword(page: Page) {
  await submitStaffPassword(page, board2(), '/local_governments/login');
}

test('a board user turns MFA on at the board settings, requires it of the board for a moment, signs in with a code and turns it off', async ({ page }) => {
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/local_governments\/dashboard$/, { timeout: 30_000 });
  const headers = await sessionHeaders(page);
  try {
    await page.goto('/local_governments/settings');
    await page.getByRole('link', { name: '二段階認証' }).first().click();
    await expect(page).toHaveURL(/\/local_governments\/settings\/mfa$/);
    await expect(page.getByRole('heading', { level: 1, name: '二段階認証' })).toBeVisible();
    await expect(page.getByTestId('mfa-state')).toHaveText('無効');
    await expect(page.getByRole('switch', { name: '教育委員会の担当者に二段階認証を必須にする' })).not.toBeChecked();

    await page.getByRole('button', { name: '二段階認証を設定する' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkBoardPage(page, 'board-mfa-setup');
    await page.getByLabel('確認コード').fill(await codeAt(secret));
    await page.getByRole('button', { name: '有効にする' }).click();
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    await page.getByRole('button', { name: '保管しました' }).click();
    await expect(page.getByTestId('mfa-state')).toHaveText('有効');

    // The board's policy: on, the page says MFA cannot be turned off; off again at once (other journeys sign the first board user in with the password).
    const policy = page.getByRole('switch', { name: '教育委員会の担当者に二段階認証を必須にする' });
    await policy.click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await expect(page.getByText('この教育委員会では担当者は二段階認証が必須のため、無効にできません。')).toBeVisible();
    await expect(page.getByRole('button', { name: '二段階認証を無効にする' })).toHaveCount(0);
    await checkBoardPage(page, 'board-mfa-on-required');
    await policy.click();
    await expect(policy).not.toBeChecked();
    await expect(page.getByRole('button', { name: '二段階認証を無効にする' })).toBeVisible();

    // The password alone no longer signs this user in: the login page asks for the code.
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/local_governments\/login$/);
    await signInWithPassword(page);
    await page.getByLabel('確認コード').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: '確認してログイン' }).click();
    await expect(page).toHaveURL(/\/local_governments\/dashboard$/);

    await page.goto('/local_governments/settings/mfa');
    await page.getByRole('button', { name: '二段階認証を無効にする' }).click();
    await page.getByLabel('またはパスワード').fill(board2().password);
    await page.getByRole('button', { name: '二段階認証を無効にする' }).click();
    await expect(page.getByTestId('mfa-state')).toHaveText('無効');
  } finally {
    // Whatever happened above, the board's policy is off again for the other journeys.
    const now = await sessionHeaders(page);
    await page.request.post('/api/local_governments/mfa/policy', { headers: now['access-token'] ? now : headers, data: { required: false } });
  }
});
