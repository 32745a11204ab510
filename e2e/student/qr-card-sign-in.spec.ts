import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { browserWithCamera, cardVideo } from '../support/fake-camera.ts';
import { shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { MENTAL_QUESTION, PHYSICAL_QUESTION } from './student.ts';

/** The pupil of this journey: みなみ小 5年2組 13番 (no other journey signs them in). */
const PUPIL = { grade: '5年', klass: '2組', studentNumber: 13 };
const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;

/** The admin teacher prints the pupil's sign-in card (POST sign_in_cards) and hands over the PDF. */
async function printCard(request: APIRequestContext): Promise<Buffer> {
  const admin = school().teachers.find((t) => t.admin)!;
  const signIn = await request.post('/api/teachers/sign_in', { data: { email: admin.email, password: admin.password } });
  expect(signIn.ok()).toBe(true);
  const h = signIn.headers();
  const headers = { 'access-token': h['access-token']!, client: h.client!, uid: h.uid!, schoolCode: school().code };
  const grades = (await (await request.get('/api/teachers/grade_klasses', { headers })).json()).data as {
    name: string;
    klasses: { id: number; name: string }[];
  }[];
  const klassId = grades.find((g) => g.name === PUPIL.grade)!.klasses.find((k) => k.name === PUPIL.klass)!.id;
  const list = (await (await request.get(`/api/teachers/student_accounts?limit=200&klassId=${klassId}`, { headers })).json()).data.list as {
    id: number;
    studentNumber: number;
  }[];
  const pupil = list.find((s) => s.studentNumber === PUPIL.studentNumber)!;
  const cards = await request.post(`/api/teachers/students/sign_in_cards?klassId=${klassId}`, { headers, data: { studentIds: [pupil.id] } });
  expect(cards.headers()['content-type']).toBe('application/pdf');
  return cards.body();
}

/**
 * Issue 27 item 1: the admin prints a pupil's sign-in card; on the school tablet (a Chromium whose
 * fake camera shows the printed card) the pupil presses 「QRコードでログイン」, holds the card up and
 * is signed in without typing, then checks in. The same card signs the pupil in on a phone-sized
 * screen. Login page and check-in are checked with axe at 1024×768 and 390×844. Then the admin
 * disables the card in settings/student (「QRカード無効」) and the same card gets the
 * wrong-credentials answer on the tablet.
 */
test('a pupil signs in by showing the printed QR card to the camera, and checks in; a disabled card no longer signs in', async ({ request, baseURL, page }) => {
  test.setTimeout(120_000);
  const video = cardVideo(await printCard(request));
  const browser = await browserWithCamera(video);
  try {
    for (const [name, viewport] of [
      ['tablet', { width: 1024, height: 768 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport, locale: 'ja-JP', serviceWorkers: 'block', permissions: ['camera'] });
      const page = await context.newPage();
      await page.addInitScript(() => window.localStorage.setItem('furigana', 'off'));
      await page.goto(`/${school().code}/student/login`);
      await expect(page.getByRole('button', { name: 'QRコードでログイン' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'QRコードリーダーで よみとる' })).toBeVisible();
      // Typing the password stays possible.
      await expect(page.getByLabel('パスワード')).toBeVisible();
      await expectAccessible(page);
      await snap(page, `qr-card-login-${name}`);
      // No decoder in the first download: jsQR arrives only when the camera is opened.
      const decoder = page.waitForResponse((r) => /jsQR-.*\.js$/.test(r.url()));
      await page.getByRole('button', { name: 'QRコードでログイン' }).click();
      await decoder;
      await expect(page).toHaveURL(new RegExp(`/${school().code}/student/my_condition`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible();
      await expectAccessible(page);
      await snap(page, `qr-card-signed-in-${name}`);
      if (name === 'tablet') {
        await page.getByRole('button', { name: '良い', exact: true }).click();
        await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
        await page.getByRole('button', { name: '少し良い' }).click();
        await expect(page.getByRole('heading', { name: '健康観察' })).toBeVisible();
        await page.getByRole('button', { name: '回答しない' }).click();
        await expect(page).toHaveURL(new RegExp(`/${school().code}/student/todays_condition`));
        await expect(page.getByText('少し良い').first()).toBeVisible();
        await snap(page, 'qr-card-checked-in-tablet');
      }
      await context.close();
    }

    // The admin disables the card (a lost card): settings/student, その他の操作 → 「QRカード無効」, asked first.
    const admin = school().teachers.find((t) => t.admin)!;
    await signInStaff(page, admin, '/admin/login', school().code);
    await page.goto(`/${school().code}/teacher/settings/student`);
    await page.getByLabel('クラス', { exact: true }).selectOption({ label: `${PUPIL.grade} ${PUPIL.klass}` });
    await page.getByLabel('氏名・ふりがな・出席番号で検索').fill(String(PUPIL.studentNumber));
    await page.getByRole('button', { name: '検索' }).click();
    const row = page.getByRole('row', { name: new RegExp(`${PUPIL.grade} ${PUPIL.klass} ${PUPIL.studentNumber} `) });
    await expect(row).toHaveCount(1);
    const name = (await row.getByRole('cell').nth(2).textContent())!.trim();
    await shootAtTeacherSizes(page, 'qr-card-student-settings', undefined, expectAccessibleAndWcag22AA);
    await page.getByRole('button', { name: `${name} その他の操作` }).click();
    await page.getByRole('menuitem', { name: 'QRカード無効' }).click();
    const dialog = page.getByRole('dialog', { name: 'QRコードのログインカードを無効にしますか？' });
    await expect(dialog).toContainText('パスワードはそのままです。');
    await expectAccessible(page);
    await snap(page, 'qr-card-revoke-dialog');
    await dialog.getByRole('button', { name: '無効にする' }).click();
    await expect(page.getByText('QRコードのログインカードを無効にしました。')).toBeVisible();

    // The same card on the tablet: the normal wrong-credentials answer, and the pupil stays on the login page.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      locale: 'ja-JP',
      serviceWorkers: 'block',
      permissions: ['camera'],
    });
    const tablet = await context.newPage();
    await tablet.goto(`/${school().code}/student/login`);
    await tablet.getByRole('button', { name: 'QRコードでログイン' }).click();
    await expect(tablet.getByRole('alert')).toContainText('ログイン情報が正しくありません。', { timeout: 30_000 });
    await expect(tablet).toHaveURL(new RegExp(`/${school().code}/student/login`));
    await expectAccessible(tablet);
    await snap(tablet, 'qr-card-revoked-tablet');
    await context.close();
  } finally {
    await browser.close();
  }
});
