import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { WCAG_22_AA_TAGS } from '../support/a11y.ts';
import { axeOn, demoAccounts, expectAccessible } from '../support/demo.ts';
import { sessionHeaders, settle, submitStaffPassword, type StaffLogin } from '../support/staff.ts';

/**
 * Issue 10 items 8, 9 and 12: teacher pages on a tablet and a phone, one date-time format per
 * kind, and axe (WCAG 2.2 AA) with no serious violation on every teacher page at 1366×768 and
 * 1024×768 (and no sideways page scroll at 768 px). The class teacher of 1年2組 (35 students; no
 * other journey uses the class) takes the register on a 768×1024 tablet and puts it back.
 */

// The suite shares two cores with the API and the database: give slow answers room, not flakes.
const expect = baseExpect.configure({ timeout: 20_000 });
// Each test signs in on its own and leaves the data as it found it, so the file's tests may run on
// several workers at once (the longest file of the suite would otherwise keep one worker busy alone
// at the end of a run; decision 048).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.admin)!;
const klassTeacher = () => school().teachers.find((t) => !t.admin && t.grade === '1年' && t.klass === '2組')!;
const shotsDir = process.env.TEACHER_SHOTS_DIR ?? path.join(import.meta.dirname, '..', '..', 'test-results', 'teacher-shots');

async function signIn(page: Page, account: StaffLogin, loginPath: string): Promise<void> {
  await submitStaffPassword(page, account, loginPath);
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/class_dashboard`));
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** No sideways scroll of the page itself (a table may scroll inside its own region). */
async function expectNoPageScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways at ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

/** Waits until the page has no loader left (Mantine's loaders and the 読み込み中 statuses). */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByText('読み込み中', { exact: true })).toHaveCount(0);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a class teacher takes the register on a 768×1024 tablet: select and memo in view, name sticky, no page scroll (issue 10 item 8)', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, klassTeacher(), `/${school().code}/teacher/login`);
  await loaded(page);
  const res = await page.request.get('/api/teachers/class_dashboards/dashboard_by_date', { headers: await sessionHeaders(page) });
  const students = (await res.json()).data.students as { id: number; name: string; studentNumber: number }[];
  expect(students).toHaveLength(35);
  const nine = students.find((s) => s.studentNumber === 9)!;
  const row = rowOf(page, nine.name);
  const select = row.getByRole('combobox', { name: `${nine.name} の出欠` });
  const memo = row.getByRole('button', { name: new RegExp(`${nine.name}.*メモ`) });
  await row.scrollIntoViewIfNeeded();
  for (const control of [select, memo]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(768);
  }
  await expectNoPageScroll(page);
  try {
    await select.selectOption({ label: '遅刻' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shot(page, 'class-day-768x1024-memo');
    await dialog
      .getByRole('button', { name: /閉じる|キャンセル/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('遅刻').first()).toBeVisible();
    // The table scrolls inside its region; the name stays where it was.
    const region = page.getByRole('region', { name: /の健康観察/ });
    const before = (await row.getByRole('rowheader').boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(async () => (await row.getByRole('rowheader').boundingBox())!.x).toBe(before);
    await region.evaluate((el) => el.scrollTo({ left: 0 }));
    await shot(page, 'class-day-768x1024');
    // The week view shows the 遅刻 under the day.
    await page.getByText('1週間', { exact: true }).click();
    await expect(rowOf(page, nine.name).getByText('遅刻')).toBeVisible();
    await shot(page, 'class-week-768x1024');
  } finally {
    await page.goto(`/${school().code}/teacher/class_dashboard`);
    await rowOf(page, nine.name)
      .getByRole('combobox', { name: `${nine.name} の出欠` })
      .selectOption({ index: 0 });
    await expect(rowOf(page, nine.name).getByRole('combobox', { name: `${nine.name} の出欠` })).toHaveValue('attend');
  }

  // 35 students in two screens at 1366×768.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/${school().code}/teacher/class_dashboard`);
  await loaded(page);
  await expect(page.getByRole('rowheader')).toHaveCount(35);
  // The last student's row ends within the second screen (the legend may follow below).
  const lastRow = page.getByRole('rowheader').last();
  const bottom = await lastRow.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  expect(bottom).toBeLessThanOrEqual(2 * 768);
  await shot(page, 'class-day-1366x768');
});

