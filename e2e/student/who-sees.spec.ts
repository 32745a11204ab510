import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { answerHealthObservation, openHealthObservation, signInStudentOf } from './student.ts';

/**
 * Issue 25 item 6: every pupil screen that records something says who will see it, from the
 * school's actual people (the class's homeroom teacher, the admin teachers), in the grade's
 * wording (decision 064). On a 390×844 phone a みなみ小 2年 pupil reads it on the check-in, the
 * health observation, beside the 話したい buttons and on a questionnaire; an きた中 pupil reads the 中学生 wording.
 * The pupils (みなみ小 2年1組 7番, きた中 3年1組 7番) are used by no other journey.
 */
test('a 2年 pupil reads who sees the answers on the check-in, the health observation and the talk buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
  await signInStudentOf(page, '/minami-es', { grade: '2年', klass: '1組', studentNumber: 7, password: school.students[0]!.password });
  const who = page.getByTestId('who-sees');
  // Furigana are on for 1–3年: the kanji carry their readings (ruby), the kana read as written.
  await expect(who).toContainText('この こたえを みるのは たんにんの');
  await expect(who).toContainText('がっこうの かんりを する');
  await expectAccessible(page);
  await snap(page, 'who-sees-check-in-390');

  await page.getByRole('button', { name: '良い', exact: true }).click();
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await openHealthObservation(page);
  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await expect(who).toContainText('この こたえを みるのは たんにんの');
  await expectAccessible(page);
  await snap(page, 'who-sees-health-observation-390');
  await answerHealthObservation(page);

  await expect(page).toHaveURL(/todays_condition/);
  const talk = page.locator('section[aria-labelledby="talk-to-teacher-title"]');
  await expect(talk.getByTestId('who-sees')).toContainText('この こたえを みるのは たんにんの');
  await expectAccessible(page);
  await snap(page, 'who-sees-talk-390');

  // The questionnaire delivered to the grade says it too.
  await page.getByRole('button', { name: 'いま こたえる' }).click();
  await expect(page.getByTestId('who-sees')).toContainText('この こたえを みるのは たんにんの');
  await expectAccessible(page);
  await snap(page, 'who-sees-questionnaire-390');
});

test('an きた中 pupil reads the 中学生 wording', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = demoAccounts().schools.find((s) => s.code === 'kita-jhs')!;
  await signInStudentOf(page, '/kita-jhs', { grade: '3年', klass: '1組', studentNumber: 7, password: school.students[0]!.password });
  await expect(page.getByTestId('who-sees')).toHaveText('この回答を見るのは、担任の先生と学校の管理者の先生です。');
  await expectAccessible(page);
  await snap(page, 'who-sees-junior-390');
});
