import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoAccounts } from '../support/demo.ts';
import { sessionHeaders, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';

/**
 * Alerts that learn (issue 10 item 11, decision 033): a student of みなみ小 4年1組 (No. 12, used by
 * no other journey) answers today's 健康観察 with 37.5 ℃, which raises a 体 alert; the admin
 * teacher resolves it, then on the student's alert page marks it 役に立った and changes the mark to
 * 誤報 in one tap each, and finds it counted under 健康観察 on settings/alert. The escalation hours
 * are shown beside 話したい対応状況 (nothing is changed there), and the 話したいダッシュボード offers the marks. axe (all rules and WCAG 2.2 AA)
 * without serious violations; screenshots at 1366×768 and 1024×768, also to $LEARN_SHOTS_DIR.
 */

const school = () => demoAccounts().schools.find((s) => s.code === 'minami-es')!;
const adminTeacher = () => school().teachers.find((t) => t.email === 'admin@minami-es.example.jp')!;
const STUDENT = { grade: '4年', klass: '1組', studentNumber: 12 };
const SHOTS = process.env.LEARN_SHOTS_DIR;

interface Item {
  id: number;
  formType: string;
  required: boolean;
  initValue: string | null;
  healthcheckOptions: { name: string }[];
}

/** The student signs in through the API and answers today's 健康観察 with a fever; returns the student's id. */
async function answerWithFever(request: APIRequestContext): Promise<number> {
  const info = await (await request.get(`/api/schools/show_school_info?school_code=${school().code}`)).json();
  const grade = info.data.grades.find((g: { name: string }) => g.name === STUDENT.grade);
  const klass = grade.klasses.find((k: { name: string }) => k.name === STUDENT.klass);
  // Every demo student shares the demo password; the file lists only the first classes' first students.
  const password = school().students[0]!.password;
  const signIn = await request.post('/api/students/sign_in', {
    data: { schoolCode: school().code, gradeId: grade.id, klassId: klass.id, studentNumber: STUDENT.studentNumber, password },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const headers = { 'access-token': h['access-token']!, client: h.client!, uid: h.uid!, schoolCode: school().code };
  const items = (await (await request.get('/api/students/healthcheck', { headers })).json()).data.items as Item[];
  const answerOf = (item: Item): string => {
    if (item.formType === 'temperature') return '37.5';
    if (item.formType === 'radio') return item.initValue ?? '0';
    if (item.formType === 'checkbox') return JSON.stringify(item.required ? [item.healthcheckOptions[0]!.name] : []);
    if (item.formType === 'text' || item.formType === 'textarea') return item.required ? 'だいじょうぶ' : '';
    return '';
  };
  const saved = await request.post('/api/students/healthcheck/answer', {
    headers,
    data: { answers: items.map((i) => ({ healthcheckItemId: i.id, answer: answerOf(i) })) },
  });
  expect(saved.status()).toBe(200);
  return (await (await request.get('/api/students/me', { headers })).json()).data.id as number;
}

test('a resolved alert is marked 役に立った, changed to 誤報, and counted per rule on settings/alert', async ({ page }) => {
  test.setTimeout(240_000);
  const studentId = await answerWithFever(page.request);
  await signInStaff(page, adminTeacher(), '/admin/login', school().code);
  const headers = await sessionHeaders(page);

  // The admin resolves the student's open alerts (the fever's 体 alert among them).
  const alertsUrl = `/api/teachers/students/get_alert_resolved?studentId=${studentId}`;
  const alerts = (await (await page.request.get(alertsUrl, { headers })).json()).data as { id: number; processed: boolean; contentAlert: string }[];
  for (const open of alerts.filter((a) => !a.processed)) {
    expect((await page.request.post('/api/teachers/students/processed_condition_alert', { headers, data: { id: open.id } })).status()).toBe(200);
  }
  const fever = ((await (await page.request.get(alertsUrl, { headers })).json()).data as typeof alerts).find((a) => a.contentAlert.includes('37.5'))!;
  expect(fever).toBeTruthy();
  const summaryOf = async () =>
    ((await (await page.request.get('/api/teachers/alert_feedbacks/summary', { headers })).json()).data.rules as { rule: string; falseAlarm: number }[]).find(
      (r) => r.rule === 'healthcheck',
    )!;
  const before = await summaryOf();
  const marksUrl = `/api/teachers/alert_feedbacks?subject=condition_alert&ids=${fever.id}`;
  const wasFalseAlarm = ((await (await page.request.get(marksUrl, { headers })).json()).data as { verdict: string }[])[0]?.verdict === 'false_alarm';

  // On the student's alert page: one tap 役に立った, then change it to 誤報.
  await page.goto(`/${school().code}/teacher/student/${studentId}/alert`);
  const row = page.getByRole('row').filter({ hasText: '37.5' }).first();
  const marks = row.getByRole('group', { name: /の評価$/ });
  await expect(marks).toBeVisible();
  await marks.getByRole('button', { name: '役に立った' }).click();
  await expect(page.getByText('「役に立った」として記録しました')).toBeVisible();
  await expect(marks.getByRole('button', { name: '役に立った' })).toHaveAttribute('aria-pressed', 'true');
  await marks.getByRole('button', { name: '誤報' }).click();
  await expect(page.getByText('「誤報」として記録しました')).toBeVisible();
  await expect(marks.getByRole('button', { name: '誤報' })).toHaveAttribute('aria-pressed', 'true');
  await expect(marks.getByRole('button', { name: '役に立った' })).toHaveAttribute('aria-pressed', 'false');
  await expect(row).toContainText(/先生 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await shootAtTeacherSizes(page, 'learn-student-alert-marked', SHOTS, expectAccessibleAndWcag22AA);

  // settings/alert counts it under 健康観察.
  const expected = before.falseAlarm + (wasFalseAlarm ? 0 : 1);
  expect((await summaryOf()).falseAlarm).toBe(expected);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/${school().code}/teacher/settings/alert`);
  const table = page.getByRole('table', { name: /ルールごとの評価の件数/ });
  await expect(table).toBeVisible();
  const healthRow = table.getByRole('row', { name: /^健康観察/ });
  await expect(healthRow.getByRole('cell').nth(2)).toHaveText(`${expected}件`);
  await table.scrollIntoViewIfNeeded();
  await shootAtTeacherSizes(page, 'learn-settings-alert-counts', SHOTS, expectAccessibleAndWcag22AA);

  // The 話したいダッシュボード offers the same marks on each request (みなみ小 records no handling, so every request may be marked).
  await page.goto(`/${school().code}/teacher/sos_dashboard`);
  await expect(page.getByRole('button', { name: '押し間違い' }).first()).toBeVisible();
  const groupName = await page.locator('[role="group"]').filter({ hasText: '押し間違い' }).first().getAttribute('aria-label');
  expect(groupName).toMatch(/話したい.*の評価$/);
  await shootAtTeacherSizes(page, 'learn-sos-dashboard', SHOTS, expectAccessibleAndWcag22AA);

  // The escalation hours beside 話したい対応状況 (shown, not changed: みなみ小 keeps processing off).
  await page.goto(`/${school().code}/teacher/settings/enabled_processed_sos`);
  await expect(page.getByLabel('お知らせするまでの時間（学校のある日の時間）')).toHaveValue('24時間');
  await expect(page.getByText('対応状況の記録が無効のため、いまはお知らせしません。')).toBeVisible();
  await shootAtTeacherSizes(page, 'learn-settings-escalation', SHOTS, expectAccessibleAndWcag22AA);
});
