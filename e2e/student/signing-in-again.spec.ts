import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { settle } from '../support/staff.ts';
import { signInStudentOf, signOutStudent } from './student.ts';

/**
 * Signing in again after the check-in (issue 24 item 6), on a 390×844 phone and a 1024×768 tablet:
 * a みなみ小 6年 pupil no other journey uses (6年1組 7番) checks in, signs out, signs in again and
 * reads 「きょうは もう きろくしました」 above the faces, with a way to today's page (the 話したい
 * buttons) without answering again; there, after あとで こたえる, the questionnaire stays as a smaller
 * card with いま こたえる.
 */
for (const [width, height, studentNumber] of [
  [390, 844, 7],
  [1024, 768, 8],
] as const) {
  test(`a pupil who signs in again reaches today's page without answering again (${width}×${height})`, async ({ browser }) => {
    const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
    const student = { grade: '6年', klass: '1組', studentNumber, password: school.students[0]!.password };
    const context = await browser.newContext({ viewport: { width, height }, locale: 'ja-JP' });
    const page = await context.newPage();
    await signInStudentOf(page, `/${school.code}`, student);
    // Before today's check-in: no such notice.
    await expect(page.getByRole('region', { name: 'きょうは もう きろくしました' })).toHaveCount(0);
    await page.getByRole('button', { name: '良い', exact: true }).click();
    await page.getByRole('button', { name: '少し良い' }).click();
    await page.getByRole('button', { name: '回答しない' }).click();
    await expect(page).toHaveURL(new RegExp(`/${school.code}/student/todays_condition`));

    await signOutStudent(page);
    await signInStudentOf(page, `/${school.code}`, student);
    const notice = page.getByRole('region', { name: 'きょうは もう きろくしました' });
    await expect(notice).toBeVisible();
    await settle(page);
    await expectAccessible(page);
    await snap(page, `student-signed-in-again-${width}`);
    await notice.getByRole('link', { name: 'きょうの ページへ' }).click();
    await expect(page).toHaveURL(new RegExp(`/${school.code}/student/todays_condition`));
    await expect(page.getByRole('button', { name: '担任の先生と話したい' })).toBeVisible();

    // The school's questionnaire, asked again at this sign-in; after あとで こたえる it stays, smaller.
    const prompt = page.getByRole('region', { name: 'アンケートが とどいています' });
    await prompt.getByRole('button', { name: 'あとで こたえる' }).click();
    const later = page.getByRole('region', { name: 'あとで こたえる アンケート' });
    await expect(later.getByRole('button', { name: 'いま こたえる' })).toBeVisible();
    await page.reload();
    await expect(later.getByRole('button', { name: 'いま こたえる' })).toBeVisible();
    await settle(page);
    await expectAccessible(page);
    await snap(page, `student-questionnaire-later-${width}`);
    await later.getByRole('button', { name: 'いま こたえる' }).click();
    await expect(page).toHaveURL(new RegExp(`/${school.code}/student/questionnaire/\\d+$`));
    await context.close();
  });
}
