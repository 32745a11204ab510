import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectFacesWithoutColour, expectStudentPageAccessible, expectReflow, expectTouchTargets, STUDENT_VIEWPORTS } from '../support/a11y.ts';
import { demoAccounts } from '../support/demo.ts';
import {
  answerHealthObservation,
  answerSchoolLifeFirstPage,
  expectChartDrawn,
  NEXT,
  openHealthObservation,
  PHYSICAL_QUESTION,
  signInStudentOf,
  signOutStudent,
} from './student.ts';

/**
 * Issue 3, accessibility of every student page: at iPad (1024×768), Chromebook (1366×768) and phone
 * (360×640) size each page passes axe's WCAG 2.2 AA rules with no serious or critical violation,
 * has no touch target under 44×44 px, does not scroll sideways, and shows a visible focus on every
 * Tab stop (nothing hidden takes the focus); the check-in faces carry their names in text and
 * differ in drawing, not only in colour. Students no other journey signs in as: kita-jhs 3年1組
 * No. 1 and 2, minami-es 2年1組 No. 1. Phone screenshots go to $A11Y_SHOTS_DIR when set.
 */

const SHOTS = process.env.A11Y_SHOTS_DIR;
// Every page is checked three times over, each with a walk through it by Tab. The tests use
// students of their own, so they may run on several workers at once (decision 048).
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

type Student = { school: 'kita-jhs' | 'minami-es'; grade: string; klass: string; studentNumber: number };
const KITA_STUDENT: Student = { school: 'kita-jhs', grade: '3年', klass: '1組', studentNumber: 1 };
const MINAMI_STUDENT: Student = { school: 'minami-es', grade: '2年', klass: '1組', studentNumber: 1 };

/**
 * Runs every check of e2e/support/a11y.ts on the page as it is, at each of the three screens,
 * then puts the window back to the tablet. `ready` waits for what must be on screen.
 */
