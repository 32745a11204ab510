import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible } from '../support/demo.ts';
import { sessionHeaders, shootAtTeacherSizes, submitStaffPassword } from '../support/staff.ts';

/**
 * Issue 25 item 7 as a teacher reads it (the admin teacher, who sees every class) (decision 066): on a pupil's page, 出欠の集計 shows the
 * school year's register totals as the API computes them (the figures themselves are proven by the
 * API and unit suites), 月ごとに見る lists the months with the year's line, and the class's totals
 * download as Excel. Read only: minami-es 3年1組 5番, whom no other journey uses.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.admin)!;

async function pupil(page: Page): Promise<{ id: number; name: string }> {
  const info = await (await page.request.get(`/api/schools/show_school_info?school_code=${school().code}`)).json();
  const grade = info.data.grades.find((g: { name: string }) => g.name === '3年');
  const klassId = grade.klasses.find((k: { name: string }) => k.name === '1組').id;
  const res = await page.request.get(`/api/teachers/students?klassId=${klassId}`, { headers: await sessionHeaders(page) });
  return ((await res.json()).data as { id: number; name: string; studentNumber: number }[]).find((s) => s.studentNumber === 5)!;
}

test("出欠の集計 on the pupil page: the year's totals, the months, and the class's Excel", async ({ page }) => {
  await submitStaffPassword(page, adminTeacher(), '/admin/login');
  await expect(page).toHaveURL(/\/minami-es\/teacher\/class_dashboard/);
  const student = await pupil(page);
  const api = (await (await page.request.get(`/api/teachers/students/${student.id}/attendance_totals`, { headers: await sessionHeaders(page) })).json()).data;

  await page.goto(`/minami-es/teacher/student/${student.id}`);
  const panel = page.getByRole('region', { name: '出欠の集計' });
  const table = panel.getByRole('table', { name: `${student.name} さんの出欠の集計（${api.year}年度）` });
  await expect(table).toBeVisible();
  for (const [label, key, unit] of [
    ['授業日数', 'schoolDays', '日'],
    ['出席停止・忌引等の日数', 'excusedDays', '日'],
    ['出席しなければならない日数', 'requiredDays', '日'],
    ['欠席日数', 'absentDays', '日'],
    ['出席日数', 'presentDays', '日'],
    ['遅刻', 'lateness', '回'],
    ['早退', 'leaveEarly', '回'],
  ] as const) {
    await expect(table.getByRole('row', { name: `${label} ${api.total[key]}${unit}`, exact: true })).toBeVisible();
  }
  expect(api.total.schoolDays).toBeGreaterThan(0);
  await shootAtTeacherSizes(page, 'student-attendance-totals', process.env.TEACHER_SHOTS_DIR, (p) => expectAccessible(p));

  await panel.getByRole('button', { name: '月ごとに見る' }).click();
  const months = page.getByRole('dialog').getByRole('table', { name: `${student.name} さんの月ごとの出欠（${api.year}年度）` });
  await expect(months.getByRole('row')).toHaveCount(api.months.length + 2);
  await expect(months.getByRole('row').last()).toContainText(`年度計${api.total.schoolDays}`);
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'クラスの集計をExcelで' }).click();
  expect((await download).suggestedFilename()).toMatch(/^出欠の集計（3年 1組）_\d{6}_\d{4}\.xlsx$/);
  await expect(page.getByText(/出欠の集計（3年 1組）_\d{6}_\d{4}\.xlsx をダウンロードしました。/)).toBeVisible();
});
