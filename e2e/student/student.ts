import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../support/demo.ts';
import { sessionHeaders } from '../support/staff.ts';

/**
 * Helpers of the student journeys (issue 3). They use only the junior-high students given to these
 * specs: kita-jhs 1年1組 No. 1 and 2, 1年2組 No. 1 and 2, and the 1年1組 teacher for checks.
 */
/** The check-in's questions and つぎへ in each wording (issue 24 item 5): kana-heavy 小1–3, standard 小4–6, 中学生. */
export const MENTAL_QUESTION = /^(きょうの こころの ちょうしは？|今日の心の調子は？|今日の心の調子はどうですか？)$/;
export const PHYSICAL_QUESTION = /^(きょうの からだの ちょうしは？|今日の体の調子は？|今日の体の調子はどうですか？)$/;
export const NEXT = /^(つぎへ|次へ)$/;
/** Today's page after a check-in, in each wording (kana-heavy, standard, 中学生). */
export const RECORDED = /^(きろくしました。ありがとう！|記録しました。ありがとう！|記録しました。ありがとうございます。)$/;

export type StudentSlot = { klass: '1組' | '2組'; studentNumber: 1 | 2 };

export function kitaSchool() {
  return demoAccounts().schools.find((s) => s.code === 'kita-jhs')!;
}

export function kitaStudent({ klass, studentNumber }: StudentSlot) {
  return kitaSchool().students.find((s) => s.grade === '1年' && s.klass === klass && s.studentNumber === studentNumber)!;
}

/**
 * Signs in through the login page, as a student does, and waits for the check-in. `origin` names
 * another product server than the configured one (its demo has the same accounts).
 */
export async function signInStudent(page: Page, slot: StudentSlot, origin = ''): Promise<void> {
  await signInKitaStudent(page, kitaStudent(slot), origin);
}

/** Signs `student` of kita-jhs in on its login page (grade, class, number, password) and waits for the check-in's first question. */
export async function signInKitaStudent(
  page: Page,
  student: { grade: string; klass: string; studentNumber: number; password: string },
  origin = '',
): Promise<void> {
  await signInStudentOf(page, `${origin}/${kitaSchool().code}`, student);
}

/**
 * Signs a student in on `school`'s login page (`school`: the origin and school code, e.g.
 * `/minami-es`) with grade, class, 出席番号 and password, and waits for the check-in's first question.
 */
export async function signInStudentOf(
  page: Page,
  school: string,
  student: { grade: string; klass: string; studentNumber: number; password: string },
): Promise<void> {
  await page.goto(`${school}/student/login`);
  await page.getByLabel('学年').selectOption({ label: student.grade });
  await page.getByLabel('組').selectOption({ label: student.klass });
  await page.getByLabel('出席番号').fill(String(student.studentNumber));
  await page.getByLabel('パスワード').fill(student.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible();
}

/** The 1年1組 teacher's credential headers (POST /api/teachers/sign_in). */
export async function teacherHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const school = kitaSchool();
  const teacher = school.teachers.find((t) => !t.admin && t.grade === '1年' && t.klass === '1組')!;
  const response = await request.post('/api/teachers/sign_in', { data: { schoolCode: school.code, email: teacher.email, password: teacher.password } });
  expect(response.ok()).toBe(true);
  const h = response.headers();
  return { 'access-token': h['access-token']!, client: h['client']!, uid: h['uid']!, schoolCode: school.code };
}

/** Today's Japan-time date key (spec §1: business dates are Asia/Tokyo). */
export function japanToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The student's SOS records made since `since`, as the teacher API lists them. */
export async function sossSince(request: APIRequestContext, studentPage: Page, since: Date): Promise<{ id: number; label: string; datetime: string }[]> {
  const me = await (await request.get('/api/students/me', { headers: await sessionHeaders(studentPage) })).json();
  const teacher = await teacherHeaders(request);
  const response = await request.get(`/api/teachers/students/soss?studentId=${me.data.id}`, { headers: teacher });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { id: number; label: string; datetime: string }[] };
  return body.data.filter((s) => new Date(s.datetime).getTime() >= since.getTime() - 1_000);
}

/**
 * After the check-in's second face: waits until the check-in has moved on and makes sure the
 * health observation is open. The check-in opens it itself, or today's page when the form took
 * over 4 s to load (the product's designed fallback on a busy server, HEALTHCHECK_WAIT_MS), from
 * where the pupil answers it later; the journey then opens it as the pupil would.
 */
export async function openHealthObservation(page: Page): Promise<void> {
  await page.waitForURL(/\/student\/(todays_condition|my_condition\?step=healthcheck)/);
  if (page.url().includes('step=healthcheck')) return;
  const school = new URL(page.url()).pathname.split('/')[1];
  await page.goto(`/${school}/student/my_condition?step=healthcheck`);
  await page.waitForURL(/step=healthcheck/);
}

