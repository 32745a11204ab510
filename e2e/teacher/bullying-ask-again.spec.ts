import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';
import { expectAccessibleAndWcag22AA } from '../support/a11y.ts';
import { sessionHeaders, shootAtTeacherSizes, signInStaff } from '../support/staff.ts';
import { askAgainConfirmed } from './ask-again.ts';
import { answerHealthObservation, kitaSchool, openHealthObservation, signInStudentOf, signOutStudent } from '../student/student.ts';

/**
 * Issue 24 item 7, the class teacher's half. The kita-jhs admin copies the school's bullying
 * survey into an open delivery (removed again at the end: no other journey sees it); kita-jhs
 * 2年2組 3番 (no other journey's) chooses もう こたえない; the 2年2組 teacher sees it in the class
 * view (bullying-alert/for_class, after password re-entry) at 1366×768 and 1024×768, presses
 * もう一度たずねる, is asked once, confirms, and the mark is gone; the pupil is asked again: the
 * delivery is `new` and asked now, and the pupil's next check-in (390×844) offers a survey again.
 * axe without serious violations; screenshots looked at.
 */
const PUPIL = { grade: '2年', klass: '2組', studentNumber: 3 };
const TITLE = 'いじめに関するアンケート（追加）';
const password = () => kitaSchool().teachers[0]!.password;
/** The 2年2組 homeroom teacher (the demo's teachers share one password). */
const teacher = () => ({ email: 't2-2@kita-jhs.example.jp', password: password() });
const prompt = (page: Page) => page.getByRole('region', { name: 'アンケートが とどいています' });
const row = (page: Page, n: number) => page.locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${n}$`) }) });

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const admin = kitaSchool().teachers.find((t) => t.admin)!;
  const res = await request.post('/api/teachers/sign_in', { data: { schoolCode: 'kita-jhs', email: admin.email, password: admin.password } });
  expect(res.ok()).toBe(true);
  const h = res.headers();
  return { 'access-token': h['access-token']!, client: h['client']!, uid: h['uid']!, schoolCode: 'kita-jhs' };
}

async function signInPupil(page: Page) {
  await signInStudentOf(page, `/kita-jhs`, { ...PUPIL, password: kitaSchool().students[0]!.password });
}

test('the class teacher sees a pupil’s もう こたえない and asks again; the pupil is asked again', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const admin = await adminHeaders(request);
  const list = (await (await request.get('/api/teachers/questionnaire_deliveries', { headers: admin })).json()).data.list as { id: number; kind: string }[];
  const seeded = list.find((d) => d.kind === 'bullying')!;
  const copied = await request.post(`/api/teachers/questionnaire_deliveries/${seeded.id}/copy`, {
    headers: admin,
    data: { title: TITLE, startAt: new Date(Date.now() - 60_000).toISOString(), finishAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(copied.ok()).toBe(true);
  const deliveryId = (await copied.json()).data.id as number;
  try {
    // The pupil declines (the pupil's own confirm step is walked in student/questionnaire.spec.ts).
    const pupilPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInPupil(pupilPage);
    const pupil = await sessionHeaders(pupilPage);
    const stateOf = async () =>
      (
        (await (await pupilPage.request.get('/api/questionnaire_deliveries', { headers: pupil })).json()).data as {
          id: number;
          state: string;
          askNow: boolean;
        }[]
      ).find((d) => d.id === deliveryId);
    expect((await pupilPage.request.post(`/api/questionnaire_deliveries/${deliveryId}/dis_agree`, { headers: pupil })).ok()).toBe(true);
    expect(await stateOf()).toMatchObject({ state: 'never', askNow: false });

    // The class teacher: the class view shows もう こたえない on 3番's newest column only.
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInStaff(page, teacher(), `/kita-jhs/teacher/login`, 'kita-jhs');
    await page.goto('/kita-jhs/teacher/bullying-alert/for_class');
    const dialog = page.getByRole('dialog', { name: 'パスワードの再入力' });
    await dialog.getByLabel('パスワード').fill(password());
    await dialog.getByRole('button', { name: '確認する' }).click();
    await expect(dialog).toBeHidden();
    const cell = row(page, 3).locator('td').last();
    await expect(cell.getByText('もう こたえない')).toBeVisible();
    await expect(page.getByText('もう こたえない')).toHaveCount(1);
    await shootAtTeacherSizes(page, 'bullying-declined-for-class', undefined, expectAccessibleAndWcag22AA);

    await askAgainConfirmed(page, cell.getByRole('button', { name: /にもう一度たずねる$/ }), 'bullying-ask-again-confirm-1024');
    await expect(cell.getByText('もう こたえない')).toHaveCount(0);
    await snap(page, 'bullying-asked-again-1024');

    // The pupil is asked again: after the next check-in a survey is offered.
    expect(await stateOf()).toMatchObject({ state: 'new', askNow: true });
    await signOutStudent(pupilPage);
    await signInPupil(pupilPage);
    await pupilPage.getByRole('button', { name: '少し良い' }).click();
    await pupilPage.getByRole('button', { name: '良い', exact: true }).click();
    await openHealthObservation(pupilPage);
    await answerHealthObservation(pupilPage);
    await expect(prompt(pupilPage)).toBeVisible();
    await expectAccessible(pupilPage);
    await snap(pupilPage, 'student-asked-again-390');
  } finally {
    await request.delete(`/api/teachers/questionnaire_deliveries/${deliveryId}?deleteAnswers=true`, { headers: admin });
  }
});
