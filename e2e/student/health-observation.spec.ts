import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';
import { japanToday, signInStudent } from './student.ts';
import { sessionHeaders } from '../support/staff.ts';

/**
 * The health observation (健康観察, issue 3; spec §2, §4 register/redo, §5 rules) after the faces:
 * temperature steppers (35.2 by default, bounded), a 24-hour time, required あり/なし radios with
 * the spec's messages, nothing lost on an error or a reload, then today's answers read back.
 */
test('a student answers the health observation after the faces, with the spec §5 rules', async ({ page }) => {
  await signInStudent(page, { klass: '2組', studentNumber: 1 });
  await page.getByRole('button', { name: '少し良い' }).click();
  await page.getByRole('button', { name: '良い', exact: true }).click();

  await expect(page).toHaveURL(/my_condition\?step=healthcheck/);
  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(japanToday().replaceAll('-', '/'));

  // Temperature: 35.2 by default; the integer stepper cannot go below 35; typing is impossible.
  const whole = page.getByRole('spinbutton', { name: '今朝の体温（整数の ぶぶん）' });
  const tenth = page.getByRole('spinbutton', { name: '今朝の体温（小数の ぶぶん）' });
  await expect(whole).toHaveAttribute('aria-valuenow', '35');
  await expect(tenth).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByRole('button', { name: '今朝の体温（整数の ぶぶん）を 1 下げる' })).toBeDisabled();
  await page.getByRole('button', { name: '今朝の体温（整数の ぶぶん）を 1 上げる' }).click();
  await page.getByRole('button', { name: '今朝の体温（整数の ぶぶん）を 1 上げる' }).click();
  await tenth.focus();
  await page.keyboard.press('ArrowUp');
  await expect(whole).toHaveAttribute('aria-valuenow', '37');
  await expect(tenth).toHaveAttribute('aria-valuenow', '3');

  // The 24-hour time starts at the item's 21:00; a missing part is refused.
  const hour = page.getByLabel('きのう寝た時間（時）');
  const minute = page.getByLabel('きのう寝た時間（分）');
  await expect(hour).toHaveValue('21');
  await expect(minute.locator('option')).toHaveText(['--', '00', '15', '30', '45']);
  await hour.selectOption('22');
  await minute.selectOption('');

  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '未回答の項目が 4件 あります' })).toBeVisible();
  await expect(page.getByText('選択してください')).toHaveCount(3);
  await expect(page.getByText('すべて入力してください')).toBeVisible();
  // Nothing the student entered is lost when the messages show.
  await expect(whole).toHaveAttribute('aria-valuenow', '37');
  await expect(hour).toHaveValue('22');
  await expectAccessible(page);
  await snap(page, 'student-health-errors');

  await minute.selectOption('30');
  await page
    .getByRole('radiogroup', { name: /朝ごはんを食べた/ })
    .getByRole('radio', { name: 'あり' })
    .click();

  // A reload keeps the draft (sessionStorage) and says so.
  await page.reload();
  await expect(page.getByText('まえに 入力した ところから つづけます。')).toBeVisible();
  await expect(whole).toHaveAttribute('aria-valuenow', '37');
  await expect(hour).toHaveValue('22');
  await expect(minute).toHaveValue('30');
  await expect(page.getByRole('radiogroup', { name: /朝ごはんを食べた/ }).getByRole('radio', { name: 'あり' })).toBeChecked();

  await page
    .getByRole('radiogroup', { name: /頭が痛い/ })
    .getByRole('radio', { name: 'なし' })
    .click();
  await page
    .getByRole('radiogroup', { name: /おなかが痛い/ })
    .getByRole('radio', { name: 'あり' })
    .click();
  await page.getByLabel(/先生に伝えたいこと/).fill('すこし ねむいです');
  await page.getByRole('button', { name: '登録する' }).click();

  await expect(page).toHaveURL(/todays_condition/);
  const summary = page.getByRole('region', { name: '健康観察' });
  await expect(summary.getByRole('row', { name: /今朝の体温/ })).toContainText('37.3℃');
  await expect(summary.getByRole('row', { name: /きのう寝た時間/ })).toContainText('22:30');
  await expect(summary.getByRole('row', { name: /朝ごはんを食べた/ })).toContainText('あり');
  await expect(summary.getByRole('row', { name: /頭が痛い/ })).toContainText('なし');
  await expectAccessible(page);
  await snap(page, 'student-health-saved');

  const saved = await (await page.request.get('/api/students/healthcheck', { headers: await sessionHeaders(page) })).json();
  const answers = Object.fromEntries(
    saved.data.items.map((item: { id: number; label: string }) => [
      item.label,
      saved.data.answer.healthcheckAnswerDetails.find((d: { healthcheckItemId: number }) => d.healthcheckItemId === item.id)?.answer,
    ]),
  );
  expect(answers).toEqual({
    今朝の体温: '37.3',
    きのう寝た時間: '22:30',
    朝ごはんを食べた: '1',
    頭が痛い: '0',
    おなかが痛い: '1',
    先生に伝えたいこと: 'すこし ねむいです',
  });

  // Redo: the form opens with today's answers.
  await summary.getByRole('link', { name: 'やり直す' }).click();
  await expect(page.getByRole('heading', { name: '健康観察', level: 1 })).toBeVisible();
  await expect(whole).toHaveAttribute('aria-valuenow', '37');
  await expect(page.getByRole('radiogroup', { name: /おなかが痛い/ }).getByRole('radio', { name: 'あり' })).toBeChecked();
});
