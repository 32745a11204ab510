import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { bodyOf, mailsTo } from '../support/mail.ts';
import { shootAtTeacherSizes, submitStaffPassword } from '../support/staff.ts';

/**
 * Staff MFA (issue 9, decision 019): みなみ小's 6年2組 teacher turns two-step verification on at
 * /{school_code}/teacher/settings/mfa (reading the setup key from the page), keeps the recovery
 * codes, logs out, logs in with the password and then a TOTP code computed here with otplib (a
 * wrong code first: Japanese error), logs in once more with a recovery code, and turns MFA off
 * again so the demo keeps working without it. Screenshots at 1366×768 and 1024×768 also go to
 * $MFA_SHOTS_DIR when set.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
// A homeroom teacher no other journey signs in as (demo teachers share one password).
const teacher = () => ({ email: 't6-2@minami-es.example.jp', password: school().teachers.find((t) => !t.admin)!.password });
const loginPath = () => `/${school().code}/teacher/login`;

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(new RegExp(`${loginPath()}$`));
}

/** The authenticator app's code `offset` 30-second steps from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

test('a teacher turns MFA on, signs in with a code and a recovery code, and turns it off again', async ({ page }) => {
  await submitStaffPassword(page, teacher(), loginPath());
  await expect(page).toHaveURL(/\/teacher\/class_dashboard/);

  // Settings → 二段階認証 (the settings menu of the header's 設定 button).
  await page.getByRole('link', { name: '設定', exact: true }).click();
  await page.getByRole('navigation', { name: '設定メニュー' }).getByRole('link', { name: '二段階認証' }).click();
  await expect(page).toHaveURL(new RegExp(`/${school().code}/teacher/settings/mfa$`));
  await expect(page.getByTestId('mfa-state')).toHaveText('無効');
  await expect(page.getByText('学校の設定は管理者の先生だけが変更できます')).toHaveCount(0);
  await page.getByRole('button', { name: '二段階認証を設定する' }).click();

  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByText('QRコードは表示していません')).toBeVisible();
  await expectAccessible(page);
  await shootAtTeacherSizes(page, 'mfa-settings-setup', process.env.MFA_SHOTS_DIR);

  await page.getByLabel('確認コード').fill('12');
  await page.getByRole('button', { name: '有効にする' }).click();
  await expect(page.getByText('6桁の確認コードを入力してください')).toBeVisible();
  await page.getByLabel('確認コード').fill(await codeAt(secret));
  await page.getByRole('button', { name: '有効にする' }).click();

  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const codes = (await page.getByTestId('recovery-codes').locator('li').allInnerTexts()).map((c) => c.trim());
  await expect(page.getByRole('button', { name: 'テキストファイルで保存' })).toBeVisible();
  await expectAccessible(page);
  await shootAtTeacherSizes(page, 'mfa-settings-recovery-codes', process.env.MFA_SHOTS_DIR);
  await page.getByRole('button', { name: '保管しました' }).click();
  await expect(page.getByTestId('mfa-state')).toHaveText('有効');
  await expect(page.getByText('リカバリーコードの残り: 10個')).toBeVisible();
  await expectAccessible(page);
  await shootAtTeacherSizes(page, 'mfa-settings-on', process.env.MFA_SHOTS_DIR);

  // Log out; the password alone no longer signs in: the same page asks for the code.
  await logOut(page);
  await submitStaffPassword(page, teacher(), loginPath());
  const codeField = page.getByLabel('確認コード');
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(page).toHaveURL(new RegExp(`${loginPath()}$`));
  expect(await page.evaluate(() => sessionStorage.getItem('access-token') ?? localStorage.getItem('access-token'))).toBeNull();
  await expectAccessible(page);
  await shootAtTeacherSizes(page, 'mfa-login-code', process.env.MFA_SHOTS_DIR);

  const current = await codeAt(secret);
  await codeField.fill(current === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '確認してログイン' }).click();
  await expect(page.getByText('確認コードが正しくありません。')).toBeVisible();
  await shootAtTeacherSizes(page, 'mfa-login-code-error', process.env.MFA_SHOTS_DIR);
  // The enable used this step's code: the next step's code (within the ±1 window) signs in.
  await codeField.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: '確認してログイン' }).click();
  await expect(page).toHaveURL(/\/teacher\/class_dashboard/);

  // A recovery code instead of the app.
  await logOut(page);
  await submitStaffPassword(page, teacher(), loginPath());
  await page.getByRole('button', { name: 'リカバリーコードを使う' }).click();
  await page.getByLabel('リカバリーコード').fill(codes[0]!);
  await shootAtTeacherSizes(page, 'mfa-login-recovery', process.env.MFA_SHOTS_DIR);
  await page.getByRole('button', { name: '確認してログイン' }).click();
  await expect(page).toHaveURL(/\/teacher\/class_dashboard/);

  // Turn it off again with the password: the demo keeps working without MFA.
  await page.goto(`/${school().code}/teacher/settings/mfa`);
  await expect(page.getByText('リカバリーコードの残り: 9個')).toBeVisible();
  await page.getByRole('button', { name: '二段階認証を無効にする' }).click();
  await page.getByLabel('またはパスワード').fill(teacher().password);
  await page.getByRole('button', { name: '二段階認証を無効にする' }).click();
  await expect(page.getByTestId('mfa-state')).toHaveText('無効');
  await logOut(page);
  await submitStaffPassword(page, teacher(), loginPath());
  await expect(page).toHaveURL(/\/teacher\/class_dashboard/);
});

test('an admin teacher requires MFA: the other sessions end, the password alone does not enrol, the mailed link does', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const kita = demoAccounts().schools.find((s) => s.code === 'kita-jhs')!;
  const admin = kita.teachers.find((t) => t.email === 'admin@kita-jhs.example.jp')!;
  const adminPasswordStep = async (on: Page) => {
    await on.goto('/admin/login');
    await on.getByLabel('メールアドレス').fill(admin.email);
    await on.getByLabel('パスワード').fill(admin.password);
    await on.getByRole('button', { name: 'ログイン' }).click();
  };
  await adminPasswordStep(page);
  await expect(page).toHaveURL(/\/kita-jhs\/teacher\/class_dashboard/);
  // The same admin on another device, signed in with the password alone before the policy.
  const otherDevice = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const other = await otherDevice.newPage();
  await adminPasswordStep(other);
  await expect(other).toHaveURL(/\/kita-jhs\/teacher\/class_dashboard/);

  await page.goto('/kita-jhs/teacher/settings/mfa');
  const policy = page.getByRole('switch', { name: '管理者の先生に二段階認証を必須にする' });
  await expect(policy).not.toBeChecked();
  await policy.click();
  await expect(page.getByRole('status').filter({ hasText: '保存しました。' })).toBeVisible();
  await expect(policy).toBeChecked();
  await expect(page.getByText('この学校では管理者の先生は二段階認証が必須です。', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shootAtTeacherSizes(page, 'mfa-settings-admin-policy', process.env.MFA_SHOTS_DIR);

  // The other device's session ended with the policy: its next page asks for the login again.
  await other.goto('/kita-jhs/teacher/settings/mfa');
  await expect(other).toHaveURL(/\/login/);

  // The password alone: no key, no code field; a link went to the admin's address.
  const mailsBefore = mailsTo(admin.email).length;
  await adminPasswordStep(other);
  await expect(other.getByText('二段階認証の設定用リンクを送りました')).toBeVisible();
  await expect(other.getByTestId('totp-secret')).toHaveCount(0);
  await expect(other.getByLabel('確認コード')).toHaveCount(0);
  await expectAccessible(other);
  await shootAtTeacherSizes(other, 'mfa-login-enrolment-mailed', process.env.MFA_SHOTS_DIR);
  await expect.poll(() => mailsTo(admin.email).length, { timeout: 60_000 }).toBeGreaterThan(mailsBefore);
  const mail = bodyOf(mailsTo(admin.email).at(-1)!);
  const link = /https?:\/\/\S+\?mfa_enrolment=[A-Za-z0-9_-]+/.exec(mail)![0];
  expect(new URL(link).pathname).toBe('/kita-jhs/teacher/login');

  // The link: the key first, then the code; the recovery codes once; then the dashboard.
  await other.goto(link);
  await expect(other.getByRole('heading', { name: '二段階認証の設定が必要です' })).toBeVisible();
  await expect(other).toHaveURL(/\/kita-jhs\/teacher\/login$/);
  await expect(other.getByRole('button', { name: 'リカバリーコードを使う' })).toHaveCount(0);
  const secret = (await other.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await expectAccessible(other);
  await shootAtTeacherSizes(other, 'mfa-login-setup-required', process.env.MFA_SHOTS_DIR);
  await other.getByLabel('確認コード').fill(await codeAt(secret));
  await other.getByRole('button', { name: '確認してログイン' }).click();
  await expect(other.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await shootAtTeacherSizes(other, 'mfa-login-setup-recovery-codes', process.env.MFA_SHOTS_DIR);
  await other.getByRole('button', { name: 'ログインを続ける' }).click();
  await expect(other).toHaveURL(/\/kita-jhs\/teacher\/class_dashboard/);

  // The session that set the policy was signed in with the password alone: it ended too.
  await page.goto('/kita-jhs/teacher/settings/mfa');
  await expect(page).toHaveURL(/\/login/);

  // Back to the demo's state: policy off, then MFA off with the password.
  await other.goto('/kita-jhs/teacher/settings/mfa');
  await expect(other.getByTestId('mfa-state')).toHaveText('有効');
  await expect(other.getByText('この学校では管理者の先生は二段階認証が必須のため、無効にできません。')).toBeVisible();
  await expect(other.getByRole('button', { name: '二段階認証を無効にする' })).toHaveCount(0);
  await other.getByRole('switch', { name: '管理者の先生に二段階認証を必須にする' }).click();
  await expect(other.getByRole('switch', { name: '管理者の先生に二段階認証を必須にする' })).not.toBeChecked();
  await other.getByRole('button', { name: '二段階認証を無効にする' }).click();
  await other.getByLabel('またはパスワード').fill(admin.password);
  await other.getByRole('button', { name: '二段階認証を無効にする' }).click();
  await expect(other.getByTestId('mfa-state')).toHaveText('無効');
  await otherDevice.close();
});