async function checkAtEveryViewport(page: Page, name: string, ready: () => Promise<void>) {
  for (const viewport of STUDENT_VIEWPORTS) {
    await test.step(`${name} at ${viewport.name} ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // No pointer resting on the page (a chart tooltip placed for the wider window would stay).
      await page.mouse.move(0, 0);
      await ready();
      // Let the layout settle after the resize (Mantine's responsive props are media queries).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expectStudentPageAccessible(page);
      if (SHOTS && viewport.name === 'phone') {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
      }
    });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

async function signIn(page: Page, student: Student): Promise<void> {
  const school = demoAccounts().schools.find((s) => s.code === student.school)!;
  await signInStudentOf(page, `/${student.school}`, { ...student, password: school.students[0]!.password });
}

test('pages before signing in: login with Google, password help, help, 404, another language', async ({ page }) => {
  await page.goto('/kita-jhs/student/login');
  await checkAtEveryViewport(page, 'login', async () => {
    await expect(page.getByRole('button', { name: 'Googleでログイン' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  });

  // The same form telling the student what is missing.
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await checkAtEveryViewport(page, 'login-errors', () => expect(page.getByText('学年と組を選択してください').first()).toBeVisible());

  await page.goto('/kita-jhs/student/password');
  await checkAtEveryViewport(page, 'password', () => expect(page.getByRole('heading', { name: /パスワードを わすれたときは/ })).toBeVisible());

  // An elementary school: furigana on, with its switch in the top bar.
  await page.goto('/minami-es/student/help');
  await checkAtEveryViewport(page, 'help-furigana', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main ruby rt').first()).toBeVisible();
  });

  await page.goto('/kita-jhs/student/no_such_page');
  await checkAtEveryViewport(page, 'not-found', () => expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible());

  // The language switch is a native select: its open list is the browser's own, outside the page.
  // What it changes is checked instead: the login page in the language with the longest words.
  await page.goto('/minami-es/student/login');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('vi');
  await checkAtEveryViewport(page, 'login-vietnamese', () => expect(page.locator('html')).toHaveAttribute('lang', 'vi'));
  // On the phone, the login page fits in every language (the Google button's label is the longest).
  await page.setViewportSize({ width: 360, height: 640 });
  const htmlLang = { en: 'en', ch: 'zh-Hans', sp: 'es', pt: 'pt', ph: 'fil', id: 'id' };
  for (const [locale, lang] of Object.entries(htmlLang)) {
    await page.getByRole('combobox', { name: /Language/ }).selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectTouchTargets(page);
    await expectReflow(page);
  }
  await page.getByRole('combobox', { name: /Language/ }).selectOption('ja');
});

test('a junior-high student: faces, health observation, recent conditions, survey prompt, consent and answering', async ({ page }) => {
  // The school links the anonymous service in this story, so its card is checked too.
  await page.route('**/api/students/access_code', (route) =>
    route.fulfill({ json: { data: { linkStopIt: true, accessCode: 'KITA-1357', url: 'https://report.example.org/' } } }),
  );
  await signIn(page, KITA_STUDENT);
  const faces = async () => {
    await expect(page.getByRole('button', { name: '良い', exact: true })).toBeVisible();
    await expectFacesWithoutColour(page);
  };
  await checkAtEveryViewport(page, 'faces-mental', faces);
  await page.getByRole('button', { name: '少し良い' }).click();
  await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
  await checkAtEveryViewport(page, 'faces-physical', faces);
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await openHealthObservation(page);

  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await checkAtEveryViewport(page, 'health-observation', () => expect(page.getByRole('button', { name: '登録する' })).toBeVisible());
  await answerHealthObservation(page);

  await expect(page).toHaveURL(/\/kita-jhs\/student\/todays_condition$/);
  const prompt = page.getByRole('region', { name: 'アンケートが とどいています' });
  await checkAtEveryViewport(page, 'todays-condition', async () => {
    await expect(page.getByRole('heading', { name: 'さいきんの きろく' })).toBeVisible();
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('button', { name: '担任の先生と話したい' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'だれにも 知られずに そうだんしたいときは' }).getByText('KITA-1357')).toBeVisible();
    await expectChartDrawn(page);
  });

  // The chart as a table: a wide table scrolls inside its own box, never the page.
  await page.getByText('表で 見る').click();
  await expect(page.getByRole('region', { name: 'さいきんの きろく' }).getByRole('table')).toBeVisible();
  await checkAtEveryViewport(page, 'todays-condition-table', () =>
    expect(page.getByRole('region', { name: 'さいきんの きろく' }).getByRole('table')).toBeVisible(),
  );

  // The consent dialog keeps the focus inside; every stop in it is checked.
  await prompt.getByRole('button', { name: 'いま こたえる' }).click();
  const consent = page.getByRole('dialog', { name: 'アンケートに こたえる まえに' });
  await checkAtEveryViewport(page, 'questionnaire-consent', () => expect(consent).toBeVisible());
  await consent.getByRole('button', { name: '同意して こたえる' }).click();

  await expect(page).toHaveURL(/\/kita-jhs\/student\/questionnaire\/\d+$/);
  await checkAtEveryViewport(page, 'questionnaire-answering', () => expect(page.getByText('ページ 1 / 2')).toBeVisible());
  // With the required-answer message showing.
  await page.getByRole('button', { name: NEXT }).click();
  await expect(page.getByRole('alert')).toContainText('必須の 質問に 回答してください。');
  await checkAtEveryViewport(page, 'questionnaire-required', () => expect(page.getByRole('alert')).toBeVisible());

  // Leaving midway and signing in again: the resume prompt above the faces.
  await page
    .getByRole('radiogroup', { name: /いやな思いをしたことはありますか/ })
    .getByRole('radio', { name: 'ときどきある' })
    .click();
  await page.getByRole('button', { name: NEXT }).click();
  await expect(page.getByText('ページ 2 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'あとで こたえる' }).click();
  await expect(page).toHaveURL(/\/kita-jhs\/student\/todays_condition$/);
  await signOutStudent(page);
  await signIn(page, KITA_STUDENT);
  await checkAtEveryViewport(page, 'my-condition-survey-resume', () =>
    expect(page.getByRole('region', { name: 'とちゅうまで こたえた アンケートが あります' })).toBeVisible(),
  );
});

test('a student who left after the first face is offered to go on; load failures', async ({ page }) => {
  await signIn(page, { ...KITA_STUDENT, studentNumber: 2 });
  await page.getByRole('button', { name: '悪い', exact: true }).click();
  await expect(page.getByRole('heading', { name: PHYSICAL_QUESTION })).toBeVisible();
  await page.reload();
  await checkAtEveryViewport(page, 'check-in-resume', () => expect(page.getByRole('heading', { name: 'とちゅうまで こたえています' })).toBeVisible());

  // The school network drops on a tablet that has no kept copy of these answers (the app keeps the
  // last one with the session and shows it offline, decision 031): the load-failure message with
  // its reload button, on the check-in and on the health observation (which also links back to
  // today's record).
  const failed = page.getByRole('heading', { name: '読み込みに失敗しました' });
  const forgetKeptAnswers = () =>
    page.evaluate(() => {
      for (const store of [localStorage, sessionStorage]) for (const key of Object.keys(store)) if (key.startsWith('offline:')) store.removeItem(key);
    });
  await page.route('**/api/students/school_settings', (route) => route.abort());
  await forgetKeptAnswers();
  await page.reload();
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await checkAtEveryViewport(page, 'load-failure', () => expect(failed).toBeVisible());
  await page.route('**/api/students/healthcheck', (route) => route.abort());
  await forgetKeptAnswers();
  await page.goto('/kita-jhs/student/my_condition?step=healthcheck');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await checkAtEveryViewport(page, 'health-observation-load-failure', () => expect(page.getByRole('link', { name: '今日の記録' })).toBeVisible());
});

test('an elementary student with furigana and the skip button, then the pages in Portuguese', async ({ page }) => {
  await signIn(page, MINAMI_STUDENT);
  await expect(page.locator('main ruby rt').first()).toBeVisible();
  const faces = async () => {
    await expect(page.getByRole('button', { name: '回答しない' })).toBeVisible();
    await expectFacesWithoutColour(page);
  };
  await checkAtEveryViewport(page, 'faces-mental-furigana', faces);
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await checkAtEveryViewport(page, 'faces-physical-furigana', faces);
  await page.getByRole('button', { name: '少し良い' }).click();
  await openHealthObservation(page);

  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await checkAtEveryViewport(page, 'health-observation-furigana', () => expect(page.getByRole('button', { name: '回答しない' })).toBeVisible());
  await page.getByRole('button', { name: '回答しない' }).click();

  await expect(page).toHaveURL(/\/minami-es\/student\/todays_condition$/);
  const prompt = page.getByRole('region', { name: 'アンケートが とどいています' });
  await checkAtEveryViewport(page, 'todays-condition-furigana', async () => {
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('heading', { name: 'さいきんの きろく' })).toBeVisible();
  });

  await prompt.getByRole('button', { name: 'いま こたえる' }).click();
  await expect(page.getByRole('heading', { name: '学校生活アンケート', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: NEXT }).click();
  await answerSchoolLifeFirstPage(page);
  await page.getByRole('button', { name: NEXT }).click();
  // Page 2: checkboxes and a text field.
  await page.getByRole('checkbox', { name: 'ともだち' }).click();
  await page.getByLabel(/すきな じかん/).fill('たいいく');
  await checkAtEveryViewport(page, 'questionnaire-answering-furigana', () => expect(page.getByRole('checkbox', { name: 'ともだち' })).toBeChecked());

  // The same page in a language with longer words.
  const language = page.getByRole('combobox', { name: /Language/ });
  await language.selectOption('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await checkAtEveryViewport(page, 'questionnaire-answering-portuguese', () => expect(page.getByRole('checkbox').first()).toBeVisible());
  await language.selectOption('ja');
  await page.getByRole('button', { name: 'こたえを おくる' }).click();
  await checkAtEveryViewport(page, 'questionnaire-completed-furigana', () => expect(page.getByRole('status').filter({ hasText: 'ありがとう' })).toBeVisible());

  await language.selectOption('pt');
  await page.goto('/minami-es/student/todays_condition');
  await checkAtEveryViewport(page, 'todays-condition-portuguese', () => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible());
  // Nothing left to answer: the answering route says so.
  await page.goto('/minami-es/student/questionnaire');
  await checkAtEveryViewport(page, 'questionnaire-none-portuguese', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
});
