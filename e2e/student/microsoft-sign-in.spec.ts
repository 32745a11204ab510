import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInBoard } from '../local-government/board-support.ts';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { sessionHeaders, settle } from '../support/staff.ts';
import { MENTAL_QUESTION } from './student.ts';

/**
 * Sign in with Microsoft (issue 15 item 6, decision 034): the board ticks 「Microsoftでログイン」 on
 * its settings page, a student of one of its schools sees it next to 「Googleでログイン」 and signs
 * in through the local OpenID provider in its Entra ID flavour (scripts/test/oidc-provider.ts: the
 * login form takes the account's user principal name). Uses kita-jhs 3年2組 No. 4, whom no other
 * spec signs in; the board's choice is put back to Google alone at the end.
 */
const SHOTS = process.env.MS_SHOTS_DIR ?? '/tmp/ms-shots';
const school = () => demoAccounts().schools.find((s) => s.code === 'kita-jhs')!;
/** The school address (its user principal name) of 3年2組 No. 4: the demo's s<grade>-<klass>-<no>@<school domain>. */
const address = () => school().students[0]!.googleEmail.replace(/^s\d+-\d+-\d+@/, 's3-2-04@');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** On the provider's page: types the account and signs in, as a student does at Microsoft. */
async function signInAtProvider(page: Page, account: string) {
  await page.getByPlaceholder('Enter any login').fill(account);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('the board offers Microsoft and a student signs in with their Microsoft 365 account', async ({ page, browser, request }) => {
  // The board chooses, on its settings page.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInBoard(page);
  await page.goto('/local_governments/settings');
  const card = page.getByRole('region', { name: '児童生徒のログイン方法' });
  const microsoft = card.getByRole('checkbox', { name: 'Microsoftでログイン（Microsoft 365）' });
  await expect(card.getByRole('checkbox', { name: 'Googleでログイン（Google Workspace）' })).toBeChecked();
  await expect(microsoft).not.toBeChecked();
  await microsoft.check();
  await expect(card.getByRole('status')).toHaveText('保存しました');
  await expect(microsoft).toBeChecked();
  await expectAccessible(page);
  await shoot(page, 'board-settings-sign-in-providers');
  // A board session has no school: send only its credentials beside the UI.
  const boardHeaders = Object.fromEntries(Object.entries(await sessionHeaders(page)).filter(([key, value]) => key !== 'schoolCode' && value));

  try {
    // The student, on a phone-sized tablet window of their own.
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'ja-JP' });
    const tablet = await context.newPage();
    await tablet.goto(`/${school().code}/student/login`);
    await expect(tablet.getByRole('button', { name: 'Googleでログイン' })).toBeVisible();
    const button = tablet.getByRole('button', { name: 'Microsoftでログイン' });
    await expect(button).toBeVisible();
    await expectAccessible(tablet);
    await shoot(tablet, 'student-login-microsoft-phone');

    await button.click();
    await expect(tablet).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
    // Entra ID sends the user principal name; the school address matches it whatever its case.
    await signInAtProvider(tablet, address().toUpperCase());

    await expect(tablet).toHaveURL(new RegExp(`/${school().code}/student/my_condition$`));
    await expect(tablet.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible();
    const stored = await tablet.evaluate(() => ({
      token: window.sessionStorage.getItem('access-token'),
      client: window.sessionStorage.getItem('client'),
      uid: window.sessionStorage.getItem('uid'),
      google: window.sessionStorage.getItem('isGoogleLogin'),
    }));
    // Not kept logged in (the box was left unticked), and not marked as a Google session.
    expect(stored.google).toBeNull();
    const me = await request.get('/api/students/me', {
      headers: { 'access-token': stored.token!, client: stored.client!, uid: stored.uid!, schoolCode: school().code },
    });
    expect((await me.json()).data).toMatchObject({ gradeName: '3年', klassName: '2組', studentNumber: 4 });
    expect(tablet.url()).not.toContain('token=');

    // An account no student of the school has comes back with a Japanese message.
    await tablet.evaluate(() => window.sessionStorage.clear());
    await tablet.goto(`/${school().code}/student/login`);
    await tablet.getByRole('button', { name: 'Microsoftでログイン' }).click();
    await signInAtProvider(tablet, 'someone@contoso.example');
    await expect(tablet).toHaveURL(new RegExp(`/${school().code}/student/login\\?microsoft_error=not_registered$`));
    await expect(tablet.getByRole('alert')).toHaveText('このMicrosoftアカウントは、この学校に登録されていません。先生に聞いてください。');
    await context.close();
  } finally {
    // Back to the demo's choice (Google alone) for the other journeys.
    const reset = await request.post('/api/local_governments/sign_in_providers', { headers: boardHeaders, data: { providers: ['google'] } });
    expect(reset.status()).toBe(200);
  }
});