test('on a 390 px phone the teacher header wraps and ログアウト is reachable (issue 10 item 8)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, klassTeacher(), `/${school().code}/teacher/login`);
  await loaded(page);
  const logout = page.getByRole('button', { name: 'ログアウト' });
  const box = (await logout.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const header = page.getByRole('banner');
  expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, 'teacher-header-390');
  await logout.click();
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/login`));
});

/** Signs the admin teacher in and answers the teacher pages' base path and a student with an alert. */
async function adminPages(page: Page): Promise<{ base: string; studentId: number }> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, adminTeacher(), '/admin/login');
  const headers = await sessionHeaders(page);
  const alerts = (await (await page.request.get('/api/teachers/dashboards/school_alert_dashboard?conditionKind=mental', { headers })).json()).data;
  const studentId = alerts.list[0]?.student.id ?? (await (await page.request.get('/api/teachers/students', { headers })).json()).data[0].id;
  return { base: `/${school().code}/teacher`, studentId };
}

/**
 * axe (WCAG 2.2 AA, serious or critical) at 1366×768 and 1024×768 and the page's sideways scroll at
 * 768 px, for each path; every page and size is checked before failing, so one run lists every problem.
 */
async function checkPages(page: Page, base: string, paths: string[]): Promise<void> {
  const problems: string[] = [];
  for (const p of paths) {
    for (const [width, height] of [
      [1366, 768],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${base}/${p}`);
      await loaded(page);
      await settle(page);
      const results = await axeOn(page).withTags(WCAG_22_AA_TAGS).analyze();
      for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        problems.push(`${p} @${width}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        console.log(problems.at(-1));
      }
    }
    await page.setViewportSize({ width: 768, height: 1024 });
    await settle(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) problems.push(`${p} @768: the page scrolls sideways (${scrollWidth} px)`);
  }
  expect(problems).toEqual([]);
}

test('the dashboards: axe WCAG 2.2 AA at 1366×768 and 1024×768, no page scroll at 768 px; times in one format per kind (issue 10 items 9, 12)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const { base } = await adminPages(page);
  await checkPages(page, base, [
    'class_dashboard',
    'class_dashboard?view=week',
    'all_dashboard',
    'all_dashboard?view=week',
    'all_dashboard?focus=unsupported',
    'mental_dashboard',
    'physical_dashboard',
    'sos_dashboard',
    'parent_attendances_dashboard',
  ]);

  // Item 9: an alert time reads YYYY年MM月DD日 HH:mm; a talk request YYYY/MM/DD HH:mm.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${base}/mental_dashboard`);
  await expect(page.getByRole('cell', { name: /^\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}$/ }).first()).toBeVisible();
  await page.goto(`${base}/sos_dashboard`);
  await expect(page.getByRole('cell', { name: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^\d{4}年/ })).toHaveCount(0);
  // Both dashboards open the days ahead (spec §9: today to +7); an admin sees the whole school.
  await page.goto(`${base}/all_dashboard`);
  await expect(page.getByRole('button', { name: '次の日' })).toBeEnabled();
  await expect(page.getByText('担任のクラスの児童生徒だけを表示しています')).toHaveCount(0);
});

test('the student pages and the report: axe WCAG 2.2 AA at 1366×768 and 1024×768, no page scroll at 768 px; grades 1年 → 6年 (issue 10 items 9, 12)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const { base, studentId } = await adminPages(page);
  await checkPages(page, base, [
    'report',
    `student/${studentId}`,
    `student/${studentId}/alert`,
    `student/${studentId}/sos`,
    `student-past/${studentId}`,
    `student-past/${studentId}/alert`,
    `student-past/${studentId}/memo`,
    `student-past/${studentId}/sos`,
  ]);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${base}/report`);
  await expect(page.getByLabel('学年', { exact: true }).locator('option')).toHaveText(['すべての学年', '1年', '2年', '3年', '4年', '5年', '6年']);
});

test('the settings pages: axe WCAG 2.2 AA at 1366×768 and 1024×768, no page scroll at 768 px (issue 10 item 12)', async ({ page }) => {
  test.setTimeout(600_000);
  const { base } = await adminPages(page);
  await checkPages(page, base, [
    'settings/alert',
    'settings/attendances',
    'settings/condition_skip',
    'settings/enabled_processed_sos',
    'settings/link_stop_it',
    'settings/healthcheck',
    'settings/ip',
    'settings/calendar',
    'settings/mfa',
  ]);
});

test("a class teacher's 学校全体ダッシュボード says it shows only their classes (issue 10 item 9)", async ({ page }) => {
  await signIn(page, klassTeacher(), `/${school().code}/teacher/login`);
  await page.goto(`/${school().code}/teacher/all_dashboard`);
  await expect(page.getByText('担任のクラスの児童生徒だけを表示しています。学校全体は管理者の先生が見られます。')).toBeVisible();
  await expect(page.getByText('全35件中 1〜35件')).toBeVisible();
  await expectAccessible(page);
});

/** Resolves with 'ok' when the page paints within `ms`, else 'frozen'. */
async function answers(page: Page, ms = 3_000): Promise<string> {
  return Promise.race([
    page.evaluate(() => new Promise<string>((r) => requestAnimationFrame(() => r('ok')))),
    new Promise<string>((r) => setTimeout(() => r('frozen'), ms)),
  ]);
}

test("fast ↑ presses on the 健康観察 item modal's 体温 stepper count each press and the tab keeps responding (the settings/alert freeze, issue 10 item 7)", async ({
  page,
}) => {
  await signIn(page, adminTeacher(), '/admin/login');
  await page.goto(`/${school().code}/teacher/settings/healthcheck`);
  await page.getByRole('button', { name: '「今朝の体温」を編集' }).click();
  const temperature = page.getByLabel('最初に表示する体温');
  await expect(temperature).toHaveValue('35.2 ℃');
  await temperature.focus();
  const cdp = await page.context().newCDPSession(page);
  const key = (type: 'rawKeyDown' | 'keyUp') => cdp.send('Input.dispatchKeyEvent', { type, key: 'ArrowUp', code: 'ArrowUp', windowsVirtualKeyCode: 38 });
  await Promise.all([1, 2, 3].flatMap(() => [key('rawKeyDown'), key('keyUp')]));
  expect(await answers(page)).toBe('ok');
  await expect(temperature).toHaveValue('35.5 ℃');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(temperature).toHaveValue('35.8 ℃');
  expect(await answers(page)).toBe('ok');
  // Closed without saving: the demo's item is unchanged.
  await page.keyboard.press('Escape');
});
