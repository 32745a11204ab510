import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { convertWithLibreOffice } from '../../scripts/test/libreoffice.ts';
import { demoAccounts } from '../support/demo.ts';
import { shootAtTeacherSizes, submitStaffPassword } from '../support/staff.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * The students' Excel exports (issue 11 item 5, decision 022): みなみ小 3年2組's class teacher (no
 * other journey uses that class; the journey only reads) re-enters the password on the bullying
 * class view, downloads every question's answers of the demo survey (their class only), opens a
 * student's answers and downloads Excelで出力 (read back with exceljs and opened by LibreOffice
 * headless), then the past page's 過去のアンケートをExcelで出力. axe (all rules and WCAG 2.2 AA)
 * without serious violations; screenshots at 1366×768 and 1024×768, also to $EXPORTS_SHOTS_DIR.
 */
const SCHOOL = 'minami-es';
const teacher = () => ({ email: `t3-2@${SCHOOL}.example.jp`, password: demoAccounts().schools.find((s) => s.code === SCHOOL)!.teachers[0]!.password });
const shots = process.env.EXPORTS_SHOTS_DIR;

/** Clicks `button`, waits for the download and reads the .xlsx: its file name, path and first sheet's rows as text (rows[0] is row 1). */
async function downloadXlsx(page: Page, button: string) {
  const [file]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exports-e2e-'));
  const saved = path.join(dir, 'export.xlsx');
  await file.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(saved) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // Array.from: getSheetValues() is sparse (an empty row is a hole that map would keep).
  const rows = Array.from(sheet.getSheetValues().slice(1), (r) =>
    Array.isArray(r) ? Array.from(r.slice(1), (c) => (c === undefined || c === null ? '' : String(c))) : [],
  );
  return { name: file.suggestedFilename(), saved, dir, rows };
}

test('a class teacher downloads the students’ Excel exports of the bullying survey after password re-entry', async ({ page }) => {
  test.setTimeout(300_000);
  await submitStaffPassword(page, teacher(), `/${SCHOOL}/teacher/login`);
  await expect(page).toHaveURL(new RegExp(`/${SCHOOL}/teacher/class_dashboard`), { timeout: 30_000 });
  await page.goto(`/${SCHOOL}/teacher/bullying-alert/for_class`);
  const dialog = page.getByRole('dialog', { name: 'パスワードの再入力' });
  await dialog.getByLabel('パスワード').fill(teacher().password);
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'いじめアラート（クラス）' })).toBeVisible();

  // Every question's answers of the demo's survey (chosen by name: another journey may have
  // delivered a newer one), the class teacher's class only.
  const survey = page.getByLabel('アンケート', { exact: true });
  const demoSurvey = await survey.locator('option', { hasText: 'いじめに関するアンケート' }).first().getAttribute('value');
  await survey.selectOption(demoSurvey!);
  await expect(page).toHaveURL(new RegExp(`questionnaireDeliveryId=${demoSurvey}`));
  const many = await downloadXlsx(page, '全設問の回答をExcelで出力');
  expect(many.name).toMatch(/^いじめに関するアンケート_回答_\d{6}_\d{4}\.xlsx$/);
  const students = many.rows.slice(6).filter((r) => r.length);
  expect(students.length).toBeGreaterThan(3);
  expect(new Set(students.map((r) => r[0]))).toEqual(new Set(['3年 2組']));
  expect(students.some((r) => r[2] === '回答済み')).toBe(true);
  await shootAtTeacherSizes(page, 'exports-for-class', shots, expectAccessibleAndWcag22AA);
  await page.setViewportSize({ width: 1366, height: 768 });

  // One student's sheet from the answer page.
  await page.locator('tbody a[href*="questionnaireDeliveryId"]').first().click();
  await expect(page).toHaveURL(/\/bullying-alert\/\d+\?questionnaireDeliveryId=\d+/);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const name = heading.split('（')[0]!;
  const sheet = await downloadXlsx(page, 'Excelで出力');
  expect(sheet.name).toMatch(new RegExp(`^いじめに関するアンケート_${name}_\\d{6}_\\d{4}\\.xlsx$`));
  expect(sheet.rows[0]![0]).toBe(`いじめに関するアンケート_${name}`);
  const question = sheet.rows.find((r) => r[1] === 'この1か月の間に、いやな思いをしたことはありますか？')!;
  expect(['何度もある', 'ときどきある', '1回ある', 'ない']).toContain(question[2]);
  const csv = readFileSync(await convertWithLibreOffice(sheet.saved, 'csv', sheet.dir), 'utf8');
  expect(csv).toContain('この1か月の間に、いやな思いをしたことはありますか？');
  expect(csv).toContain(question[2]);
  await shootAtTeacherSizes(page, 'exports-answer', shots, expectAccessibleAndWcag22AA);
  await page.setViewportSize({ width: 1366, height: 768 });

  // Every sheet the student answered, from the past page.
  await page.getByRole('link', { name: '過去の回答' }).click();
  await expect(page).toHaveURL(/\/bullying-alert-past\/\d+$/);
  const past = await downloadXlsx(page, '過去のアンケートをExcelで出力');
  expect(past.rows[0]![0]).toBe(`過去のアンケート_${name}`);
  const sheets = past.rows.slice(6).filter((r) => r.length);
  expect(sheets.length).toBeGreaterThanOrEqual(1);
  expect(sheets.every((r) => r[4] === 'いじめに関するアンケート')).toBe(true);
  await shootAtTeacherSizes(page, 'exports-past', shots, expectAccessibleAndWcag22AA);
});
