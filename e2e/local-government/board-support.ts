import { expect, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { settle, shootAtTeacherSizes, submitStaffPassword } from '../support/staff.ts';

/** Where the board journeys put their screenshots (1366×768 and 1024×768) for people to look at. */
export const BOARD_SHOTS_DIR = process.env.BOARD_SHOTS_DIR ?? '/tmp/board-web-shots';

/** The demo board user (board@kohoku.example.jp / sukoyaka-board). */
export const boardLogin = () => demoAccounts().localGovernments[0]!;

/** Signs the demo board user in at /local_governments/login and waits for the dashboard. */
export async function signInBoard(page: Page): Promise<void> {
  await submitStaffPassword(page, boardLogin(), '/local_governments/login');
  await expect(page).toHaveURL(/\/local_governments\/dashboard$/, { timeout: 30_000 });
}

/**
 * A board page at staff sizes: axe (no serious violations) and a screenshot at 1366×768 and
 * 1024×768, then at 768 px wide the page itself must not scroll sideways (tables scroll in their region).
 */
export async function checkBoardPage(page: Page, name: string): Promise<void> {
  await shootAtTeacherSizes(page, name, BOARD_SHOTS_DIR, (p) => expectAccessible(p));
  await page.setViewportSize({ width: 768, height: 1024 });
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 768 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });
}
