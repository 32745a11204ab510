import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';
import { expectChartDrawn, kitaSchool, signInStudent, signOutStudent } from './student.ts';

/**
 * The student's other screens (issue 3; spec §2 Student routes): password help, help, /auth, the
 * 404 page, and the recent-condition screen with its chart, anonymous contact, the furigana
 * switch and the language switch, on a phone and a laptop as well as the tablet.
 */
test('student pages before signing in: password help, help, /auth and 404', async ({ page }) => {
  const school = kitaSchool();
  await page.goto(`/${school.code}/student/login`);
  await page.getByRole('link', { name: 'パスワードを わすれたとき' }).click();
  await expect(page.getByRole('heading', { name: /パスワードを わすれたときは/ })).toBeVisible();
  await expect(page.getByText('「パスワードを わすれました」')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'student-password');
  await page.getByRole('link', { name: 'ログインに もどる' }).click();
  await expect(page).toHaveURL(new RegExp(`/${school.code}/student/login$`));

  await page.goto(`/${school.code}/student/help`);
  await expect(page.getByRole('heading', { name: /つかいかた/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'インターネットに つながらないとき' })).toBeVisible();
  await expectAccessible(page);

  // /auth hands the token to the school's login page, which exchanges it (decision 014); this
  // one is made up, so the student is told and stays on the login page.
  const exchange = page.waitForRequest((r) => r.url().endsWith('/api/students/google/sign_in'));
  await page.goto(`/auth#access_token=token-from-sign-in&state=${school.code}`);
  expect((await exchange).postDataJSON()).toMatchObject({ schoolCode: school.code, accessToken: 'token-from-sign-in' });
  await expect(page.getByRole('alert')).toContainText('Googleでのログインに失敗しました');
  await expect(page).toHaveURL(new RegExp(`/${school.code}/student/login$`));

  await page.goto(`/${school.code}/student/no_such_page`);
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
});

test('the recent-condition screen on phone and laptop: chart, anonymous contact, furigana, language', async ({ page }) => {
  // The school links the anonymous service in this story (a setting of the school's admin).
  await page.route('**/api/students/access_code', (route) =>
    route.fulfill({ json: { data: { linkStopIt: true, accessCode: 'KITA-2468', url: 'https://report.example.org/' } } }),
  );
  await signInStudent(page, { klass: '2組', studentNumber: 2 });
  await page.goto('/kita-jhs/student/todays_condition');

  await expect(page.getByRole('heading', { name: 'さいきんの きろく' })).toBeVisible();
  await expectChartDrawn(page);
  await page.getByText('表で 見る').click();
  await expect(page.getByRole('region', { name: 'さいきんの きろく' }).getByRole('table')).toBeVisible();

  const contact = page.getByRole('region', { name: 'だれにも 知られずに そうだんしたいときは' });
  await expect(contact.getByText('KITA-2468')).toBeVisible();
  await expect(contact.getByRole('link', { name: /そうだんの ページを 開く/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /ヘルプ/ })).toHaveAttribute('target', '_blank');

  // Furigana are off for a junior-high student; the header switch puts them on and off.
  await expect(page.locator('main ruby')).toHaveCount(0);
  await page.getByRole('switch', { name: 'ふりがな' }).check();
  await expect(page.locator('main ruby rt').first()).toBeVisible();
  await snap(page, 'student-todays-furigana');
  await page.getByRole('switch', { name: 'ふりがな' }).uncheck();
  await expect(page.locator('main ruby')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 640 });
  await expectAccessible(page);
  await snap(page, 'student-todays-phone');
  await page.setViewportSize({ width: 1366, height: 768 });
  await snap(page, 'student-todays-laptop');

  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  await expect(page.getByRole('heading', { name: "Today's check-in" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your recent check-ins' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('combobox', { name: /Language/ }).selectOption('ja');

  await signOutStudent(page);
});
