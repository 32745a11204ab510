import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../support/demo.ts';
import { sessionHeaders, settle, shootAtTeacherSizes, submitStaffPassword } from '../support/staff.ts';
import { convertWithLibreOffice } from '../../scripts/test/libreoffice.ts';
import { signInStudentOf } from '../student/student.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * Questionnaires, teacher side (issue 11 "Done when"): みなみ小's admin teacher builds a delivery
 * from the bullying template for 5年 and 6年 (the add modal, then the question editor with its
 * rules in Japanese, the leave warning and the save modal), tries it in test mode (the student's
 * pages, the test-success modal with 第2段階), and delivers it; 5年2組 7番 (no other journey signs
 * in as this student) answers it after the morning check-in with answers that raise second_stage;
 * the teacher completes the delivery and downloads export_answers after password re-entry (a
 * bullying survey's answers, decision 022: asked at once without a token, again after a lapsed
 * one), which LibreOffice converts to CSV here and which holds that student's answers. axe (all rules and WCAG 2.2 AA) clean and
 * screenshots at 1366×768 and 1024×768 (also to $Q_SHOTS_DIR when set).
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@minami-es.example.jp')!;
const STUDENT = { grade: '5年', klass: '2組', studentNumber: 7 };
const TITLE = 'いじめアンケート（5・6年 2学期）';
const shotsDir = process.env.Q_SHOTS_DIR;
/** Pages here wait on several API answers; on a busy shared machine 5 s is not always enough. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** A Japan-time datetime-local value `minutes` from now. */
function japanLocal(minutes: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 16);
}

/** Answers the bullying template as the 5年 student (or the teacher in test mode): bullied at 休み時間 in the 教室, told a teacher; seen nothing; nothing to talk about. */
async function answerBullyingSurvey(page: Page, next: RegExp, complete: RegExp): Promise<void> {
  await page
    .getByRole('radiogroup', { name: /いじめられたり、いやなことをされたり/ })
    .getByRole('radio', { name: 'ある', exact: true })
    .click();
  await page.getByRole('checkbox', { name: '休み時間' }).click();
  await page.getByRole('checkbox', { name: '教室' }).click();
  await page
    .getByRole('radiogroup', { name: /だれかに話しましたか/ })
    .getByRole('radio', { name: '先生に話した' })
    .click();
  await page.getByRole('button', { name: next }).click();
  await page
    .getByRole('radiogroup', { name: /ほかの人がいじめられているのを/ })
    .getByRole('radio', { name: 'ない', exact: true })
    .click();
  await page.getByRole('button', { name: next }).click();
  await page
    .getByRole('radiogroup', { name: /相談したいことや/ })
    .getByRole('radio', { name: 'ない', exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: /だれと話したいですか/ })
    .getByRole('radio', { name: '話さなくてよい' })
    .click();
  await page.getByRole('button', { name: complete }).click();
}

/** Lazy pages load their chunk before the URL changes; the shared CI machine can be slow. */
const slow = { timeout: 30_000 };

