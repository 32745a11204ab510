import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mail.ts';
import { checkBoardPage, signInBoard } from './board-support.ts';

/**
 * The government's alert mail settings (spec §5, §7; issue 14 "Done when"): the board sets its 心
 * addresses, ticks 心の不調のメール設定と同じ on 体 (its own address inputs are disabled), saves, and
 * sends a test mail from 体, which reaches the 心 address; then the reminder mail page.
 */
test('the board sets the alert mails with 心の不調のメール設定と同じ and a test mail arrives', async ({ page }) => {
  test.setTimeout(240_000);
  const address = `board-alert-${Date.now()}@kohoku.example.jp`;
  await signInBoard(page);
  await page.goto('/local_governments/settings/alert');
  await expect(page.getByRole('heading', { level: 1, name: '不調アラートのメール' })).toBeVisible();
  const mental = page.getByRole('region', { name: '心の不調アラート' });
  const physical = page.getByRole('region', { name: '体の不調アラート' });
  await mental.getByLabel('通知先メールアドレス 1').fill(address);
  await mental.getByRole('button', { name: '保存する' }).click();
  await expect(mental.getByText('保存しました。')).toBeVisible();

  await physical.getByRole('checkbox', { name: '心の不調のメール設定と同じ' }).check();
  await expect(physical.getByLabel('通知先メールアドレス 1')).toBeDisabled();
  await physical.getByRole('button', { name: '保存する' }).click();
  await expect(physical.getByText('保存しました。')).toBeVisible();
  await page.reload();
  await expect(physical.getByRole('checkbox', { name: '心の不調のメール設定と同じ' })).toBeChecked();
  await expect(physical.getByLabel('通知先メールアドレス 1')).toBeDisabled();
  await checkBoardPage(page, 'board-settings-alert');

  await physical.getByRole('button', { name: 'テストメールを送信' }).click();
  await expect(physical.getByText(/テストメールを送信しました（\d+件）。/)).toBeVisible();
  await expect.poll(() => mailsTo(address).length, { timeout: 60_000 }).toBeGreaterThan(0);

  await page.goto('/local_governments/settings/remind_email');
  await expect(page.getByRole('heading', { level: 1, name: '学校へのリマインドメール' })).toBeVisible();
  await checkBoardPage(page, 'board-settings-remind-email');
  await page.goto('/local_governments/settings/teacher/import');
  await expect(page.getByRole('heading', { level: 1, name: '先生のインポート' })).toBeVisible();
  await checkBoardPage(page, 'board-settings-teacher-import');
});
