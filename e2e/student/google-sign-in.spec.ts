import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';

/**
 * Sign in with Google (issue 3, decision 014) against the local OpenID provider the config starts
 * (scripts/test/oidc-provider.ts: its development login form takes the account's e-mail). Uses
 * minami-es 1年2組 No. 2, whom no other spec signs in.
 */
const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const student = () => school().students.find((s) => s.grade === '1年' && s.klass === '2組' && s.studentNumber === 2)!;

/** On the provider's page: types the account and signs in, as a student does at Google. */
async function signInAtProvider(page: Page, account: string) {
  await page.getByPlaceholder('Enter any login').fill(account);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a student signs in with their school Google account and lands on the check-in', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/${school().code}/student/login`);
  const google = page.getByRole('button', { name: 'Googleでログイン' });
  await expect(google).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'student-login-google-phone');

  await page.getByLabel('ログインしたままにする').check();
  await google.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await signInAtProvider(page, student().googleEmail);

  await expect(page).toHaveURL(new RegExp(`/${school().code}/student/my_condition$`));
  // Kept logged in (local storage, as ticked before leaving), marked as a Google session, and the
  // session is this student's.
  const stored = await page.evaluate(() => ({
    token: window.localStorage.getItem('access-token'),
    client: window.localStorage.getItem('client'),
    uid: window.localStorage.getItem('uid'),
    google: window.localStorage.getItem('isGoogleLogin'),
  }));
  expect(stored.google).toBe('true');
  const me = await request.get('/api/students/me', {
    headers: { 'access-token': stored.token!, client: stored.client!, uid: stored.uid!, schoolCode: school().code },
  });
  expect((await me.json()).data).toMatchObject({ gradeName: '1年', klassName: '2組', studentNumber: 2 });
  // The one-time code is gone from the address bar and history.
  expect(page.url()).not.toContain('token=');
});

test('an account no student of the school has comes back to the login page with a message', async ({ page }) => {
  await page.goto(`/${school().code}/student/login`);
  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await signInAtProvider(page, 'somebody-else@gmail.example');

  await expect(page).toHaveURL(new RegExp(`/${school().code}/student/login\\?google_error=not_registered$`));
  await expect(page.getByRole('alert')).toHaveText('このGoogleアカウントは、この学校に登録されていません。先生に聞いてください。');
  // The ordinary form is still there to sign in with.
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a used or made-up code in the /auth link is refused with a message, not a blank page', async ({ page }) => {
  await page.goto(`/auth#access_token=made-up-code&state=${school().code}`);
  await expect(page.getByRole('alert')).toContainText('Googleでのログインに失敗しました');
  await expect(page).toHaveURL(new RegExp(`/${school().code}/student/login$`));
  await expect(page.getByRole('button', { name: 'Googleでログイン' })).toBeVisible();
});
