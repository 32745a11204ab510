import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Download } from '@playwright/test';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';
import { shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { kitaSchool } from '../student/student.ts';

/**
 * Issue 24 item 10, the rest (spec §2 "Dashboard header filters: … Excel export of the answer
 * list"): the kita-jhs 2年2組 teacher (this journey only reads) opens the bullying class view,
 * re-enters the password, narrows the header to the newest month and 未対応をすべて表示, and
 * downloads 回答一覧をExcelで出力 from the header itself: the file (read back with exceljs) lists
 * exactly the students the filtered table shows. axe (all rules and WCAG 2.2 AA) without serious
 * violations; screenshots at 1366×768 and 1024×768.
 */
const teacher = () => ({ email: 't2-2@kita-jhs.example.jp', password: kitaSchool().teachers[0]!.password });

test('the bullying dashboard header exports the answer list as filtered', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInStaff(page, teacher(), '/kita-jhs/teacher/login', 'kita-jhs');
  await page.goto('/kita-jhs/teacher/bullying-alert/for_class');
  const dialog = page.getByRole('dialog', { name: 'パスワードの再入力' });
  await dialog.getByLabel('パスワード').fill(teacher().password);
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(dialog).toBeHidden();

  // The selected (newest) delivery's month only, so the table has its one column; then 未対応をすべて表示.
  const header = page.getByRole('search', { name: '絞り込み' });
  const selected = await header.getByLabel('アンケート', { exact: true }).locator('option:checked').textContent();
  const startMonth = Number(selected!.match(/（\d{4}\/(\d{2})\/\d{2}〜\d{4}\/\d{2}\/\d{2}）/)![1]);
  await header.getByLabel('月', { exact: true }).selectOption(String(startMonth));
  await header.getByRole('button', { name: '未対応をすべて表示' }).click();
  await expect(page).toHaveURL(/status=not_supported/);
  await expect(page.locator('thead th')).toHaveCount(3);
  const shown = (await page.locator('tbody tr td:first-child').allTextContents()).map(Number);
  expect(shown.length).toBeGreaterThan(0);
  const button = header.getByRole('button', { name: '回答一覧をExcelで出力' });
  await expect(button).toBeEnabled();
  await shootAtTeacherSizes(page, 'bullying-header-excel', undefined, expectAccessibleAndWcag22AA);

  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const saved = path.join(mkdtempSync(path.join(os.tmpdir(), 'header-excel-')), 'list.xlsx');
  await file.saveAs(saved);
  expect(file.suggestedFilename()).toMatch(/^いじめに関するアンケート_いじめアラート_.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(saved) as unknown as ArrayBuffer);
  const rows = Array.from(workbook.worksheets[0]!.getSheetValues().slice(1), (r) =>
    Array.isArray(r) ? Array.from(r.slice(1), (c) => (c === undefined || c === null ? '' : String(c))) : [],
  );
  const listed = rows.flatMap((r) => (r[0] === '2年 2組' && /^\d+番/.test(r[1] ?? '') ? [Number(r[1]!.match(/^(\d+)番/)![1])] : []));
  expect(listed).toEqual(shown);
  // Every listed sheet is answered with a raised level (未対応).
  for (const r of rows.filter((r) => r[0] === '2年 2組')) expect([r[2], r[3]]).toEqual(['回答済み', expect.stringMatching(/^第\d段階/)]);
});
