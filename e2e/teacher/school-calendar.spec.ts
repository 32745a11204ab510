import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders, settle, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * School calendar (issue 10, /{school_code}/teacher/settings/calendar, decision 020): みなみ小's
 * admin teacher opens the page from the settings menu, sees the demo's 夏休み, adds a 臨時休業 day,
 * sees it listed, is told when the same day is added twice (overlap), and deletes it after
 * confirming, then sees a national holiday named in the class week; and imports the filled-in
 * Excel template after a preview. axe (all rules and WCAG 2.2 AA) without serious violations;
 * screenshots at 1366×768 and 1024×768, also to $CAL_SHOTS_DIR when set.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
/** axe (all rules, then WCAG 2.2 AA) without serious violations at each screenshot size. */

const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@minami-es.example.jp')!;

/** The current 年度 (April–March, Japan time) and a Wednesday-ish October day of it outside the demo vacations. */
function closureDay(): { key: string; shown: string } {
  const tokyo = new Date(Date.now() + 9 * 3_600_000);
  const year = tokyo.getUTCMonth() >= 3 ? tokyo.getUTCFullYear() : tokyo.getUTCFullYear() - 1;
  return { key: `${year}-10-14`, shown: `${year}/10/14` };
}

/** The latest weekday national holiday of the last year with a fixed date (the week view names it), as a date key and its name. */
function recentHoliday(): { key: string; name: string } {
  const names: Record<string, string> = {
    '01-01': '元日',
    '02-11': '建国記念の日',
    '02-23': '天皇誕生日',
    '04-29': '昭和の日',
    '05-03': '憲法記念日',
    '05-04': 'みどりの日',
    '05-05': 'こどもの日',
    '08-11': '山の日',
    '11-03': '文化の日',
    '11-23': '勤労感謝の日',
  };
  for (let i = 0; i < 366; i += 1) {
    const d = new Date(Date.now() + 9 * 3_600_000 - i * 86_400_000);
    const key = d.toISOString().slice(0, 10);
    const name = names[key.slice(5)];
    if (name && d.getUTCDay() !== 0 && d.getUTCDay() !== 6) return { key, name };
  }
  throw new Error('no holiday found');
}

