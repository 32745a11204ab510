import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { settle, signInStaff } from '../support/staff.ts';
import { openHealthObservation, PHYSICAL_QUESTION, signInStudentOf, signOutStudent } from './student.ts';

/**
 * Issue 24 item 4: furigana in the school's own texts. みなみ小 writes readings into its health
 * observation items ({今朝:けさ}の{体温:たいおん}); a 1年 pupil sees them as ruby on a 390×844 phone, a 4年
 * pupil (furigana off by default) the kanji alone; the item editor at 1024×768 gives the hint and
 * a live preview of the ruby. Pupils みなみ小 1年2組 10番 and 4年2組 10番 are this journey's only;
 * the item is opened and closed without saving. axe without serious violations; screenshots looked at.
 */
const minami = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;

async function toHealthObservation(page: Page, grade: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStudentOf(page, '/minami-es', { grade, klass: '2組', studentNumber: 10, password: minami().students[0]!.password });
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await openHealthObservation(page);
  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
}

test('a みなみ小 1年 pupil reads the school’s items with ruby; a 4年 pupil the kanji alone', async ({ page }) => {
  await toHealthObservation(page, '1年');
  const temperature = page.getByRole('group', { name: /今朝の体温/ });
  await expect(temperature.locator('ruby').first()).toHaveText('今朝けさ');
  await expect(temperature.locator('rt')).toHaveText(['けさ', 'たいおん']);
  // Radio items name their group by the label read without readings: 頭が痛い.
  const headache = page.getByRole('radiogroup', { name: /頭が痛い/ });
  await expect(page.locator('main ruby').filter({ hasText: '頭' }).locator('rt')).toHaveText('あたま');
  await expect(page.locator('main ruby').filter({ hasText: '伝' }).locator('rt')).toHaveText('つた');
  await headache.getByRole('radio', { name: 'なし' }).click();
  await expectAccessible(page);
  await snap(page, 'school-texts-furigana-1nen-390');

  await signOutStudent(page);
  await toHealthObservation(page, '4年');
  const headache4 = page.getByRole('radiogroup', { name: /頭が痛い/ });
  await expect(headache4).toBeVisible();
  await expect(page.locator('main rt')).toHaveCount(0);
  await expect(page.getByText('頭が痛い', { exact: true })).toBeVisible();
  await snap(page, 'school-texts-furigana-4nen-390');
});

test('the item editor gives the hint and a live preview of the ruby as the pupil sees it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const code = minami().code;
  await signInStaff(
    page,
    minami().teachers.find((t) => t.admin)!,
    '/admin/login',
    code,
  );
  await page.goto(`/${code}/teacher/settings/healthcheck`);
  // The list shows the item as the pupil reads it; the edit button is named without the readings.
  await expect(page.getByRole('rowheader', { name: /今朝の体温/ }).locator('rt')).toHaveText(['けさ', 'たいおん']);
  await page.getByRole('button', { name: '「今朝の体温」を編集' }).click();
  const dialog = page.getByRole('dialog');
  const label = dialog.getByRole('textbox', { name: /項目名/ });
  await expect(label).toHaveValue('{今朝:けさ}の{体温:たいおん}');
  await expect(dialog.getByText('{漢字:よみ} と書きます', { exact: false })).toBeVisible();
  const preview = dialog.getByTestId('ruby-preview');
  await expect(preview.locator('rt')).toHaveText(['けさ', 'たいおん']);
  await label.fill('{今朝:けさ}の{体温:たいおん}を{測:はか}ろう');
  await expect(preview.locator('rt')).toHaveText(['けさ', 'たいおん', 'はか']);
  await settle(page);
  await expectAccessible(page);
  await snap(page, 'school-texts-furigana-editor-1024');
});
