import { expect, test } from '@playwright/test';
import { checkBoardPage, signInBoard } from '../local-government/board-support.ts';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders, settle, signInStaff } from '../support/staff.ts';
import { answerHealthObservation, openHealthObservation, signInStudentOf } from '../student/student.ts';

/**
 * The board's own lines out of hours (issue 25 item 1, decision 078): the board adds its SNS相談
 * on settings/talk_lines at 1366×768 (an http URL is refused first); the みなみ小 admin teacher
 * sets school hours 0:00–0:01 through the API so that now is out of hours on any day (the journey
 * does not depend on the weekday it runs on); a 2年 pupil (furigana on) presses 話したい on a
 * phone (390×844) and sees the 24-hour lines, the board's line after them, and when a teacher will
 * see it; switching to English, the line's English name (decision 080) and its untranslated hours
 * in Japanese, marked. Hours and lines are put back. axe without serious violations; screenshots looked at.
 */
test("a pupil out of hours sees the 24-hour lines and the board's own line", async ({ browser }) => {
  test.setTimeout(240_000);
  const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
  const board = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ja-JP' })).newPage();
  await signInBoard(board);
  await board.goto('/local_governments/settings/talk_lines');
  await expect(board.getByRole('heading', { level: 1, name: '相談窓口' })).toBeVisible();
  const first = board.getByRole('group', { name: '相談窓口 1' });
  await first.getByLabel('名前（例: SNS相談）').fill('みなと市SNS相談');
  await first.getByLabel('URL（https://）').fill('http://sns.example.jp');
  await first.getByLabel('受付時間（例: 毎日 17:00〜22:00）').fill('毎日 17:00〜22:00');
  await board.getByRole('button', { name: '保存する' }).click();
  await expect(board.getByText('URLは https:// から始まるアドレスで入力してください', { exact: true })).toBeVisible();
  await first.getByLabel('URL（https://）').fill('https://sns.example.jp/soudan');
  // Its name in English (decision 080), in the closed section; the hours stay Japanese only.
  await first.getByRole('button', { name: 'ほかの言語での表記（名前） (0/7)' }).click();
  await first.getByLabel('名前（English）').fill('Minato City SNS counselling');
  await expect(first.getByRole('button', { name: 'ほかの言語での表記（名前） (1/7)' })).toBeVisible();
  await board.getByRole('button', { name: '保存する' }).click();
  await expect(board.getByText('保存しました。')).toBeVisible();
  await checkBoardPage(board, 'board-settings-talk-lines');

  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ja-JP' })).newPage();
  const admin = school.teachers.find((t) => t.email.startsWith('admin@'))!;
  await signInStaff(desk, admin, '/admin/login', school.code);
  const headers = await sessionHeaders(desk);
  const setHours = (startMinute: number, endMinute: number) =>
    desk.request.post('/api/teachers/schools/update_school_hours', { headers, data: { startMinute, endMinute } });
  expect((await setHours(0, 1)).status()).toBe(200);

  try {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' })).newPage();
    // No other journey signs in as 2年2組 21番.
    await signInStudentOf(phone, `/${school.code}`, { grade: '2年', klass: '2組', studentNumber: 21, password: school.students[0]!.password });
    await phone.getByRole('button', { name: '良い', exact: true }).click();
    await phone.getByRole('button', { name: '良い', exact: true }).click();
    await openHealthObservation(phone);
    await answerHealthObservation(phone);
    await expect(phone).toHaveURL(/todays_condition/);
    await phone
      .getByRole('button', { name: /担任の先生と話したい/ })
      .first()
      .click();
    await expect(phone.getByRole('link', { name: /0120-0-78310/ })).toBeVisible();
    const boardLine = phone.getByRole('link', { name: /SNS相談/ });
    await expect(boardLine).toHaveAttribute('href', 'https://sns.example.jp/soudan');
    await expect(phone.getByText('毎日 17:00〜22:00')).toBeVisible();
    await expect(phone.getByText(/せんせいが みます|先生が/).first()).toBeVisible();
    await boardLine.scrollIntoViewIfNeeded();
    await settle(phone);
    await expectAccessible(phone);
    await snap(phone, 'out-of-hours-board-line-390');

    // Reading English: the line's English name; its hours, untranslated, in Japanese with the mark.
    const language = phone.getByRole('combobox', { name: /Language/ });
    await language.selectOption('en');
    const english = phone.getByRole('link', { name: /Minato City SNS counselling/ });
    await expect(english).toHaveAttribute('href', 'https://sns.example.jp/soudan');
    await expect(english.getByText('Minato City SNS counselling')).toHaveAttribute('lang', 'en');
    await expect(phone.getByText('毎日 17:00〜22:00')).toHaveAttribute('lang', 'ja');
    const item = phone.getByRole('listitem').filter({ has: english });
    await expect(item.getByTestId('untranslated-school-text')).toHaveText(["School's words (in Japanese)"]);
    await english.scrollIntoViewIfNeeded();
    await settle(phone);
    await expectAccessible(phone);
    await snap(phone, 'out-of-hours-board-line-en-390');
    await language.selectOption('ja');
  } finally {
    await setHours(480, 1020);
    await board.request.post('/api/local_governments/talk_lines', { headers: await sessionHeaders(board), data: { lines: [] } });
  }
});
