import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoAccounts, snap } from '../support/demo.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';
import { shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { askAgainConfirmed } from './ask-again.ts';

/**
 * Issue 28 item 4 and issue 24 item 7 (decision 076): a custom delivery's follow-up. ひがし学園's
 * admin makes a one-question delivery for one class (removed again at the end; no other journey
 * signs in ひがし学園's pupils) whose 「ある」 raises 第2段階; 2番 answers 「ある」, 3番 chooses
 * もう こたえない. The class teacher opens the questionnaire deliveries, presses the delivery's
 * フォローアップ, re-enters the password, sees 2番 under アラートが出た子ども (第2段階, linked to the
 * student page) and 3番 under もう こたえない at 1366×768 and 1024×768 (axe WCAG 2.2 AA, screenshots
 * looked at), asks 3番 again (once, キャンセル first) and 3番 leaves the list; the pupil's delivery
 * is `new` and asked now.
 */
const CODE = 'higashi-gakuen';
const TITLE = 'フォローアップ確認アンケート';
const school = () => demoAccounts().schools.find((s) => s.code === CODE)!;
/** The second listed class's homeroom teacher (demo-accounts lists the first two classes). */
const teacher = () => school().teachers.filter((t) => !t.admin)[1]!;

async function signInHeaders(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<Record<string, string>> {
  const res = await request.post(path, { data: { schoolCode: CODE, ...data } });
  expect(res.ok(), await res.text()).toBe(true);
  const h = res.headers();
  return { 'access-token': h['access-token']!, client: h['client']!, uid: h['uid']!, schoolCode: CODE };
}

/** Grade and class ids of the teacher's class, read with the admin's headers. */
async function klassOf(request: APIRequestContext, admin: Record<string, string>): Promise<{ gradeId: number; klassId: number }> {
  const grades = (await (await request.get('/api/teachers/grade_klasses', { headers: admin })).json()).data as {
    id: number;
    name: string;
    klasses: { id: number; name: string }[];
  }[];
  const grade = grades.find((g) => g.name === teacher().grade)!;
  return { gradeId: grade.id, klassId: grade.klasses.find((k) => k.name === teacher().klass)!.id };
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });
const numberRow = (table: Locator, n: number): Locator =>
  table.locator('tbody tr').filter({ has: table.page().locator('td', { hasText: new RegExp(`^${n}$`) }) });

test('the class teacher opens a custom delivery’s follow-up, sees an alerted pupil and a decliner, and asks again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const adminAccount = school().teachers.find((t) => t.admin)!;
  const admin = await signInHeaders(request, '/api/teachers/sign_in', { email: adminAccount.email, password: adminAccount.password });
  const { gradeId, klassId } = await klassOf(request, admin);
  const created = await request.post('/api/teachers/questionnaire_deliveries', {
    headers: admin,
    data: {
      title: TITLE,
      startAt: new Date(Date.now() - 60_000).toISOString(),
      finishAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      gradeIds: [gradeId],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const deliveryId = (await created.json()).data.id as number;
  try {
    const questions = await request.post(`/api/teachers/questionnaire_deliveries/${deliveryId}/add_questions`, {
      headers: admin,
      data: {
        questionsGroups: [
          {
            title: null,
            questions: [
              {
                formType: 'single_select_row',
                text: 'こまって いる ことは ありますか？',
                required: true,
                options: [
                  { text: 'ない', score: 0 },
                  { text: 'ある', score: 1 },
                ],
                alertRules: [{ when: 'option_chosen', optionIndexes: [1], level: 'second_stage' }],
              },
            ],
          },
        ],
      },
    });
    expect(questions.ok(), await questions.text()).toBe(true);

    // 2番 answers ある (第2段階); 3番 chooses もう こたえない (the pupil's screens are walked in student/questionnaire.spec.ts).
    const pupil = (studentNumber: number) =>
      signInHeaders(request, '/api/students/sign_in', { gradeId, klassId, studentNumber, password: school().students[0]!.password });
    const alerted = await pupil(2);
    const sheet = (await (await request.get(`/api/students/questions/${deliveryId}`, { headers: alerted })).json()).data as {
      questionsGroups: { questions: { id: number; options: { id: number; text: string }[] }[] }[];
    };
    const question = sheet.questionsGroups[0]!.questions[0]!;
    const answered = await request.post('/api/students/questions/answer', {
      headers: alerted,
      data: {
        questionnaireDeliveryId: deliveryId,
        answers: [{ questionId: question.id, questionOptionId: question.options.find((o) => o.text === 'ある')!.id }],
        complete: true,
      },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
    const decliner = await pupil(3);
    expect((await request.post(`/api/questionnaire_deliveries/${deliveryId}/dis_agree`, { headers: decliner })).ok()).toBe(true);
    const stateOf = async () =>
      (
        (await (await request.get('/api/questionnaire_deliveries', { headers: decliner })).json()).data as { id: number; state: string; askNow: boolean }[]
      ).find((d) => d.id === deliveryId);
    expect(await stateOf()).toMatchObject({ state: 'never', askNow: false });

    // The class teacher: the deliveries list → フォローアップ → password re-entry → the two lists.
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInStaff(page, teacher(), `/${CODE}/teacher/login`, CODE);
    await page.goto(`/${CODE}/teacher/questionnaire-deliveries`);
    await expect(page.getByRole('link', { name: `フォローアップ：${TITLE}` })).toBeVisible();
    await shootAtTeacherSizes(page, 'questionnaire-deliveries-follow-up-link', undefined, expectAccessibleAndWcag22AA);
    await page.getByRole('link', { name: `フォローアップ：${TITLE}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${CODE}/teacher/bullying-alert/follow_up\\?questionnaireDeliveryId=${deliveryId}$`));
    const dialog = page.getByRole('dialog', { name: 'パスワードの再入力' });
    await dialog.getByLabel('パスワード').fill(teacher().password);
    await dialog.getByRole('button', { name: '確認する' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(/^実施期間：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}〜\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeVisible();

    const alertedTable = section(page, 'アラートが出た子ども');
    await expect(alertedTable.locator('tbody tr')).toHaveCount(1);
    const alertedRow = numberRow(alertedTable, 2);
    await expect(alertedRow.getByRole('img', { name: '第2段階' })).toBeVisible();
    await expect(alertedRow.getByText(`${teacher().grade} ${teacher().klass}`, { exact: true })).toBeVisible();
    const alertedLink = alertedRow.getByRole('link');
    await expect(alertedLink).toHaveAttribute('href', new RegExp(`^/${CODE}/teacher/student/\\d+$`));

    const declinedTable = section(page, '「もう こたえない」を選んだ子ども');
    await expect(declinedTable.locator('tbody tr')).toHaveCount(1);
    const declinedRow = numberRow(declinedTable, 3);
    const askAgain = declinedRow.getByRole('button', { name: /にもう一度たずねる$/ });
    await expect(askAgain).toBeVisible();
    await shootAtTeacherSizes(page, 'questionnaire-follow-up', undefined, expectAccessibleAndWcag22AA);

    await askAgainConfirmed(page, askAgain, 'questionnaire-follow-up-ask-again-1024');
    await expect(declinedTable.getByText('「もう こたえない」を選んだ子どもはいません。')).toBeVisible();
    await expect(alertedTable.locator('tbody tr')).toHaveCount(1);
    await snap(page, 'questionnaire-follow-up-asked-again-1024');
    expect(await stateOf()).toMatchObject({ state: 'new', askNow: true });
  } finally {
    await request.delete(`/api/teachers/questionnaire_deliveries/${deliveryId}?deleteAnswers=true`, { headers: admin });
  }
});
