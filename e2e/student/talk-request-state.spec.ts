import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders, settle, signInStaff } from '../support/staff.ts';
import { signInStudentOf } from './student.ts';

/**
 * One state model of a talk request (issue 24 item 1, issue 25 item 2, decision 053), on みなみ小,
 * whose 「話したい」の対応状況 is off (the default): a 6年 pupil presses 担任の先生と話したい on a phone
 * and reads 送りました on today's page; the class teacher, on a 1024×768 tablet, finds it on the
 * 話したいダッシュボード, marks 見ました (the pupil reads 先生が見ました) and then 対応した in one tap
 * (未対応 drops, the pupil reads 先生とお話ししました). The pupil's urgent line (issue 25 item 2) shows in
 * the teacher's row. Every page is checked with axe.
 */
test('a talk request goes 送りました → 先生が見ました → 先生とお話ししました with the status list off', async ({ browser }) => {
  const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
  // No other journey uses 6年2組 9番 (the demo lists a few pupils; every pupil has the same password).
  const student = { grade: '6年', klass: '2組', studentNumber: 9, password: school.students[0]!.password };
  // Its homeroom teacher (the demo names them t<grade>-<class>@; one password for every teacher).
  const teacher = { email: `t6-2@${school.code}.example.jp`, password: school.teachers[0]!.password };

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const pupil = await phone.newPage();
  await signInStudentOf(pupil, `/${school.code}`, student);
  const me = await pupil.request.get('/api/students/me', { headers: await sessionHeaders(pupil) });
  const name = ((await me.json()) as { data: { name: string } }).data.name;
  await pupil.getByRole('button', { name: '少し悪い' }).click();
  await pupil.getByRole('button', { name: '良い', exact: true }).click();
  await pupil.getByRole('button', { name: '回答しない' }).click();
  await expect(pupil).toHaveURL(new RegExp(`/${school.code}/student/todays_condition`));
  await pupil.getByRole('button', { name: '担任の先生と話したい' }).click();
  const mine = pupil.getByRole('region', { name: 'あなたが おくった「話したい」' });
  await expect(mine.getByTestId('my-talk-request').first()).toContainText('担任の先生と話したい');
  await expect(mine.getByTestId('my-talk-request').first()).toContainText('送りました');
  // One line to say it is urgent (issue 25 item 2): stored with the request, shown to the teacher.
  await mine.getByLabel('いそぐ ときは ひとこと 書いてね').fill('きょう 話したいです');
  await mine.getByRole('button', { name: 'つたえる' }).click();
  await expect(mine.getByTestId('my-talk-request').first()).toContainText('いそぎ');
  await expect(mine.getByLabel('いそぐ ときは ひとこと 書いてね')).toHaveCount(0);
  await settle(pupil);
  await expectAccessible(pupil);
  await snap(pupil, 'talk-request-sent-390');

  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'ja-JP' });
  const desk = await tablet.newPage();
  await signInStaff(desk, teacher, `/${school.code}/teacher/login`, school.code);
  await desk.goto(`/${school.code}/teacher/sos_dashboard?status=not_supported`);
  const count = desk.getByText(/全\d+件（未対応 \d+件）/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())!.match(/未対応 (\d+)件/)![1]);
  const row = desk.getByRole('row').filter({ hasText: name }).first();
  await expect(row).toContainText('未対応');
  await expect(row).toContainText('急ぎきょう 話したいです');
  await settle(desk);
  await expectAccessible(desk);
  await snap(desk, 'talk-request-dashboard-1024');

  await row.getByRole('button', { name: `${name} の「話したい」を見ました` }).click();
  await expect(row).toContainText('見ました（');
  await pupil.reload();
  await expect(mine.getByTestId('my-talk-request').first()).toContainText('先生が見ました');

  await row.getByRole('button', { name: `${name} の「話したい」に対応した` }).click();
  await expect(desk.getByText(`${name} の「話したい」を対応済みにしました。`)).toBeVisible();
  await expect(count).toContainText(`未対応 ${before - 1}件`);
  await settle(desk);
  await snap(desk, 'talk-request-handled-1024');

  await pupil.reload();
  await expect(mine.getByTestId('my-talk-request').first()).toContainText('先生とお話ししました');
  await settle(pupil);
  await expectAccessible(pupil);
  await snap(pupil, 'talk-request-handled-390');
  await phone.close();
  await tablet.close();
});
