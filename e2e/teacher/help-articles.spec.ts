import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { settle, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { signInBoard } from '../local-government/board-support.ts';
import { signInKitaStudent } from '../student/student.ts';

/**
 * The footer's help link (spec §2 "Layouts and footer"; issue 12): a signed-in class teacher of
 * みなみ小, the demo board user and a demo parent each see ヘルプ in the footer; it opens their help
 * article in a new tab (rel=noopener noreferrer, so the new tab has no sessionStorage session: the
 * articles are public pages) with its heading in Japanese, accessible (axe) and readable at
 * 1366×768 and 1024×768 without sideways scrolling at 768 px. The teacher login page and a
 * student's check-in page have no footer. Only signs in (kita-jhs 3年1組 8番, minami-es-p0001):
 * nothing other journeys rely on changes. Screenshots also go to $HELP_SHOTS_DIR when set.
 */

const SHOTS = process.env.HELP_SHOTS_DIR;
const HELP_LINK = 'ヘルプ（新しいタブで開きます）';
const minami = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;

/** Clicks the footer's help link and answers the new tab, after checking the link opens one safely. */
async function openFooterHelp(page: Page, expectedPath: string): Promise<Page> {
  const footer = page.getByRole('contentinfo');
  // The current year in Japan time (spec §2; issue 24 item 10: it read © 2024 everywhere).
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Tokyo', year: 'numeric' }).format(new Date());
  await expect(footer.getByText(`© ${year} すこやか`)).toBeVisible();
  const link = footer.getByRole('link', { name: HELP_LINK });
  await expect(link).toHaveAttribute('href', expectedPath);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const popup = page.waitForEvent('popup');
  await link.click();
  const help = await popup;
  await expect(help).toHaveURL(new RegExp(`${expectedPath.replace(/\//g, '\\/')}$`));
  return help;
}

/** axe and screenshots at the teacher sizes; at 768 px the article must not scroll sideways. */
async function checkArticle(help: Page, name: string): Promise<void> {
  await shootAtTeacherSizes(help, name, SHOTS, (p) => expectAccessible(p));
  await help.setViewportSize({ width: 768, height: 1024 });
  await settle(help);
  const overflow = await help.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 768 px`).toBeLessThanOrEqual(0);
}

test('a class teacher opens the teacher help article from the footer in a new tab', async ({ page }) => {
  const teacher = minami().teachers.find((t) => !t.admin && t.grade && t.klass)!;
  await signInStaff(page, teacher, '/minami-es/teacher/login', 'minami-es');

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.getByRole('contentinfo').screenshot({ path: path.join(SHOTS, 'help-teacher-footer.png') });
  }
  const help = await openFooterHelp(page, '/minami-es/teacher/help');
  await expect(help.getByRole('heading', { level: 1, name: /先生向けヘルプ/ })).toBeVisible();
  await expect(help).toHaveTitle('先生向けヘルプ | すこやか');
  await expect(help.getByRole('heading', { level: 2, name: '朝の5分チェック' })).toBeVisible();
  await expect(help.getByRole('listitem').first()).toContainText('「クラスダッシュボード」で');
  for (const heading of [
    'クラスダッシュボードとアラート',
    '「話したい」',
    '出欠とメモ',
    'いじめアラート',
    'アンケート',
    'レポートとダウンロード',
    '設定（管理者の先生）',
    '困ったときは',
  ]) {
    await expect(help.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // Each section links the page it explains, by the name the app shows.
  await expect(help.getByRole('link', { name: '「クラスダッシュボード」を開く' })).toHaveAttribute('href', '/minami-es/teacher/class_dashboard');
  await expect(help.getByRole('link', { name: '「いじめアラート（クラス）」を開く' })).toHaveAttribute('href', '/minami-es/teacher/bullying-alert/for_class');
  await checkArticle(help, 'help-teacher');
  await help.close();

  // The signed-in tab is where it was.
  await expect(page).toHaveURL(/\/minami-es\/teacher\/class_dashboard/);
});

test('the board user opens the board help article from the footer in a new tab', async ({ page }) => {
  await signInBoard(page);
  const help = await openFooterHelp(page, '/local_governments/help');
  await expect(help.getByRole('heading', { level: 1, name: /教育委員会向けヘルプ/ })).toBeVisible();
  for (const heading of ['ダッシュボード', 'レポートと少人数の保護', '学校一覧と学校アカウント', '設定', '困ったときは']) {
    await expect(help.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(help.getByText(/1〜4人の数は「<5」/)).toBeVisible();
  await expect(help.getByRole('link', { name: '「学校一覧」を開く' })).toHaveAttribute('href', '/local_governments/schools');
  await checkArticle(help, 'help-board');
  await help.close();
});

test('a parent opens the parent help article from the footer in a new tab', async ({ page }) => {
  const parent = minami().parents.find((p) => p.login === 'minami-es-p0001')!;
  await page.goto('/minami-es/parent/login');
  await page.getByLabel('ログインID').fill(parent.login);
  await page.getByLabel('パスワード').fill(parent.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/minami-es\/parent\/absent/);

  const help = await openFooterHelp(page, '/minami-es/parent/help');
  await expect(help.getByRole('heading', { level: 1, name: /保護者の方へ/ })).toBeVisible();
  await expect(help.getByRole('heading', { level: 2, name: '急ぎのときは' })).toBeVisible();
  // A parent reads it on a phone: accessible, and no sideways scrolling at 390 px.
  await help.setViewportSize({ width: 390, height: 844 });
  await settle(help);
  await expectAccessible(help);
  const overflow = await help.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the parent help scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  if (SHOTS) await help.screenshot({ path: path.join(SHOTS, 'help-parent-390.png'), fullPage: true });
  await help.close();
});

test('the teacher login page and a student check-in page have no footer', async ({ page }) => {
  await page.goto('/minami-es/teacher/login');
  await expect(page.getByRole('heading', { name: '教職員ログイン' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: HELP_LINK })).toHaveCount(0);

  const kita = demoAccounts().schools.find((s) => s.code === 'kita-jhs')!;
  // The demo's students share one password; 3年1組 8番 is no other journey's.
  const student = { grade: '3年', klass: '1組', studentNumber: 8, password: kita.students[0]!.password };
  await signInKitaStudent(page, student);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: HELP_LINK })).toHaveCount(0);
});
