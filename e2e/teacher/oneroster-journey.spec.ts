import { expect, test, type Page } from '@playwright/test';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { buildOneRosterZip } from '../../apps/api/src/modules/roster-import/oneroster-sample.ts';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { WCAG_22_AA_TAGS } from '../support/a11y.ts';
import { sessionHeaders, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { checkBoardPage, signInBoard } from '../local-government/board-support.ts';

/**
 * Issue 23 "Done when": みなみ小's admin teacher imports a CP932 Japan Profile zip as a 校務支援
 * system exports it in the 1.2 layout (the city's file: きた中's people too, and next year's
 * class), sees every person previewed or skipped with a reason (another school by its 学校コード,
 * another 年度), resolves the conflict row — the file gives 4年1組 1番 to someone else — as 別の
 * 児童生徒 (the pupil there keeps her name and moves to the next free number), and imports; then
 * prints a sign-in card for the new pupil only (chosen because she has no password yet). The board
 * sees the demo's 義務教育学校 and 特別支援学校 with their 学校コード, and the 特別支援学校's login page
 * offers its three 学部' grades. axe clean; screenshots at 1366×768 and 1024×768, also to
 * $ROSTER_SHOTS_DIR when set.
 */
const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.admin)!;
const slow = { timeout: 30_000 };
const year = schoolYearOf();
const checkAccessible = async (page: Page) => {
  await expectAccessible(page);
  await expectAccessible(page, WCAG_22_AA_TAGS);
};

interface Account {
  id: number;
  name: string;
  studentNumber: number;
}
/** This year's pupils of 4年1組 (the class the journey's file names), via the API. */
async function klass41(page: Page): Promise<Account[]> {
  const headers = await sessionHeaders(page);
  const grades = (await (await page.request.get('/api/teachers/grade_klasses', { headers })).json()).data as {
    name: string;
    klasses: { id: number; name: string }[];
  }[];
  const klassId = grades.find((g) => g.name === '4年')!.klasses.find((k) => k.name === '1組')!.id;
  return (await (await page.request.get(`/api/teachers/student_accounts?limit=200&klassId=${klassId}`, { headers })).json()).data.list;
}