test('an admin teacher builds, tests, delivers, completes and exports a bullying survey a 5年 student answers', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const code = school().code;
  await submitStaffPassword(page, adminTeacher(), '/admin/login');
  await expect(page).toHaveURL(new RegExp(`/${code}/teacher/class_dashboard`), slow);
  await page.getByRole('link', { name: 'アンケート', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${code}/teacher/questionnaire-deliveries$`), slow);
  await expect(page.getByRole('heading', { name: 'アンケート配信', level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('table', { name: 'アンケート配信の一覧' })).toBeVisible();

  // The add modal: from the bullying template, for 5年 and 6年, starting now.
  await page.getByRole('button', { name: '新規作成' }).click();
  const add = page.getByRole('dialog', { name: 'アンケートを作成' });
  await add.getByLabel('ひな形').selectOption({ label: 'いじめアンケート' });
  await expect(add.getByLabel('タイトル')).toHaveValue('いじめアンケート');
  await add.getByLabel('タイトル').fill(TITLE);
  await add.getByLabel('開始日時').fill(japanLocal(-10));
  await add.getByLabel('終了日時').fill(japanLocal(7 * 24 * 60));
  await add.getByRole('checkbox', { name: '5年' }).check();
  await add.getByRole('checkbox', { name: '6年' }).check();
  await settle(page);
  await expectAccessibleAndWcag22AA(page);
  await shootAtTeacherSizes(page, 'questionnaire-add-modal', shotsDir);
  await add.getByRole('button', { name: '作成する' }).click();

  // The question editor of the new delivery: the template's pages, rules in plain Japanese.
  await expect(page).toHaveURL(new RegExp(`/${code}/teacher/questionnaire-deliveries/add-question/\\d+$`), slow);
  const deliveryId = Number(/add-question\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await expect(page.getByText('「ある」が選ばれたら第2段階').first()).toBeVisible();
  await expect(page.getByText('何か書かれたら第1段階')).toBeVisible();
  await expectAccessibleAndWcag22AA(page);
  await shootAtTeacherSizes(page, 'questionnaire-editor', shotsDir);

  // An unsaved change: leaving asks first (キャンセル stays), then the save modal saves it.
  await page.getByLabel('ページの見出し（1ページ目）').fill('あなたのこと');
  await page.getByRole('link', { name: 'アンケート一覧へ戻る' }).click();
  const leave = page.getByRole('dialog', { name: '保存していない内容があります' });
  await expect(leave).toContainText('本当に移動しますか？');
  await leave.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page).toHaveURL(/add-question\/\d+$/, slow);
  // Reorder with the keyboard: the first question's second option moves up and back.
  await page.getByRole('button', { name: '選択肢 2 を上へ移動' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('選択肢 1', { exact: true }).first()).toHaveValue('ない');
  await page.getByRole('button', { name: '選択肢 2 を上へ移動' }).first().click();
  await expect(page.getByLabel('選択肢 1', { exact: true }).first()).toHaveValue('ある');
  await expect(page.getByText('「ある」が選ばれたら第2段階').first()).toBeVisible();
  await page.getByRole('button', { name: '保存する' }).click();
  const save = page.getByRole('dialog', { name: '質問の保存' });
  await save.getByRole('button', { name: '保存する' }).click();
  const saved = page.getByRole('alert').filter({ hasText: '保存しました' });
  await expect(saved).toBeVisible();
  // Closed before the next page's accessibility check (a fading toast has no stable contrast).
  await saved.getByRole('button', { name: '閉じる' }).click();
  await expect(saved).toBeHidden();

  // Test mode: the student's pages, nothing stored; the level these answers raise.
  await page.getByRole('link', { name: 'テストする' }).click();
  await expect(page).toHaveURL(new RegExp(`/${code}/teacher/questionnaire-deliveries/test/${deliveryId}$`), slow);
  const consent = page.getByRole('dialog', { name: 'アンケートに こたえる まえに' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: /同意/ }).click();
  await expect(page.getByRole('heading', { name: 'あなたのこと', level: 2 })).toBeVisible();
  // The consent modal gone before the accessibility check: a fading title has no stable contrast.
  await expect(consent).toBeHidden();
  await settle(page);
  await expectAccessibleAndWcag22AA(page);
  await shootAtTeacherSizes(page, 'questionnaire-test', shotsDir);
  await answerBullyingSurvey(page, /^次へ$/, /回答を完了する/);
  const success = page.getByRole('dialog', { name: 'テスト回答が完了しました' });
  await expect(success).toContainText('この回答で上がるアラートレベル：第2段階');
  await expect(success).toContainText('回答は保存されていません。');
  await settle(page);
  await expectAccessibleAndWcag22AA(page);
  await shootAtTeacherSizes(page, 'questionnaire-test-success', shotsDir);
  await success.getByRole('link', { name: 'アンケート一覧へ戻る' }).click();

  // Delivered: open now for 5年・6年, nobody has answered.
  const row = page.getByTestId(`delivery-${deliveryId}`);
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText('5年・6年');
  await expect(row).toContainText('実施中');
  await expect(row).toContainText(/0 \/ \d+人/);
  await expectAccessibleAndWcag22AA(page);
  await shootAtTeacherSizes(page, 'questionnaire-deliveries', shotsDir);

  // The 5年 student checks in, then answers it (second_stage: bullied, told a teacher).
  const studentContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'ja-JP', serviceWorkers: 'block' });
  const student = await studentContext.newPage();
  await signInStudentOf(student, `/${code}`, { ...STUDENT, password: school().students[0]!.password });
  // The morning check-in itself is other journeys' subject: here it is sent as the app sends it.
  const headers = await sessionHeaders(student);
  expect((await student.request.post('/api/conditions', { headers, data: { mental: 'best', physical: 'best' } })).ok()).toBe(true);
  const me = await (await student.request.get('/api/students/me', { headers })).json();
  const studentName: string = me.data.name;
  await student.goto(`/${code}/student/questionnaire/${deliveryId}`);
  await student.getByRole('dialog', { name: 'アンケートに こたえる まえに' }).getByRole('button', { name: /同意/ }).click();
  await expect(student.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await answerBullyingSurvey(student, /つぎへ|次へ/, /こたえを おくる/);
  await expect(student.getByRole('status').filter({ hasText: 'ありがとう' })).toBeVisible();
  await studentContext.close();

  // The teacher completes it (the finish modal): students can no longer answer.
  await page.reload();
  await expect(row).toContainText(/1 \/ \d+人/);
  await row.getByRole('button', { name: `操作（${TITLE}）` }).click();
  await page.getByRole('menuitem', { name: '完了' }).click();
  const finish = page.getByRole('dialog', { name: 'アンケートの完了' });
  await expect(finish).toContainText('生徒はこのアンケートに回答できなくなります');
  await finish.getByRole('button', { name: '完了する' }).click();
  await expect(page.getByText('アンケートを完了しました')).toBeVisible();
  await expect(row).toContainText('完了');

  // export_answers of a bullying survey: password re-entry first (decision 022). Without a stored
  // token the dialog opens at once (closing it downloads nothing); a lapsed token is refused by the
  // API (403) and the dialog comes back; a wrong password is refused in Japanese.
  const reentry = page.getByRole('dialog', { name: 'パスワードの再入力' });
  const exportAnswers = async () => {
    await row.getByRole('button', { name: `操作（${TITLE}）` }).click();
    await page.getByRole('menuitem', { name: '回答一覧' }).click();
    await expect(reentry).toBeVisible();
  };
  await exportAnswers();
  await shootAtTeacherSizes(page, 'questionnaire-export-reentry', shotsDir, expectAccessibleAndWcag22AA);
  await reentry.getByRole('button', { name: '閉じる' }).click();
  await expect(reentry).toBeHidden();
  await page.evaluate(() => sessionStorage.setItem('confirm_token', 'lapsed-token'));
  await exportAnswers();
  expect(await page.evaluate(() => sessionStorage.getItem('confirm_token'))).toBeNull();
  await reentry.getByLabel('パスワード').fill('wrong-password');
  await reentry.getByRole('button', { name: '確認する' }).click();
  await expect(reentry.getByRole('alert')).toHaveText('パスワードが正しくありません');
  await reentry.getByLabel('パスワード').fill(adminTeacher().password);
  // LibreOffice opens it; the student's answers are in it.
  const downloading = page.waitForEvent('download');
  await reentry.getByRole('button', { name: '確認する' }).click();
  const download = await downloading;
  await expect(reentry).toBeHidden();
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${TITLE.replace(/[()（）]/g, '.')}_回答一覧_\\d{6}_\\d{4}\\.xlsx$`));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'q-journey-'));
  try {
    await download.saveAs(path.join(dir, 'answers.xlsx'));
    const csv = await readFile(await convertWithLibreOffice(path.join(dir, 'answers.xlsx'), 'csv', dir), 'utf8');
    const line = csv.split('\n').find((l) => l.includes(studentName))!;
    expect(line).toContain('5年 2組');
    expect(line).toContain('回答済み');
    expect(line).toContain('第2段階');
    expect(line).toContain('休み時間');
    expect(line).toContain('教室');
    expect(line).toContain('先生に話した');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
