import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { MENTAL_QUESTION, PHYSICAL_QUESTION } from './student.ts';

/**
 * The foundation journey (issue 2): a student of the demo school signs in on a school tablet,
 * records 少し悪い (mental) and 悪い (physical), and presses 話したい; the class teacher signs in and
 * sees that row and the dark-red talk icon on the class dashboard. Every page is checked with axe.
 */
test('a student checks in and asks to talk; the class teacher sees it', async ({ page, browser }) => {
  const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
  const student = school.students[0]!;
  const teacher = school.teachers.find((t) => !t.admin && t.grade === student.grade && t.klass === student.klass)!;

  // Furigana (issue 3) start on for this elementary 1年 student; this journey reads the plain labels,
  // so it turns them off as a student can with the header switch: on this device before sign-in,
  // and for the pupil after (kept with the pupil, issue 24 item 4; switched back on at the end).
  await page.addInitScript(() => window.localStorage.setItem('furigana', 'off'));
  await page.goto(`/${school.code}/student/login`);
  await expect(page.getByText(school.name).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'student-login');
  await page.getByLabel('学年').selectOption({ label: student.grade });
  await page.getByLabel('組').selectOption({ label: student.klass });
  await page.getByLabel('出席番号').fill(String(student.studentNumber));
  await page.getByLabel('パスワード').fill(student.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${school.code}/student/my_condition`));
  await page.getByRole('switch', { name: 'ふりがな' }).uncheck();
  await expect(page.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'student-mental');
  await page.getByRole('button', { name: '少し悪い' }).click();
  await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
  await snap(page, 'student-physical');
  await page.getByRole('button', { name: '悪い', exact: true }).click();
  // The health observation (健康観察) follows the faces; this school lets students skip it.
  await expect(page.getByRole('heading', { name: '健康観察' })).toBeVisible();
  await page.getByRole('button', { name: '回答しない' }).click();

  await expect(page).toHaveURL(new RegExp(`/${school.code}/student/todays_condition`));
  await expect(page.getByText('少し悪い').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '担任の先生と話したい' }).click();
  await expect(page.getByText('先生が数日以内に声をかけます。')).toBeVisible();
  await snap(page, 'student-todays-condition');
  await page.getByRole('switch', { name: 'ふりがな' }).check();

  // The class teacher, on another device.
  const teacherContext = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ja-JP' });
  const desk = await teacherContext.newPage();
  await desk.goto(`/${school.code}/teacher/login`);
  await expectAccessible(desk);
  await desk.getByLabel('メールアドレス').fill(teacher.email);
  await desk.getByLabel('パスワード').fill(teacher.password);
  await desk.getByRole('button', { name: 'ログイン' }).click();
  await expect(desk).toHaveURL(new RegExp(`/${school.code}/teacher/class_dashboard`));

  const row = desk.getByRole('row').filter({ has: desk.getByRole('cell', { name: String(student.studentNumber), exact: true }) });
  await expect(row).toContainText('少し悪い');
  await expect(row).toContainText('悪い');
  // The demo school does not record how requests were handled (話したい対応状況 off): 話したい alone,
  // without 未対応, in the spec's dark red (spec §4; issue 10 item 1).
  const talk = row.getByText('話したい', { exact: true }).filter({ visible: true });
  await expect(talk).toBeVisible();
  await expect(talk).toHaveCSS('color', 'rgb(139, 0, 0)');
  await expect(row).not.toContainText('未対応');
  await expectAccessible(desk);
  await snap(desk, 'teacher-class-dashboard');
  await teacherContext.close();
});