test('a CP932 OneRoster 1.2 export: everyone previewed or skipped with a reason, a conflict resolved without a rename, imported; a card for the new pupil only', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInStaff(page, adminTeacher(), '/admin/login', school().code);
  const before = await klass41(page);
  const holder = before.find((a) => a.studentNumber === 1)!;
  const zip = buildOneRosterZip(
    [
      { code: school().mextSchoolCode!, klasses: [{ grade: 'P4', title: '4年1組', students: ['名簿 新子'], teacherEmail: 'or-journey@minami-es.example.jp' }] },
      { code: school().mextSchoolCode!, klasses: [{ grade: 'P5', title: '5年1組', students: ['来年 度子'], year: year + 1 }] },
      { code: 'C114210000011', klasses: [{ grade: 'J1', title: '1年1組', students: ['他校 一', '他校 二', '他校 三'] }] },
    ],
    year,
    { layout: '1.2', encoding: 'cp932' },
  );

  await page.goto(`/${school().code}/teacher/settings/student/import`);
  await page.getByRole('tab', { name: 'OneRoster（CSV）' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'kouhoku-city.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: '内容を確認する' }).click();
  const modal = page.getByRole('dialog', { name: '取り込み内容の確認' });
  await expect(modal.getByText('ファイルの人数 6人（OneRoster 1.2・文字コード Shift_JIS）')).toBeVisible(slow);
  await expect(modal.getByText('取り込まない人（4人）')).toBeVisible();
  await expect(modal.getByText('他の学校の人（学校コード C114210000011）：3人')).toBeVisible();
  await expect(modal.getByText(`${year + 1}年度の名簿です（取り込み先は${year}年度）：1人`)).toBeVisible();
  const row = modal.getByRole('row', { name: /名簿 新子/ });
  await expect(row).toContainText('要確認');
  await expect(row).toContainText(`4年1組1番には${holder.name}さんが登録されています`);
  await expect(modal.getByRole('button', { name: '登録する' })).toBeDisabled();
  await expect(modal.getByRole('row', { name: /担任0 先生/ })).toContainText('or-journey@minami-es.example.jp');
  await shootAtTeacherSizes(page, 'oneroster-preview-conflict', process.env.ROSTER_SHOTS_DIR, checkAccessible);

  await row.getByRole('radio', { name: new RegExp(`別の児童生徒（今の${holder.name}さんは\\d+番に移る）`) }).check();
  await expect(modal.getByRole('button', { name: '登録する' })).toBeEnabled();
  await shootAtTeacherSizes(page, 'oneroster-preview-resolved', process.env.ROSTER_SHOTS_DIR);
  await modal.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText(/件を登録しました。/)).toBeVisible(slow);

  const after = await klass41(page);
  const moved = after.find((a) => a.id === holder.id)!;
  expect(moved.name).toBe(holder.name);
  expect(moved.studentNumber).toBeGreaterThan(before.length - 1);
  expect(after.find((a) => a.studentNumber === 1)!.name).toBe('名簿 新子');

  // Sign-in cards: the new pupil (no password yet) is chosen; the rest of the class keeps theirs.
  await page.goto(`/${school().code}/teacher/settings/student`);
  const cards = page.getByRole('region', { name: 'ログインカード' });
  await cards.getByLabel('カードを作成するクラス').selectOption({ label: '4年 1組' });
  await expect(cards.getByText('1人を選んでいます')).toBeVisible(slow);
  await expect(cards.getByRole('checkbox', { name: /1番 名簿 新子/ })).toBeChecked();
  await expect(cards.getByRole('checkbox', { name: new RegExp(`${moved.studentNumber}番 ${holder.name}`) })).not.toBeChecked();
  await shootAtTeacherSizes(page, 'sign-in-cards-chosen', process.env.ROSTER_SHOTS_DIR, checkAccessible);
  await cards.getByRole('button', { name: 'ログインカードを作成する' }).click();
  const confirm = page.getByRole('dialog', { name: 'ログインカードを作成しますか？' });
  await expect(confirm).toContainText('選んだ1人だけに新しい初期パスワードを発行します');
  const download = page.waitForEvent('download');
  await confirm.getByRole('button', { name: '作成する' }).click();
  expect((await download).suggestedFilename()).toContain('ログインカード');
});

test('the board sees the 義務教育学校 and the 特別支援学校 with their 学校コード; the 特別支援学校 login offers its 学部 grades', async ({ page }) => {
  test.setTimeout(180_000);
  await signInBoard(page);
  await page.goto('/local_governments/schools');
  const list = page.getByRole('region', { name: '教育委員会の学校の一覧' });
  await expect(list.getByRole('row', { name: /港北市立ひがし学園/ })).toContainText('義務教育学校', slow);
  await expect(list.getByRole('row', { name: /港北市立ひがし学園/ })).toContainText('学校コード C214210000010');
  await expect(list.getByRole('row', { name: /港北市立にし特別支援学校/ })).toContainText('特別支援学校');
  await checkBoardPage(page, 'board-schools-types');
  await list.getByRole('button', { name: '港北市立にし特別支援学校の学校コードを設定' }).click();
  const modal = page.getByRole('dialog', { name: '港北市立にし特別支援学校の学校コード' });
  await modal.getByLabel('学校コード（13桁）').fill('B114210000013');
  await modal.getByRole('button', { name: '保存する' }).click();
  await expect(modal.getByText('学校コードの学校種は小学校（B1）です。特別支援学校の学校コードはE1で始まります')).toBeVisible(slow);
  await checkBoardPage(page, 'board-mext-code-refused');
  // A wrong check digit is refused as typed, before anything is sent.
  await modal.getByLabel('学校コード（13桁）').fill('E114210000019');
  await modal.getByRole('button', { name: '保存する' }).click();
  await expect(modal.getByText('学校コードの検査数字（13文字目）が合いません。入力の誤りがないか確認してください')).toBeVisible();
  await modal.getByRole('button', { name: '閉じる' }).first().click();

  await page.goto('/nishi-sn/student/login');
  const grades = page.getByLabel('学年', { exact: true }).locator('option');
  await expect(grades).toContainText(['小学部1年', '中学部1年', '高等部3年'], slow);
  await page.goto('/higashi-gakuen/student/login');
  await expect(page.getByLabel('学年', { exact: true }).locator('option')).toContainText(['1年', '9年'], slow);
});
