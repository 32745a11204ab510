import { expect, test } from '@playwright/test';
import { demoAccounts } from '../support/demo.ts';
import { shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * Year-end advancement and acceptance (issue 13 item 5): みなみ小's admin teacher opens 進級・進学,
 * sees every class with next year's grade and class, sets one class at once and one student by hand,
 * and saves in progress (the demo's next year is not applied here: other journeys read the demo's
 * years; applying and the last year under student-past are covered by the API tests). The junior
 * high's admin sees the acceptance page. axe clean; screenshots at 1366×768 and 1024×768, also to
 * $ROSTER_SHOTS_DIR when set.
 */

const school = (code: string) => demoAccounts().schools.find((s) => s.code === code)!;
const admin = (code: string) => school(code).teachers.find((t) => t.email === `admin@${code}.example.jp`)!;
/** The shared machine is slow under the full suite: generous waits for the first answers. */
const slow = { timeout: 30_000 };

test('the admin teacher plans next year per class and one student, and saves in progress', async ({ page }) => {
  test.setTimeout(240_000);
  await signInStaff(page, admin('minami-es'), '/admin/login', 'minami-es');
  await page.goto('/minami-es/teacher/settings/alert');
  await page.getByRole('navigation', { name: '設定メニュー' }).getByRole('link', { name: '進級・進学' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '進級・進学' })).toBeVisible(slow);
  const klass = page.getByRole('region', { name: '1年 1組の児童生徒' });
  await expect(klass.getByRole('row').nth(1)).toContainText('進級', slow);
  await page.getByRole('button', { name: '1年 1組の児童生徒：全員に反映' }).click();
  const first = klass.getByRole('row').nth(1);
  await first.getByRole('combobox').first().selectOption({ label: '原級留置' });
  await page.getByRole('button', { name: '途中保存する' }).click();
  await expect(page.getByText('途中保存しました。')).toBeVisible(slow);
  await expect(page.getByRole('status').filter({ hasText: '決定済み' })).toContainText('途中保存', slow);
  await shootAtTeacherSizes(page, 'teacher-settings-advancement', process.env.ROSTER_SHOTS_DIR, expectAccessibleAndWcag22AA);
});

test("the junior high's admin teacher sees the acceptance page", async ({ page }) => {
  test.setTimeout(240_000);
  const code = demoAccounts().schools.find((s) => s.code !== 'minami-es')!.code;
  await signInStaff(page, admin(code), '/admin/login', code);
  await page.goto(`/${code}/teacher/settings/acceptance`);
  await expect(page.getByRole('heading', { level: 1, name: '受け入れ' })).toBeVisible(slow);
  await expect(page.getByText('教育委員会の設定により')).toBeVisible(slow);
  await shootAtTeacherSizes(page, 'teacher-settings-acceptance', process.env.ROSTER_SHOTS_DIR, expectAccessibleAndWcag22AA);
});
