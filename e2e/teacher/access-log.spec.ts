import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders, signInStaff } from '../support/staff.ts';

/**
 * Access log (issue 9): a class teacher opens a student's page; the admin teacher opens the same
 * page and sees that teacher in 閲覧履歴. みなみ小 4年2組 (its class teacher and student No. 3),
 * which no other journey uses. Screenshots at 1366×768 and 1024×768 also go to
 * $ACCESS_LOG_SHOTS_DIR when set.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
// The demo lists two class teachers' logins; every class teacher has the same demo password.
const klassTeacher = () => ({ email: 't4-2@minami-es.example.jp', password: school().teachers.find((t) => !t.admin)!.password });
const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@minami-es.example.jp')!;

async function shoot(page: Page, name: string) {
  const dir = process.env.ACCESS_LOG_SHOTS_DIR;
  await snap(page, name);
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test("the admin teacher sees in 閲覧履歴 that the class teacher opened the student's page", async ({ browser }) => {
  const teacherPage = await (await browser.newContext()).newPage();
  await signInStaff(teacherPage, klassTeacher(), `/${school().code}/teacher/login`, school().code);
  const headers = await sessionHeaders(teacherPage);
  const me = (await (await teacherPage.request.get('/api/teachers/me', { headers })).json()).data as { name: string };
  const students = (await (await teacherPage.request.get('/api/teachers/students', { headers })).json()).data as {
    id: number;
    name: string;
    studentNumber: number;
  }[];
  const student = students.find((s) => s.studentNumber === 3)!;
  const studentPath = `/${school().code}/teacher/student/${student.id}`;
  await teacherPage.goto(studentPath);
  await expect(teacherPage.getByRole('heading', { level: 1 })).toContainText(student.name);
  await expect(teacherPage.getByRole('heading', { name: /直近30日の体調/ })).toBeVisible();
  // A class teacher has no 閲覧履歴 panel.
  await expect(teacherPage.getByRole('heading', { name: '閲覧履歴' })).toHaveCount(0);

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
  ]) {
    const adminPage = await (await browser.newContext({ viewport })).newPage();
    await signInStaff(adminPage, adminTeacher(), '/admin/login', school().code);
    await adminPage.goto(studentPath);
    const panel = adminPage.getByRole('region', { name: '閲覧履歴', exact: true });
    // Reads are written in a batch about once a second: reload until the entry is there. Each
    // try waits for the page's heading (the page has loaded) before it looks for the entry.
    await expect(async () => {
      await adminPage.reload();
      await expect(adminPage.getByRole('heading', { level: 1 })).toContainText(student.name, { timeout: 10_000 });
      await expect(panel).toBeVisible({ timeout: 10_000 });
      await expect(
        panel
          .getByRole('listitem')
          .filter({ hasText: `${me.name} 先生` })
          .first(),
      ).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const entry = adminPage
      .getByRole('listitem')
      .filter({ hasText: `${me.name} 先生` })
      .filter({ hasText: '生徒ページ（閲覧）' })
      .first();
    await expect(entry).toBeVisible();
    await expect(entry.locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    await expect(entry).toContainText('接続元 ');
    await adminPage.mouse.move(0, 0);
    await adminPage.waitForTimeout(250);
    await expectAccessible(adminPage);
    await shoot(adminPage, `teacher-student-access-log-${viewport.width}x${viewport.height}`);
    await adminPage.context().close();
  }
  await teacherPage.context().close();
});
