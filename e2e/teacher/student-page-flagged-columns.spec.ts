import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, snap } from '../support/demo.ts';
import { TEACHER_VIEWPORTS, sessionHeaders, settle, signInStaff } from '../support/staff.ts';

/**
 * Issue 24 item 2: the teacher's pupil page shows what raised the alert without scrolling
 * sideways. みなみ小 1年1組 No. 6 has the demo's fever day (体温 37.5, 頭痛 あり, a resolved 体
 * alert): at 1366×768 and 1024×768 the 30-day table fits its column (no sideways scroll), every
 * item column, 頭痛 and コメ included, is inside the visible table, and the flagged items come
 * right after 話.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const klassTeacher = () => ({ email: 't1-1@minami-es.example.jp', password: school().teachers.find((t) => !t.admin)!.password });

test('the 30-day table shows the flagged 頭痛 and every item column at 1366 and 1024 without sideways scrolling', async ({ page }) => {
  await signInStaff(page, klassTeacher(), `/${school().code}/teacher/login`, school().code);
  const headers = await sessionHeaders(page);
  const students = (await (await page.request.get('/api/teachers/students', { headers })).json()).data as { id: number; studentNumber: number }[];
  const student = students.find((s) => s.studentNumber === 6)!;
  await page.goto(`/${school().code}/teacher/student/${student.id}`);
  const table = page.getByRole('region', { name: /さんの体調の記録/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const headings = table.getByRole('columnheader');
  await expect(headings).toHaveCount(12);
  // Date, 心, 心 要確認, 体, 体 要確認, 話, then the flagged items (体温 and 頭痛 of the fever day among
  // them, in the school's order), then the rest in the school's order.
  const texts = await headings.allTextContents();
  expect(texts.slice(0, 6)).toEqual(['日付', '心', '心 要確認', '体', '体 要確認', '話']);
  const items = texts.slice(6);
  const flagged = items.filter((t) => t.endsWith('（要確認）'));
  expect(flagged).toEqual(expect.arrayContaining(['体温（要確認）', '頭痛（要確認）']));
  expect(items.slice(0, flagged.length)).toEqual(flagged);
  const order = ['体温', '睡眠', '朝食', '頭痛', '腹痛', 'コメ'];
  const byOrder = (a: string, b: string) => order.indexOf(a.replace('（要確認）', '')) - order.indexOf(b.replace('（要確認）', ''));
  expect(flagged).toEqual([...flagged].sort(byOrder));
  expect(items.slice(flagged.length)).toEqual(items.slice(flagged.length).sort(byOrder));
  await expect(table.locator('tr[data-alert-day] td', { hasText: /^あり/ }).first()).toBeVisible();

  for (const [width, height] of TEACHER_VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await settle(page);
    const box = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(box.scroll, `the table scrolls sideways at ${width}px`).toBeLessThanOrEqual(box.client);
    for (const name of ['頭痛', '腹痛', 'コメ']) {
      const heading = await headings.filter({ hasText: name }).boundingBox();
      expect(heading!.x + heading!.width, `${name} is cut off at ${width}px`).toBeLessThanOrEqual(box.right + 1);
    }
    await expectAccessible(page);
    await snap(page, `teacher-student-flagged-columns-${width}`);
  }
});
