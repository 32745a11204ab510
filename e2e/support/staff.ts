import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { snap } from './demo.ts';

/** A staff login (teacher or admin teacher) as demo-accounts.json lists it. */
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * The password step of a staff login page (`/{school_code}/teacher/login` or `/admin/login`):
 * opens it, fills メールアドレス and パスワード and presses ログイン. Says nothing about where the
 * page goes next (an MFA code step may follow).
 */
export async function submitStaffPassword(page: Page, account: StaffLogin, loginPath: string): Promise<void> {
  await page.goto(loginPath);
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Signs a teacher of `schoolCode` in through `loginPath` and waits for their class_dashboard (spec §2). */
export async function signInStaff(page: Page, account: StaffLogin, loginPath: string, schoolCode: string): Promise<void> {
  await submitStaffPassword(page, account, loginPath);
  await expect(page).toHaveURL(new RegExp(`/${schoolCode}/teacher/class_dashboard`));
}

/** The credential headers of the page's session (spec §7), for API calls beside the UI. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const store = sessionStorage.getItem('access-token') ? sessionStorage : localStorage;
    return {
      'access-token': store.getItem('access-token')!,
      client: store.getItem('client')!,
      uid: store.getItem('uid')!,
      schoolCode: store.getItem('schoolCode')!,
    };
  });
}

/** Mantine's transitions: let colours settle before axe measures contrast or a screenshot is taken. */
export async function settle(page: Page, ms = 300): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(ms);
}

/** The two sizes a teacher page must work at (a laptop and a tablet). */
export const TEACHER_VIEWPORTS = [
  [1366, 768],
  [1024, 768],
] as const;

/**
 * Screenshots the page at each teacher viewport as test-results/screenshots/<name>-<width>.png and,
 * when `dir` is given (an env var such as IP_SHOTS_DIR), also as <dir>/<name>-<width>.png.
 * `check` runs at each size before the screenshot (e.g. axe).
 */
export async function shootAtTeacherSizes(page: Page, name: string, dir?: string, check?: (page: Page) => Promise<void>): Promise<void> {
  for (const [width, height] of TEACHER_VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await settle(page);
    if (check) await check(page);
    await snap(page, `${name}-${width}`);
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    }
  }
}
