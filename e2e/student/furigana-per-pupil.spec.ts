import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { signInStudentOf, signOutStudent } from './student.ts';

/**
 * Issue 24 item 4: the furigana switch is kept with the pupil, not the device. On one shared
 * tablet (one browser context, 390×844) みなみ小 1年2組 5番 turns furigana off and logs out; 7番
 * signs in next and still gets them (their grade's default); 5番, back, finds their own choice.
 * The pupils (1年2組 5番 and 7番) are no other journey's. axe without serious violations.
 */
const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const pupil = (studentNumber: number) => ({ grade: '1年', klass: '2組', studentNumber, password: school().students[0]!.password });
const ruby = (page: Page) => page.locator('main ruby rt');
const toggle = (page: Page) => page.getByRole('switch', { name: 'ふりがな' });

async function logOut(page: Page) {
  await signOutStudent(page);
}

test('one pupil turning furigana off on a shared tablet leaves them on for the next pupil', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStudentOf(page, '/minami-es', pupil(5));
  await expect(ruby(page).first()).toBeVisible();
  await toggle(page).uncheck();
  await expect(page.locator('main ruby')).toHaveCount(0);
  await snap(page, 'furigana-off-first-pupil-390');
  await logOut(page);

  await signInStudentOf(page, '/minami-es', pupil(7));
  await expect(toggle(page)).toBeChecked();
  await expect(ruby(page).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'furigana-on-next-pupil-390');
  await logOut(page);

  await signInStudentOf(page, '/minami-es', pupil(5));
  await expect(toggle(page)).not.toBeChecked();
  await expect(page.locator('main ruby')).toHaveCount(0);
});