test('the admin teacher adds a 臨時休業 day, sees it listed, and deletes it after confirming', async ({ page }) => {
  const day = closureDay();
  await signInStaff(page, adminTeacher(), '/admin/login', school().code);
  await page.goto(`/${school().code}/teacher/settings/alert`);
  await page.getByRole('navigation', { name: '設定メニュー' }).getByRole('link', { name: '学校カレンダー' }).click();
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/settings/calendar$`));
  await expect(page.getByRole('heading', { level: 1, name: '学校カレンダー' })).toBeVisible();
  const table = page.getByRole('region', { name: '登録されている期間の一覧' });
  await expect(table.getByRole('row', { name: /夏休み/ })).toContainText('07/21〜');

  const form = page.getByRole('form', { name: '期間を追加' });
  await form.getByLabel('種類').selectOption({ label: '臨時休業' });
  await form.getByLabel('名称').fill('臨時休業（台風）');
  await form.getByLabel('開始日').fill(day.key);
  await form.getByLabel('終了日').fill(day.key);
  await form.getByRole('button', { name: '追加する' }).click();
  await expect(page.getByText('追加しました。')).toBeVisible();
  const row = table.getByRole('row', { name: /臨時休業（台風）/ });
  await expect(row).toContainText(day.shown);
  await expect(row).toContainText('学校全体');
  await expect(row).toContainText('1日');

  // The same day again overlaps: the server names 開始日 in Japanese and nothing is added.
  await form.getByLabel('名称').fill('臨時休業（台風）');
  await form.getByRole('button', { name: '追加する' }).click();
  await expect(form.getByText(`臨時休業（台風）（${day.shown}〜${day.shown}）と期間が重なっています`)).toBeVisible();
  await expect(table.getByRole('row', { name: /臨時休業（台風）/ })).toHaveCount(1);
  await shootAtTeacherSizes(page, 'teacher-settings-calendar', process.env.CAL_SHOTS_DIR, expectAccessibleAndWcag22AA);

  await row.getByRole('button', { name: `臨時休業（台風） ${day.shown}を削除` }).click();
  const dialog = page.getByRole('dialog', { name: '期間を削除しますか？' });
  await expect(dialog).toContainText(`臨時休業（台風）（${day.shown}）を削除します。`);
  await settle(page);
  await expectAccessible(page);
  await snap(page, 'teacher-settings-calendar-delete');
  if (process.env.CAL_SHOTS_DIR) await page.screenshot({ path: `${process.env.CAL_SHOTS_DIR}/teacher-settings-calendar-delete-1024.png` });
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('削除しました。')).toBeVisible();
  await expect(table.getByRole('row', { name: /臨時休業（台風）/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /夏休み/ })).toHaveCount(1);

  // The class week view names a national holiday under its date (the calendar's nonSchoolDay).
  const holiday = recentHoliday();
  await page.goto(`/${school().code}/teacher/class_dashboard?view=week&date=${holiday.key}`);
  await expect(page.getByRole('columnheader', { name: new RegExp(holiday.name) })).toBeVisible();
  await settle(page);
  await snap(page, 'teacher-class-week-holiday');
  if (process.env.CAL_SHOTS_DIR) await page.screenshot({ path: `${process.env.CAL_SHOTS_DIR}/teacher-class-week-holiday-1024.png` });
});

test('the admin teacher imports the filled-in Excel template after a preview; a file that is not the template lists the reasons', async ({ page }) => {
  const year = Number(closureDay().key.slice(0, 4));
  await signInStaff(page, adminTeacher(), '/admin/login', school().code);
  const headers = await sessionHeaders(page);
  await page.goto(`/${school().code}/teacher/settings/calendar`);
  const template = await page.request.get('/api/teachers/school_calendar/template', { headers });
  expect(template.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  workbook.worksheets[0]!.getRow(4).values = ['学校休業日', '創立記念日', `${year}/06/01`, `${year}/06/01`, ''];
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileInput = page.locator('input[type="file"]');
  try {
    await fileInput.setInputFiles({ name: 'own.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not an Excel file') });
    await page.getByRole('button', { name: '内容を確認する' }).click();
    await expect(page.getByText('添付されたファイルの形式が正しくありません。正しいExcelファイルをアップロードしてください。')).toBeVisible();
    await expect(page.getByText('Excelファイル（.xlsx）ではありません')).toBeVisible();

    await fileInput.setInputFiles({ name: 'calendar.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
    await page.getByRole('button', { name: '内容を確認する' }).click();
    await expect(page.getByText('1件の期間を読み込みました。内容を確認して登録してください。')).toBeVisible();
    await expect(page.getByRole('region', { name: '読み込んだ期間' })).toContainText(`${year}/06/01`);
    await settle(page);
    await expectAccessible(page);
    await snap(page, 'teacher-settings-calendar-import');
    if (process.env.CAL_SHOTS_DIR) await page.screenshot({ path: `${process.env.CAL_SHOTS_DIR}/teacher-settings-calendar-import-1024.png`, fullPage: true });
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('1件を登録しました。')).toBeVisible();
    await expect(page.getByRole('region', { name: '登録されている期間の一覧' }).getByRole('row', { name: /創立記念日/ })).toContainText('学校休業日');
  } finally {
    const view = await (await page.request.get(`/api/teachers/school_calendar?year=${year}`, { headers })).json();
    const ids = (view.data.ranges as { id: number; label: string }[]).filter((r) => r.label === '創立記念日').map((r) => r.id);
    if (ids.length) await page.request.post('/api/teachers/school_calendar/bulk_delete', { headers, data: { ids } });
  }
});
