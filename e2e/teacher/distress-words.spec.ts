import { expect, test } from '@playwright/test';
import { checkBoardPage, signInBoard } from '../local-government/board-support.ts';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders, settle, signInStaff } from '../support/staff.ts';
import { answerHealthObservation, openHealthObservation, signInStudentOf } from '../student/student.ts';

/**
 * Words that need a look (issue 25 item 5, decision 071): the board keeps its list of words of
 * distress on settings/distress_words (it cannot empty it by accident) and adds one; a みなみ小 6年
 * pupil writes 「もう 消えたい。」 in the health observation's comment on a phone; the class
 * teacher, on a 1024×768 tablet, finds the alert with the sentence on the existing 心不調 dashboard.
 */
test('a comment with 消えたい raises an alert the class teacher reads with the sentence; the board edits the list', async ({ browser }) => {
  test.setTimeout(240_000);
  const board = await (await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'ja-JP' })).newPage();
  await signInBoard(board);
  await board.goto('/local_governments/settings/distress_words');
  await expect(board.getByRole('heading', { level: 1, name: '気になる言葉のリスト' })).toBeVisible();
  const list = board.getByLabel('言葉のリスト（1行に1語）');
  await expect(list).toHaveValue(/^死にたい、しにたい/);
  await expect(board.getByText(/アプリに用意された初期のリストを使っています。/)).toBeVisible();

  // Emptied by accident: refused with the contract's message, nothing saved, undone in one tap.
  await list.fill('');
  await board.getByRole('button', { name: '保存する' }).click();
  await expect(board.getByText(/言葉のリストを空にはできません/)).toBeVisible();
  await board.getByRole('button', { name: '変更を取り消す' }).click();
  await expect(list).toHaveValue(/^死にたい、しにたい/);

  const typed = await list.inputValue();
  await list.fill(`${typed}\nもう むり、もうむり`);
  await board.getByRole('button', { name: '保存する' }).click();
  await expect(board.getByText('保存しました。')).toBeVisible();
  await board.reload();
  await expect(board.getByText(/教育委員会で編集したリストを使っています。/)).toBeVisible();
  await expect(list).toHaveValue(/もう むり、もうむり$/);
  await checkBoardPage(board, 'board-settings-distress-words');

  const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
  // No other journey uses 6年1組 8番; its homeroom teacher is t6-1@ (the demo's names; one password each).
  const student = { grade: '6年', klass: '1組', studentNumber: 8, password: school.students[0]!.password };
  const teacher = { email: `t6-1@${school.code}.example.jp`, password: school.teachers[0]!.password };

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' })).newPage();
  await signInStudentOf(phone, `/${school.code}`, student);
  const me = await phone.request.get('/api/students/me', { headers: await sessionHeaders(phone) });
  const name = ((await me.json()) as { data: { name: string } }).data.name;
  await phone.getByRole('button', { name: '良い', exact: true }).click();
  await phone.getByRole('button', { name: '良い', exact: true }).click();
  await openHealthObservation(phone);
  await expect(phone.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await phone.getByLabel(/先生に伝えたいこと/).fill('きょうは つかれた。もう 消えたい。');
  await settle(phone);
  await expectAccessible(phone);
  await snap(phone, 'distress-comment-390');
  await answerHealthObservation(phone);
  await expect(phone).toHaveURL(/todays_condition/);

  const desk = await (await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'ja-JP' })).newPage();
  await signInStaff(desk, teacher, `/${school.code}/teacher/login`, school.code);
  await desk.goto(`/${school.code}/teacher/mental_dashboard`);
  const row = desk.getByRole('row').filter({ hasText: name }).filter({ hasText: '気になる言葉' }).first();
  await expect(row).toContainText('健康観察のコメントに気になる言葉がありました：『もう 消えたい。』');
  await expect(row).toContainText('未対応');
  await settle(desk);
  await expectAccessible(desk);
  await snap(desk, 'distress-alert-mental-dashboard-1024');
});
