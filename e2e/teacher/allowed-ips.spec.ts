import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { sessionHeaders, settle, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';

/**
 * IP allow-list (issue 9; spec §2 /{school_code}/teacher/settings/ip): みなみ小's admin teacher adds
 * this browser's address (127.0.0.1), labels it and saves; a request the trusted proxy (the journey
 * server runs with TRUST_PROXY=127.0.0.1) forwards for 203.0.113.9 is refused in Japanese while the
 * page keeps working; a save that would lock this browser out asks first. The list is emptied at
 * the end so other journeys are unaffected. Screenshots at 1366×768 and 1024×768 also go to
 * $IP_SHOTS_DIR when set.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@minami-es.example.jp')!;
const settingsPath = () => `/${school().code}/teacher/settings/ip`;

test('the admin teacher allows only this network; a forwarded request from elsewhere is refused in Japanese', async ({ page }) => {
  await signInStaff(page, adminTeacher(), '/admin/login', school().code);
  const headers = await sessionHeaders(page);
  try {
    await page.goto(settingsPath());
    await expect(page.getByRole('heading', { level: 1, name: '接続を許可するネットワーク' })).toBeVisible();
    await expect(page.getByText('一覧が空のため、どのネットワークからでも使えます。この端末のIPアドレスは 127.0.0.1 です。')).toBeVisible();
    await expect(page.getByText('登録されているIPアドレスはありません。')).toBeVisible();

    await page.getByRole('button', { name: '現在のIPアドレスを追加' }).click();
    await expect(page.getByText('現在のIPアドレス 127.0.0.1 を追加しました。')).toBeVisible();
    await expect(page.getByText('この端末のIPアドレス 127.0.0.1 は許可されています。')).toBeVisible();
    await expect(page.getByLabel('1行目のIPアドレスまたは範囲')).toHaveValue('127.0.0.1/32');

    // A label and a second range; a mistyped row is named by the server, then corrected.
    await page.getByLabel('1行目のメモ').fill('職員室');
    await page.getByRole('button', { name: '行を追加' }).click();
    await page.getByLabel('2行目のIPアドレスまたは範囲').fill('192.0.2.0/33');
    await page.getByLabel('2行目のメモ').fill('校内LAN');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('IPアドレス（例: 203.0.113.10）または範囲（例: 203.0.113.0/24）の形式で入力してください')).toBeVisible();
    await page.getByLabel('2行目のIPアドレスまたは範囲').fill('192.0.2.9/24');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await expect(page.getByLabel('2行目のIPアドレスまたは範囲')).toHaveValue('192.0.2.0/24');
    await expect(page.getByText('この端末', { exact: true })).toBeVisible();

    await settle(page);
    await expectAccessible(page);
    await shootAtTeacherSizes(page, 'teacher-settings-ip', process.env.IP_SHOTS_DIR);

    // The trusted proxy forwards a request from 203.0.113.9: refused in Japanese.
    const refused = await page.request.get('/api/teachers/me', { headers: { ...headers, 'x-forwarded-for': '203.0.113.9' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errors).toEqual(['このネットワークからは利用できません。学校で許可されたネットワークから接続してください。']);
    // …while this browser keeps working.
    await page.reload();
    await expect(page.getByLabel('1行目のメモ')).toHaveValue('職員室');

    // Removing this browser's own entry asks first; cancelling keeps the list.
    await page.getByRole('button', { name: '1行目を削除' }).click();
    await page.getByRole('button', { name: '保存する' }).click();
    const dialog = page.getByRole('dialog', { name: 'この端末から使えなくなります' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/127\.0\.0\.1/)).toBeVisible();
    await settle(page);
    await expectAccessible(page);
    await shootAtTeacherSizes(page, 'teacher-settings-ip-lockout', process.env.IP_SHOTS_DIR);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '変更を取り消す' }).click();
    await expect(page.getByLabel('1行目のIPアドレスまたは範囲')).toHaveValue('127.0.0.1/32');

    // Emptying the list allows every network again.
    await page.getByRole('button', { name: '2行目を削除' }).click();
    await page.getByRole('button', { name: '1行目を削除' }).click();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await expect(page.getByText('一覧が空のため、どのネットワークからでも使えます。この端末のIPアドレスは 127.0.0.1 です。')).toBeVisible();
    const allowed = await page.request.get('/api/teachers/me', { headers: { ...headers, 'x-forwarded-for': '203.0.113.9' } });
    expect(allowed.status()).toBe(200);
  } finally {
    await page.request.post('/api/teachers/allowed_ips', { headers, data: { allowedIps: [] } });
  }
});
