import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { BOARD_SHOTS_DIR, checkBoardPage, signInBoard } from './board-support.ts';
import { shootAtTeacherSizes } from '../support/staff.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * The board's teacher import (issue 14 item 5; spec §2 settings/teacher/import, §7
 * organization/import): the demo board downloads the step-1 template, fills in a teacher for
 * みなみ小 (minami-es) and one for a school code that is not the board's; the preview modal names
 * the wrong row, offers the error file and keeps 登録する disabled; the fixed file imports the
 * new teacher (an address of its own, no homeroom, so no other journey's demo data changes).
 * axe (all rules and WCAG 2.2 AA) clean; screenshots at 1366×768 and 1024×768 in BOARD_SHOTS_DIR.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const slow = { timeout: 30_000 };

/** The template bytes the page's step-1 button downloads, filled from row 4. */
async function filled(template: Buffer, rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  rows.forEach((r, i) => (book.worksheets[0]!.getRow(4 + i).values = r));
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the board imports a teacher into one of its schools: another school code is refused in the preview, the fixed file is registered', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now()).slice(-6);
  await signInBoard(page);
  await page.goto('/local_governments/settings/teacher/import');
  await expect(page.getByRole('heading', { level: 1, name: '先生のインポート' })).toBeVisible(slow);
  await expect(page.getByText('学校コードは学校一覧で確認できます。')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'テンプレートをダウンロード' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('教職員名簿_テンプレート.xlsx');
  const template = readFileSync((await download.path())!);

  const good = ['minami-es', `教委 取込${stamp}`, `board.import.${stamp}@minami-es.example.jp`, '', '', ''];
  const foreign = ['other-city-es', `他市 先生${stamp}`, `board.other.${stamp}@example.jp`, '', '', ''];
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'teachers.xlsx', mimeType: XLSX, buffer: await filled(template, [good, foreign]) });
  await page.getByRole('button', { name: '内容を確認する' }).click();
  const modal = page.getByRole('dialog', { name: '取り込み内容の確認' });
  await expect(modal.getByText('1行にエラーがあります。')).toBeVisible(slow);
  await expect(modal.getByRole('row', { name: new RegExp(`他市 先生${stamp}`) })).toContainText(
    '学校コード「other-city-es」は取り込み先の学校ではありません',
    slow,
  );
  await expect(modal.getByRole('row', { name: new RegExp(`教委 取込${stamp}`) })).toContainText('新規');
  await expect(modal.getByRole('button', { name: '登録する' })).toBeDisabled();
  await shootAtTeacherSizes(page, 'board-teacher-import-errors', BOARD_SHOTS_DIR, expectAccessibleAndWcag22AA);
  const errorFile = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'エラーファイルをダウンロード' }).click();
  expect((await errorFile).suggestedFilename()).toContain('エラー');
  await modal.getByRole('button', { name: 'キャンセル' }).click();

  await fileInput.setInputFiles({ name: 'teachers-fixed.xlsx', mimeType: XLSX, buffer: await filled(template, [good]) });
  await page.getByRole('button', { name: '内容を確認する' }).click();
  await expect(modal.getByRole('status')).toContainText('新規 1件', slow);
  await modal.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('1件を登録しました。')).toBeVisible(slow);
  await checkBoardPage(page, 'board-teacher-import');

  await page.goto('/local_governments/settings/teacher');
  await page.getByLabel('学校').selectOption({ label: '港北市立みなみ小学校' });
  await expect(page.getByText(`board.import.${stamp}@minami-es.example.jp`)).toBeVisible(slow);
});

test('the board sets how long health data are kept (1–20 years) on its settings page', async ({ page }) => {
  test.setTimeout(180_000);
  await signInBoard(page);
  await page.goto('/local_governments/settings');
  const card = page.getByRole('region', { name: '健康データの保存期間' });
  const stepper = card.getByRole('spinbutton', { name: '保存年数' });
  await expect(stepper).toHaveAttribute('aria-valuenow', /^\d+$/, slow);
  const before = Number(await stepper.getAttribute('aria-valuenow'));
  const target = before >= 20 ? before - 1 : before + 1;
  await stepper.focus();
  await page.keyboard.press(target > before ? 'ArrowUp' : 'ArrowDown');
  await expect(stepper).toHaveValue(`${target}年`);
  await card.getByRole('button', { name: '保存する' }).click();
  await expect(card.getByText('保存しました。')).toBeVisible(slow);
  await checkBoardPage(page, 'board-settings-retention');
  // Back to where it was, so the demo board keeps its retention for other journeys.
  await stepper.focus();
  await page.keyboard.press(target > before ? 'ArrowDown' : 'ArrowUp');
  await card.getByRole('button', { name: '保存する' }).click();
  await expect(card.getByText('保存しました。')).toBeVisible(slow);
  await page.reload();
  await expect(stepper).toHaveAttribute('aria-valuenow', String(before), slow);
});
