import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkBoardPage, signInBoard } from './board-support.ts';
import { convertWithLibreOffice } from '../../scripts/test/libreoffice.ts';

/** Saves the file a button downloads into `dir` and returns its path and the name the server gave it. */
async function download(page: Page, button: string, dir: string): Promise<{ file: string; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const target = path.join(dir, file.suggestedFilename());
  await file.saveAs(target);
  return { file: target, name: file.suggestedFilename() };
}

/**
 * The board's reports (issue 14 item 3, "Done when"): the monthly report by school, then one
 * school's grades and classes; the Excel opens in LibreOffice and the PDF's text (pdftotext) has
 * the schools' names and "<5" where a class's count is small; every report page at staff sizes.
 */
test('the board opens the monthly report, narrows it to a school, and downloads the Excel and the PDF', async ({ page }) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'board-reports-'));
  await signInBoard(page);
  await page.getByRole('navigation', { name: '教育委員会メニュー' }).getByRole('link', { name: 'レポート' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '月別利用状況' })).toBeVisible();
  const table = page.getByRole('table', { name: '月別利用状況' });
  await expect(table.getByRole('rowheader', { name: '港北市立みなみ小学校' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '港北市立きた中学校' })).toBeVisible();
  await checkBoardPage(page, 'board-report-by-month');

  const excel = await download(page, 'Excelをダウンロード', dir);
  expect(excel.name).toMatch(/^月別利用状況_\d{6}_\d{4}\.xlsx$/);
  await expect(page.getByText(`${excel.name} をダウンロードしました。`)).toBeVisible();
  const csv = readFileSync(await convertWithLibreOffice(excel.file, 'csv', dir), 'utf8');
  expect(csv).toContain('港北市立みなみ小学校');
  expect(csv).toContain('月別利用状況');

  // One school: its grades and classes, where small classes' counts read "<5".
  await page.getByLabel('学校').selectOption({ label: '港北市立みなみ小学校' });
  await expect(page).toHaveURL(/schoolId=\d+/);
  await expect(table.getByRole('rowheader', { name: '港北市立きた中学校' })).toHaveCount(0);
  await expect(page.getByLabel('学年')).toBeVisible();
  const pdf = await download(page, 'PDFをダウンロード', dir);
  expect(pdf.name).toMatch(/^月別利用状況_\d{6}_\d{4}\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', pdf.file, '-'], { encoding: 'utf8' });
  expect(text).toContain('港北市立みなみ小学校');
  expect(text).toContain('月別利用状況');

  // The whole organisation's PDF names both schools.
  await page.getByLabel('学校').selectOption({ label: 'すべての学校' });
  const all = await download(page, 'PDFをダウンロード', dir);
  const allText = execFileSync('pdftotext', ['-layout', all.file, '-'], { encoding: 'utf8' });
  expect(allText).toContain('港北市立みなみ小学校');
  expect(allText).toContain('港北市立きた中学校');
  // A count of 1–4 (the demo's few parents' absence reports) is printed as "<5" (decision 026).
  expect(allText).toContain('<5');
});

test('the other report pages read the same way, and a dashboard number opens its report', async ({ page }) => {
  test.setTimeout(300_000);
  await signInBoard(page);
  await page.getByRole('link', { name: /^港北市立みなみ小学校 未対応の「話したい」/ }).click();
  await expect(page).toHaveURL(/\/local_governments\/report\/want_to_talk\?year=\d+&month=\d+&schoolId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '話したいボタンの活用状況' })).toBeVisible();
  await expect(page.getByLabel('学校')).toHaveValue(/\d+/);
  await checkBoardPage(page, 'board-report-want-to-talk');
  for (const [link, heading, shot] of [
    ['日別利用者数', '日別利用者数', 'board-report-daily-active-users'],
    ['心と身体の不調状況', '心と身体の不調状況', 'board-report-continuous-weak-condition'],
  ] as const) {
    await page.getByRole('navigation', { name: 'レポートの種類' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table', { name: heading })).toBeVisible();
    await checkBoardPage(page, shot);
  }
});
