import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { openHealthObservation, PHYSICAL_QUESTION, signInStudentOf } from './student.ts';

/**
 * Issue 24 item 5: the pupil's wording follows the school type and grade. On a 390×844 phone a
 * みなみ小 1年 pupil is asked きょうの こころの ちょうしは？ (kana-heavy), a みなみ小 4年 pupil 今日の心の調子は？
 * (standard) and an きた中 pupil 今日の心の調子はどうですか？ (中学生), no longer the first-graders'
 * wording; the health observation's lead follows too. The pupils (みなみ小 1年2組 6番, 4年2組 6番, きた中 3年2組 6番) only sign in; no other
 * journey uses them. axe without serious violations; screenshots looked at.
 */
const CASES = [
  {
    school: 'minami-es',
    grade: '1年',
    heading: 'きょうの こころの ちょうしは？',
    progress: 'しつもん 1 / 2',
    lead: 'きょうの からだの ようすを おしえてね。',
    shot: 'wording-elementary-1',
  },
  {
    school: 'minami-es',
    grade: '4年',
    heading: '今日の心の調子は？',
    progress: '質問 1 / 2',
    lead: '今日の体の様子を教えてください。',
    shot: 'wording-elementary-4',
  },
  {
    school: 'kita-jhs',
    grade: '3年',
    heading: '今日の心の調子はどうですか？',
    progress: '質問 1 / 2',
    lead: '今日の体調を入力してください。',
    shot: 'wording-junior-high',
  },
] as const;

for (const c of CASES) {
  test(`${c.school} ${c.grade}: ${c.heading}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const school = demoAccounts().schools.find((s) => s.code === c.school)!;
    await signInStudentOf(page, `/${c.school}`, { grade: c.grade, klass: '2組', studentNumber: 6, password: school.students[0]!.password });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    await expect(page.getByText(c.progress, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `${c.shot}-390`);
    // The health observation after the faces speaks the same way (the rest of item 5).
    await page.getByRole('button', { name: '良い', exact: true }).click();
    await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
    await page.getByRole('button', { name: '良い', exact: true }).click();
    await openHealthObservation(page);
    await expect(page.getByText(c.lead, { exact: true })).toBeVisible();
    await snap(page, `${c.shot}-healthcheck-390`);
  });
}
