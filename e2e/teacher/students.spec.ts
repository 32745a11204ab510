import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders, settle, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';

/**
 * Teacher monitoring, student pages, report and settings (issue 4): the junior high's 1年1組 class
 * teacher and admin teacher only, and 1年1組 student No. 5 (the student journeys use No. 1 and 2), so
 * these journeys never touch another spec's data. Every page is checked with axe.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'kita-jhs')!;
const klassTeacher = () => school().teachers.find((t) => t.email === 't1-1@kita-jhs.example.jp')!;
const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@kita-jhs.example.jp')!;

test('a class teacher opens a student page from its URL and adds a memo through the confirm flow', async ({ page }) => {
  await signInStaff(page, klassTeacher(), `/${school().code}/teacher/login`, school().code);
  const headers = await sessionHeaders(page);
  const me = (await (await page.request.get('/api/teachers/me', { headers })).json()).data as { name: string };
  const students = (await (await page.request.get('/api/teachers/students', { headers })).json()).data as { id: number; name: string; studentNumber: number }[];
  const student = students.find((p) => p.studentNumber === 5)!;

  await page.goto(`/${school().code}/teacher/student/${student.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(student.name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1年 1組 5番');
  await expect(page.getByRole('heading', { name: /直近30日の体調/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '前の子ども' })).toBeVisible();
  await expect(page.getByRole('link', { name: '次の子ども' })).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
  await snap(page, 'teacher-student-page');
  // Health-observation columns (spec §3 column styles, issue 28 item 12): the sleep time on one line, the comment wide.
  await expect(page.getByRole('columnheader', { name: '睡眠' })).toHaveCSS('white-space', 'nowrap');
  await expect(page.getByRole('columnheader', { name: 'コメ' })).toHaveCSS('min-width', '120px');
  await shootAtTeacherSizes(page, 'teacher-student-healthcheck-columns');

  const memo = page.getByRole('region', { name: 'メモ', exact: true });
  await memo.getByRole('button', { name: 'メモを追加' }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('メモの内容');
  await expect(field).toHaveAttribute('placeholder', 'これはメモの内容です。');
  await expect(dialog.getByRole('button', { name: '確認する' })).toBeDisabled();
  const content = `朝の会で元気がなかった。昼休みに声をかける（${Date.now()}）`;
  await field.fill(content);
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(dialog.getByText('本当にメモを保存しますか？')).toBeVisible();
  await expect(dialog.getByText('保存したメモは編集、削除できませんのでご注意ください。')).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
  await snap(page, 'teacher-student-memo-confirm');
  // 戻る returns to the form with the text kept.
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(field).toHaveValue(content);
  await dialog.getByRole('button', { name: '確認する' }).click();
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();

  const saved = memo.getByRole('listitem').filter({ hasText: content });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(`${me.name} 先生`);
  await expect(saved).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);

  // The other sections of the same student.
  await page.getByRole('link', { name: '不調アラート' }).click();
  await expect(page.getByRole('heading', { name: '心と体の不調アラート' })).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
  await page.getByRole('link', { name: '過去の記録' }).click();
  await expect(page).toHaveURL(new RegExp(`/student-past/${student.id}$`));
  await expect(page.getByLabel('年度', { exact: true })).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
});

test('an admin teacher cannot save an invalid notification address, then saves a valid one', async ({ page }) => {
  await signInStaff(page, adminTeacher(), `/${school().code}/teacher/login`, school().code);
  await page.goto(`/${school().code}/teacher/settings/alert`);
  const mental = page.getByRole('region', { name: '心の不調アラート' });
  await expect(mental).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);

  // The consecutive days stepper cannot be typed into (spec §5), only stepped.
  const days = mental.getByLabel('連続日数');
  const before = await days.inputValue();
  await days.click();
  await page.keyboard.type('9');
  await expect(days).toHaveValue(before);

  const address = `alert-${Date.now()}@kita-jhs.example.jp`;
  await mental.getByLabel('通知先メールアドレス 1').fill('not-an-email');
  await expect(mental.getByLabel('通知先メールアドレス 2')).toBeVisible(); // a blank row appears
  await mental.getByRole('button', { name: '保存する' }).click();
  await expect(mental.getByText('正しい形式で入力してください')).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
  await snap(page, 'teacher-settings-alert-invalid');

  const headers = await sessionHeaders(page);
  const mentalSetting = async () =>
    (
      (await (await page.request.get('/api/teachers/condition_settings/configs', { headers })).json()).data as {
        conditionKind: string;
        notificationEmails: { value: string }[];
      }[]
    ).find((s) => s.conditionKind === 'mental')!;
  expect((await mentalSetting()).notificationEmails.map((e) => e.value)).not.toContain('not-an-email');

  await mental.getByLabel('通知先メールアドレス 1').fill(address);
  await expect(mental.getByText('正しい形式で入力してください')).toBeHidden();
  await mental.getByRole('button', { name: '保存する' }).click();
  await expect(mental.getByText('保存しました。')).toBeVisible();
  expect((await mentalSetting()).notificationEmails.map((e) => e.value)).toContain(address);
});

test('an admin teacher downloads the condition report named by the server', async ({ page }) => {
  await signInStaff(page, adminTeacher(), `/${school().code}/teacher/login`, school().code);
  await page.goto(`/${school().code}/teacher/report`);
  await expect(page.getByRole('heading', { name: 'レポート', level: 1 })).toBeVisible();
  await page.getByLabel('心と身体の不調状況').check();
  await settle(page, 250);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excelをダウンロード' }).click();
  expect((await download).suggestedFilename()).toMatch(/^心と身体の不調状況_\d{6}_\d{4}\.xlsx$/);
  await expect(page.getByRole('status').filter({ hasText: 'ダウンロードしました' })).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
  await snap(page, 'teacher-report');
});

test('an idle settings edit warns after 2.5 hours and is cancelled at 3 hours', async ({ page }) => {
  await page.clock.install();
  await signInStaff(page, adminTeacher(), `/${school().code}/teacher/login`, school().code);
  await page.goto(`/${school().code}/teacher/settings/attendances`);
  const row = page.getByLabel('通知先メールアドレス 1');
  const saved = await row.inputValue();
  await row.fill('draft@kita-jhs.example.jp');

  await page.clock.fastForward('02:30:00');
  const warning = page.getByRole('dialog', { name: '一定時間操作がありません' });
  await expect(warning).toBeVisible();
  await expect(warning.getByText('30分後に自動的に編集がキャンセルされます')).toBeVisible();
  await settle(page, 250);
  await expectAccessible(page);
  await warning.getByRole('button', { name: '続ける' }).click();
  await expect(warning).toBeHidden();
  await expect(row).toHaveValue('draft@kita-jhs.example.jp');

  await page.clock.fastForward('03:00:00');
  await expect(page.getByLabel('通知先メールアドレス 1')).toHaveValue(saved);
});

test('the teacher password pages are public and a signed-in teacher is sent to the class dashboard', async ({ page }) => {
  await page.goto(`/${school().code}/teacher/login`);
  await page.getByRole('link', { name: 'パスワードを忘れた方' }).click();
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/password/forget$`));
  await expectAccessible(page);
  await page.getByLabel('メールアドレス').fill('nobody@kita-jhs.example.jp');
  await page.getByRole('button', { name: '再設定のメールを送る' }).click();
  await expect(page.getByRole('status')).toContainText('パスワード再設定のメールを送りました');
  await expectAccessible(page);

  await signInStaff(page, klassTeacher(), `/${school().code}/teacher/login`, school().code);
  await page.goto(`/${school().code}/teacher/password/forget`);
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/class_dashboard`));
});
