import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInStaff } from '../support/staff.ts';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';

/**
 * Teacher monitoring, dashboards (issue 4): the class teacher of 1年2組 and the school's admin
 * teacher of the demo elementary school, and the students of 1年2組 only (so these journeys never
 * touch another spec's data). Every page is checked with axe.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const klassTeacher = () => school().teachers.find((t) => !t.admin && t.grade === '1年' && t.klass === '2組')!;
const adminTeacher = () => school().teachers.find((t) => t.admin)!;

/** Signs a student of 1年2組 in through the API and returns the credential headers. */
async function studentHeaders(request: APIRequestContext, studentNumber: number): Promise<Record<string, string>> {
  const info = await (await request.get(`/api/schools/show_school_info?school_code=${school().code}`)).json();
  const grade = info.data.grades.find((g: { name: string }) => g.name === '1年');
  const klass = grade.klasses.find((k: { name: string }) => k.name === '2組');
  const student = school().students.find((s) => s.grade === '1年' && s.klass === '2組' && s.studentNumber === studentNumber)!;
  const signIn = await request.post('/api/students/sign_in', {
    data: { schoolCode: school().code, gradeId: grade.id, klassId: klass.id, studentNumber, password: student.password },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  return { 'access-token': h['access-token']!, client: h.client!, uid: h.uid!, schoolCode: school().code };
}

/** The class table's row of a 出席番号. */
const rowOf = (page: Page, studentNumber: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(studentNumber), exact: true }) });

test('a student presses 話したい and the open class dashboard shows it at its next poll, without a reload', async ({ page, request }) => {
  const teacher = klassTeacher();
  await signInStaff(page, teacher, `/${school().code}/teacher/login`, school().code);
  const row = rowOf(page, 1);
  await expect(row).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The student, on a tablet elsewhere, presses a talk-to button (the row lists each press of the day).
  const headers = await studentHeaders(request, 1);
  const buttons = (await (await request.get('/api/sos_settings', { headers })).json()).data as { id: number; label: string }[];
  const label = buttons[0]!.label;
  const before = await row.getByText(label).count();
  const pressed = await request.post('/api/soss', { headers, data: { sosSettingId: buttons[0]!.id } });
  expect(pressed.status()).toBe(201);
  // The open dashboard asks every SOS_POLL_MS (4 s), so on an idle server a press shows within 5 s.
  // How fast is the design's and a benchmark's to say, not a journey's on a shared 2-core machine
  // (CI12 missed 5 s under load 15): this waits up to three polls and asserts there was no reload.
  await expect(row.getByText(label)).toHaveCount(before + 1, { timeout: 15_000 });
  // The demo school does not record how requests were handled: 話したい alone (issue 10 item 1).
  await expect(row.getByText('話したい', { exact: true }).filter({ visible: true })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: '話したいボタンが押されました' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveCSS('opacity', '1'); // axe reads colours once the notice has faded in
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectAccessible(page);
  await snap(page, 'teacher-class-dashboard-new-sos');

  // The notification leads to the 話したいダッシュボード, where the press is listed as 未対応.
  await page.getByRole('link', { name: '話したいダッシュボードを開く' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '話したいダッシュボード' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: label }).first()).toContainText('未対応');
  await expectAccessible(page);
});

test('the class teacher records 欠席 (病欠) with a memo; the register keeps it after a reload', async ({ page }) => {
  const teacher = klassTeacher();
  await signInStaff(page, teacher, `/${school().code}/teacher/login`, school().code);
  const row = rowOf(page, 2);
  await row.getByRole('combobox', { name: /の出欠$/ }).selectOption('absent');

  // Spec §4: a status other than 出席 is saved, then the absence memo modal opens.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('欠席理由').selectOption({ label: '病欠' });
  await dialog.getByLabel('メモ').fill('朝、保護者から電話。熱があるため休みます。');
  await expectAccessible(page);
  await snap(page, 'teacher-class-dashboard-absence-memo');
  await dialog.getByRole('button', { name: '保存して閉じる' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('欠席 (病欠)');

  await page.reload();
  await expect(rowOf(page, 2)).toContainText('欠席 (病欠)');
  await expect(rowOf(page, 2)).toContainText('熱があるため休みます');
  await expect(rowOf(page, 2).getByRole('combobox', { name: /の欠席理由$/ })).toHaveValue('sick');

  // The week view of the same class, and the legend of the icons.
  await page.getByText('1週間', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: '心' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'アイコンの見かた' })).toBeVisible();
  await expectAccessible(page);
});

test('the admin teacher opens the school week view, the pager and the alert dashboards from the header menu', async ({ page }) => {
  const admin = adminTeacher();
  await signInStaff(page, admin, '/admin/login', school().code);

  await page.getByRole('link', { name: '学校全体ダッシュボードへ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /学校全体ダッシュボード/ })).toBeVisible();
  await page.getByText('1週間', { exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByRole('columnheader', { name: /（月）/ })).toBeVisible();
  // Spec §9: over 7 pages, five page buttons with ellipses.
  const pager = page.getByRole('navigation', { name: 'ページ' });
  await expect(pager.getByRole('button', { name: /^\d+ページ$/ })).toHaveCount(5);
  await expectAccessible(page);
  await snap(page, 'teacher-all-dashboard-week');
  await page.getByRole('link', { name: 'クラスダッシュボードへ' }).click();
  await expect(page).toHaveURL(/class_dashboard\?view=week/);

  // The header menu: four links; it closes on a click outside.
  const menuButton = page.getByRole('button', { name: /^アラート/ });
  await menuButton.click();
  await expect(page.getByRole('menuitem')).toHaveCount(4);
  await page.mouse.click(5, 700);
  await expect(page.getByRole('menu')).toBeHidden();

  for (const [item, heading] of [
    ['心不調', '心不調'],
    ['体不調', '体不調'],
    ['出欠連絡', '出欠連絡'],
  ] as const) {
    await menuButton.click();
    await page.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByLabel('確認状況')).toHaveValue('');
  await expect(page.getByLabel('確認状況').locator('option').first()).toHaveText('確認状況を選択する');
  await snap(page, 'teacher-parent-attendances');
});
