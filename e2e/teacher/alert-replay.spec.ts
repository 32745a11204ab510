import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { sessionHeaders, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';

/**
 * Issue 25 item 4 (decision 077), "an admin replays a stricter rule and reads the weekly alert counts
 * before saving": みなみ小's admin makes 心の不調 stricter on settings/alert (悪い only, 5 days in a
 * row), presses 保存する前に試す and reads the totals and the weekly counts for the whole school and
 * for one class (current vs proposed), and the pupils it would drop by name — without saving
 * (the saved rule is unchanged afterwards). axe at 1366×768 and 1024×768, screenshots looked at.
 */
const code = 'minami-es';
const admin = () =>
  demoAccounts()
    .schools.find((s) => s.code === code)!
    .teachers.find((t) => t.email === `admin@${code}.example.jp`)!;

test('an admin replays a stricter rule and reads the weekly alert counts before saving', async ({ page }) => {
  await signInStaff(page, admin(), '/admin/login', code);
  await page.goto(`/${code}/teacher/settings/alert`);
  const mental = page.getByRole('region', { name: '心の不調アラート' });
  await mental.getByRole('checkbox', { name: '少し悪い' }).uncheck({ force: true });
  const days = mental.getByRole('spinbutton', { name: '連続日数' });
  const before = Number(await days.getAttribute('aria-valuenow'));
  for (let d = before; d < 5; d += 1) await mental.getByRole('button', { name: '1日増やす' }).click();
  await expect(days).toHaveAttribute('aria-valuenow', String(Math.max(5, before)));

  const replay = page.getByRole('region', { name: '保存する前に試す' });
  await replay.getByRole('button', { name: '保存する前に試す' }).click();
  const totals = replay.getByText(/^アラートの合計：今の設定 \d+件 → 変更後 \d+件$/);
  await expect(totals).toBeVisible();
  const [current, proposed] = ((await totals.textContent())!.match(/\d+/g) ?? []).map(Number);
  expect(current).toBeGreaterThan(0);
  expect(proposed).toBeLessThanOrEqual(current!);
  await expect(replay.getByText(/（90登校日）$/)).toBeVisible();
  const school = replay.getByRole('region', { name: '学校全体の週ごとのアラート件数' });
  await expect(school.getByRole('row')).not.toHaveCount(0);
  await expect(school.getByRole('columnheader', { name: '変更後' })).toBeVisible();
  await expect(replay.getByText(/^アラートが出なくなる児童生徒：\d+人$/)).toBeVisible();
  await shootAtTeacherSizes(page, 'teacher-alert-replay', undefined, (p) => expectAccessible(p));

  await replay.getByRole('combobox', { name: '学級' }).selectOption({ index: 1 });
  await expect(replay.getByRole('region', { name: /^\d+年\d+組の週ごとのアラート件数$/ })).toBeVisible();
  await replay.getByRole('region', { name: /週ごとのアラート件数$/ }).scrollIntoViewIfNeeded();
  await shootAtTeacherSizes(page, 'teacher-alert-replay-class', undefined, (p) => expectAccessible(p));

  // Nothing was saved: the school's 心 rule still counts 少し悪い.
  const saved = await page.request.get('/api/teachers/condition_settings/configs', { headers: await sessionHeaders(page) });
  expect((await saved.json()).data.find((r: { conditionKind: string }) => r.conditionKind === 'mental')).toMatchObject({ bad: true });
});
