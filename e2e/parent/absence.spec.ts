import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';

/**
 * Issue 5 (parents' absence and lateness reports that reach the class register), on a phone.
 * Uses only the demo parents minami-es-p0002 (child: 1年1組 出席番号2) and minami-es-p0003, so it
 * depends on no other spec's data. Every page is checked with axe.
 */
test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

const SCHOOL = 'minami-es';

/** A Japan-time date key `days` after today (the server and the date options use Japan time). */
function japanDay(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The Japanese weekday of a date key, e.g. 日 (the key is a calendar date). */
function weekday(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('ja', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The history's date text, e.g. 2026/11/22（日）. */
function historyDate(key: string): string {
  return `${key.replaceAll('-', '/')}（${weekday(key)}）`;
}

/** The date option's label, e.g. 11月22日（日）. */
function optionLabel(key: string): string {
  const [, m, d] = key.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日（${weekday(key)}）`;
}

async function signIn(page: Page, login: string) {
  const parent = demoAccounts()
    .schools.find((s) => s.code === SCHOOL)!
    .parents.find((p) => p.login === login)!;
  await page.goto(`/${SCHOOL}/parent/login`);
  await expect(page.getByRole('heading', { name: /保護者ログイン/ })).toBeVisible();
  await page.getByLabel('ログインID').fill(parent.login);
  await page.getByLabel('パスワード').fill(parent.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SCHOOL}/parent/absent`));
  await expect(page.getByRole('heading', { name: '欠席・遅刻・早退の連絡', level: 1 })).toBeVisible();
}

/** Fills the report form and goes to the confirmation step. */
async function fillReport(page: Page, report: { date: string; status: '欠席' | '遅刻' | '早退'; reason?: string; memo?: string }) {
  await page.getByRole('radio', { name: optionLabel(report.date) }).click();
  await page.getByRole('radio', { name: report.status, exact: true }).click();
  if (report.reason) await page.getByLabel('欠席の理由').selectOption({ label: report.reason });
  if (report.memo) await page.getByRole('textbox', { name: '連絡事項（任意）' }).fill(report.memo);
  await page.getByRole('button', { name: '内容を確認する' }).click();
  await expect(page.getByRole('heading', { name: '内容の確認' })).toBeVisible();
}

/** The class teacher of 1年1組 signed in on a laptop-sized page of its own. */
async function openTeacherDesk(browser: Browser): Promise<Page> {
  const teacher = demoAccounts()
    .schools.find((s) => s.code === SCHOOL)!
    .teachers.find((t) => t.email === 't1-1@minami-es.example.jp')!;
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ja-JP' });
  const desk = await context.newPage();
  await desk.goto(`/${SCHOOL}/teacher/login`);
  await desk.getByLabel('メールアドレス').fill(teacher.email);
  await desk.getByLabel('パスワード').fill(teacher.password);
  await desk.getByRole('button', { name: 'ログイン' }).click();
  await expect(desk).toHaveURL(new RegExp(`/${SCHOOL}/teacher/class_dashboard`));
  return desk;
}

test('a parent reports tomorrow’s absence from a phone; the class teacher confirms it into the register', async ({ page, browser }) => {
  const tomorrow = japanDay(1);
  await page.goto(`/${SCHOOL}/parent/login`);
  await expect(page.getByText('港北市立みなみ小学校')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'parent-login');
  await signIn(page, 'minami-es-p0002');

  // One child: named, not to be chosen.
  await expect(page.getByText('1年 1組 2番', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'parent-absent');
  await fillReport(page, { date: tomorrow, status: '欠席', reason: '病欠', memo: '熱が38度あるため休ませます。' });
  await expect(page.getByText('欠席（病欠）')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'parent-absent-confirm');

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/parents/attendances') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '送信する' }).click();
  const created = await posted;
  expect(created.status()).toBe(201);
  await expect(page.getByRole('heading', { name: '連絡を送信しました' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'parent-absent-sent');

  await page.getByRole('link', { name: '連絡履歴を見る' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SCHOOL}/parent/history`));
  const card = page.getByRole('article').filter({ hasText: historyDate(tomorrow) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('欠席（病欠）');
  await expect(card).toContainText('未確認');
  await expect(card).toContainText('熱が38度あるため休ませます。');
  await expect(card).toContainText(/送信日時\s*\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await expectAccessible(page);
  await snap(page, 'parent-history');

  // A different report for the same day: the server's 409 message, shown as sent.
  await page.getByRole('link', { name: '連絡する' }).click();
  await fillReport(page, { date: tomorrow, status: '遅刻' });
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('alert')).toContainText('この日の連絡はすでに送られています。変更するときは、先に連絡を取り消してください。');
  await expectAccessible(page);
  await snap(page, 'parent-absent-conflict');

  // The class teacher, at the desk: the report is 未確認 on the 出欠連絡 dashboard; confirming it
  // writes 欠席 (病欠) into the class register of that day.
  const desk = await openTeacherDesk(browser);
  await desk.goto(`/${SCHOOL}/teacher/parent_attendances_dashboard?date=${tomorrow}`);
  const reportRow = desk.getByRole('row').filter({ hasText: '熱が38度あるため休ませます。' });
  await expect(reportRow).toContainText('未確認');
  await expectAccessible(desk);
  await snap(desk, 'teacher-parent-attendances');
  await reportRow.getByRole('button', { name: /確認する/ }).click();
  await expect(reportRow).toContainText('確認済み');
  await desk.goto(`/${SCHOOL}/teacher/class_dashboard?date=${tomorrow}`);
  const registerRow = desk.getByRole('row').filter({ has: desk.getByRole('cell', { name: '2', exact: true }) });
  await expect(registerRow).toContainText('欠席 (病欠)');
  await snap(desk, 'teacher-register-absent');
  await desk.context().close();

  // Back on the phone, the report now reads 確認済み.
  await page.goto(`/${SCHOOL}/parent/history`);
  await expect(page.getByRole('article').filter({ hasText: historyDate(tomorrow) })).toContainText('確認済み');
});

test('a parent reports lateness with a double tap, then cancels it with a memo; the teacher sees 取り消し', async ({ page, browser }) => {
  const day = japanDay(2);
  await signIn(page, 'minami-es-p0003');
  await fillReport(page, { date: day, status: '遅刻', memo: '通院のため10時ごろ登校します。' });
  await expect(page.getByText('遅刻', { exact: true }).last()).toBeVisible();

  // A double tap on 送信する makes one report (disabled while pending; the API also dedupes).
  await page.getByRole('button', { name: '送信する' }).dblclick();
  await expect(page.getByRole('heading', { name: '連絡を送信しました' })).toBeVisible();
  await page.getByRole('link', { name: '連絡履歴を見る' }).click();
  const card = page.getByRole('article').filter({ hasText: historyDate(day) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('未確認');

  await card.getByRole('button', { name: 'この連絡を取り消す' }).click();
  const modal = page.getByRole('dialog', { name: '連絡を取り消しますか？' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('取り消しの理由（任意）').fill('予定が変わり、通常どおり登校します。');
  await expectAccessible(page);
  await snap(page, 'parent-cancel-modal');
  await modal.getByRole('button', { name: '取り消す', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: '連絡を取り消しました。' })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(card).toContainText('取り消し');
  await expect(card).toContainText('取り消しの理由');
  await expect(card).toContainText('予定が変わり、通常どおり登校します。');
  await expect(card.getByRole('button', { name: 'この連絡を取り消す' })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'parent-history-cancelled');

  // The class teacher sees the withdrawn report as 取り消し, with the parent's reason.
  const desk = await openTeacherDesk(browser);
  await desk.goto(`/${SCHOOL}/teacher/parent_attendances_dashboard?date=${day}`);
  const cancelledRow = desk.getByRole('row').filter({ hasText: '通院のため10時ごろ登校します。' });
  await expect(cancelledRow).toContainText('取り消し');
  await expect(cancelledRow).toContainText('予定が変わり、通常どおり登校します。');
  await desk.context().close();

  // Logout returns to the parent login; the history is no longer reachable without signing in.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SCHOOL}/parent/login`));
  await page.goto(`/${SCHOOL}/parent/history`);
  await expect(page).toHaveURL(new RegExp(`/${SCHOOL}/parent/login`));
});
