import { expect as baseExpect, test } from '@playwright/test';
import { demoAccounts } from '../support/demo.ts';
import { settle, shootAtTeacherSizes, submitStaffPassword } from '../support/staff.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * Issue 28 item 2 (docs/decisions/067): みなみ小's admin teacher creates a delivery 白紙から作成; it has
 * no questions, so the list shows it as 下書き with the hint that it is published once questions are
 * added (pupils are never offered it: the API suite questionnaire-delivery-drafts proves that).
 * axe (WCAG 2.2 AA) clean; screenshots at 1366×768 and 1024×768.
 */
const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@minami-es.example.jp')!;
const expect = baseExpect.configure({ timeout: 20_000 });
const slow = { timeout: 30_000 };
const TITLE = '下書きの確認アンケート';

/** A Japan-time datetime-local value `minutes` from now. */
const japanLocal = (minutes: number) => new Date(Date.now() + 9 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 16);

test('a blank delivery is 下書き in the list until it has questions', async ({ page }) => {
  test.setTimeout(180_000);
  const code = school().code;
  await submitStaffPassword(page, adminTeacher(), '/admin/login');
  await expect(page).toHaveURL(new RegExp(`/${code}/teacher/class_dashboard`), slow);
  await page.getByRole('link', { name: 'アンケート', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'アンケート配信', level: 1 })).toBeVisible(slow);

  await page.getByRole('button', { name: '新規作成' }).click();
  const add = page.getByRole('dialog', { name: 'アンケートを作成' });
  await expect(add.getByLabel('ひな形')).toHaveValue('');
  await add.getByLabel('タイトル').fill(TITLE);
  await add.getByLabel('開始日時').fill(japanLocal(-10));
  await add.getByLabel('終了日時').fill(japanLocal(7 * 24 * 60));
  await add.getByRole('checkbox', { name: '4年' }).check();
  await add.getByRole('button', { name: '作成する' }).click();
  await expect(page).toHaveURL(new RegExp(`/${code}/teacher/questionnaire-deliveries/add-question/\\d+$`), slow);
  const deliveryId = Number(/add-question\/(\d+)$/.exec(page.url())![1]);

  await page.getByRole('link', { name: 'アンケート一覧へ戻る' }).click();
  const row = page.getByTestId(`delivery-${deliveryId}`);
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText('質問 0問');
  await expect(row).toContainText('下書き');
  await expect(row).toContainText('質問を追加すると公開されます');
  await expect(row).not.toContainText('実施中');
  await settle(page);
  await expectAccessibleAndWcag22AA(page);
  await shootAtTeacherSizes(page, 'questionnaire-draft-list');
});