/**
 * Presses ログアウト on a signed-in pupil page and waits for the login page: a navigation before
 * the sign-out has finished would land, still signed in, on the check-in.
 */
export async function signOutStudent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/student\/login$/);
}

/**
 * Answers the demo school's health observation (健康観察) as a student in a hurry: the default
 * temperature and bedtime, あり for breakfast, なし for both aches; then 登録する.
 */
export async function answerHealthObservation(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /朝ごはんを食べた/ })
    .getByRole('radio', { name: 'あり' })
    .click();
  await page
    .getByRole('radiogroup', { name: /頭が痛い/ })
    .getByRole('radio', { name: 'なし' })
    .click();
  await page
    .getByRole('radiogroup', { name: /おなかが痛い/ })
    .getByRole('radio', { name: 'なし' })
    .click();
  await page.getByRole('button', { name: '登録する' }).click();
}

/** The morning check-in of a student who feels fine, from the first face: 良い, 良い, then the health observation, until it is recorded. */
export async function checkInGoodDay(page: Page): Promise<void> {
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await openHealthObservation(page);
  await answerHealthObservation(page);
  await expect(page.getByText(RECORDED)).toBeVisible();
}

/** The first page of the demo's 学校生活アンケート as a young student answers it: たのしい, then ともだちと. */
export async function answerSchoolLifeFirstPage(page: Page): Promise<void> {
  await page
    .getByRole('radiogroup', { name: /がっこうは たのしいですか/ })
    .getByRole('radio', { name: 'たのしい', exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: /やすみじかん/ })
    .getByRole('radio', { name: 'ともだちと' })
    .click();
}

/** On the recent-conditions page: the chart, whose library loads when the student scrolls near it (issue 3's budget, decision 015), is drawn. */
export async function expectChartDrawn(page: Page): Promise<void> {
  await page.getByRole('img', { name: /グラフ/ }).scrollIntoViewIfNeeded();
  await expect(
    page
      .getByRole('img', { name: /グラフ/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
}

/** The student's saved health observation of today, as item label (without readings) → answer. */
export async function savedHealthAnswers(page: Page): Promise<Record<string, string>> {
  const body = await (await page.request.get('/api/students/healthcheck', { headers: await sessionHeaders(page) })).json();
  const details = (body.data.answer?.healthcheckAnswerDetails ?? []) as { healthcheckItemId: number; answer: string }[];
  return Object.fromEntries(
    (body.data.items as { id: number; label: string }[]).flatMap((item) => {
      const found = details.find((d) => d.healthcheckItemId === item.id);
      // Keyed by the label as read (みなみ小 writes readings into its labels: {体温:たいおん} → 体温).
      return found ? [[item.label.replace(/\{([^{}:]+):[^{}:]+\}/g, '$1'), found.answer]] : [];
    }),
  );
}

/**
 * Waits until the app has fetched ahead what the next screens need (their code, the talk-to
 * buttons, today's health observation), as it does on a school tablet before the network drops.
 */
export async function waitForPrefetch(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = performance.getEntriesByType('resource').map((e) => e.name);
          const fetched = ['todays-condition-page', 'healthcheck-form', '/api/sos_settings', '/api/students/healthcheck'].every((part) =>
            names.some((n) => n.includes(part)),
          );
          // Both screens' styles too: a lazy screen whose CSS never arrived fails to load offline.
          const styled = ['todays-condition-page', 'healthcheck-form'].every((part) => names.some((n) => n.includes(part) && n.endsWith('.css')));
          if (!fetched || !styled) return false;
          // A chunk's own file is not enough: its imports (Radio, Textarea, …) may still be on the
          // way. Importing the same URLs settles only when the whole module graph is in the page.
          const chunks = names.filter((n) => /(todays-condition-page|healthcheck-form)-[^/]*\.js$/.test(n));
          try {
            await Promise.all(chunks.map((url) => import(/* @vite-ignore */ url)));
            return true;
          } catch {
            return false;
          }
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Waits until the device says おくりました。, pressing 「いま おくる」 whenever it is offered (it skips
 * the backoff that grew after each failed try while the server was away).
 */
export async function waitUntilSent(page: Page, timeout = 15_000): Promise<void> {
  const sendNow = page.getByRole('button', { name: 'いま おくる' });
  const sent = page.getByText('おくりました。');
  await expect
    .poll(
      async () => {
        if (await sendNow.isVisible()) await sendNow.click({ timeout: 2_000 }).catch(() => undefined);
        return sent.isVisible();
      },
      { timeout, intervals: [500] },
    )
    .toBe(true);
}
