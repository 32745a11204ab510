import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startProductServer } from '../support/product-server.ts';
import { templateDir } from '../support/servers.ts';
import { answerHealthObservation, japanToday, signInStudent, waitForPrefetch, waitUntilSent } from './student.ts';
import { sessionHeaders } from '../support/staff.ts';

/**
 * Issue 3 "never lose a check-in or an SOS … test it … by stopping the server": the student's
 * server is really stopped (its own process and database, so the other journeys are untouched),
 * the student checks in and asks to talk, the server is started again on the same database, and
 * both arrive exactly once.
 */
test('a check-in and a talk request made while the server is stopped arrive once it is back', async ({ page }) => {
  test.setTimeout(240_000);
  // Its own port: +1000 and +2000 are the local OpenID providers (support/servers.ts), +3100 the first-run journey.
  const port = Number(process.env.E2E_PORT) + 4000;
  // Its own copy of the demo as seeded for this run (seeding again would cost a minute).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-restart-'));
  cpSync(templateDir(), dataDir, { recursive: true });
  let server = await startProductServer({ port, dataDir });
  const origin = server.origin;

  await signInStudent(page, { klass: '2組', studentNumber: 2 }, origin);
  await waitForPrefetch(page);

  await server.stop();
  await page.getByRole('button', { name: '少し良い' }).click();
  await page.getByRole('button', { name: '少し悪い' }).click();
  await answerHealthObservation(page);
  await expect(page).toHaveURL(/\/kita-jhs\/student\/todays_condition/);
  await expect(page.getByText('いま 学校の サーバーに つながりません。')).toBeVisible();
  await expect(page.getByText('まだ おくれていません。つながったら おくります。').first()).toBeVisible();
  await page.getByRole('button', { name: '担任の先生と話したい' }).click();
  await expect(page.getByText('「担任の先生と話したい」は、つながったら 先生に つたえます。')).toBeVisible();

  server = await startProductServer({ port, dataDir });
  try {
    // The device retries on its own (and 「いま おくる」 is pressed).
    await waitUntilSent(page, 30_000);
    await expect(page.getByText('まだ おくれていません。つながったら おくります。')).toHaveCount(0);

    const headers = await sessionHeaders(page);
    const today = japanToday();
    const conditions = await page.request.get(`${origin}/api/conditions?from=${today}&to=${today}`, { headers });
    expect((await conditions.json()).data).toEqual([{ date: today, mental: 'good', physical: 'bad' }]);
    const me = (await (await page.request.get(`${origin}/api/students/me`, { headers })).json()).data as { id: number };
    const teacher = await page.request.post(`${origin}/api/teachers/sign_in`, {
      data: { schoolCode: 'kita-jhs', email: 't1-2@kita-jhs.example.jp', password: 'sukoyaka-teacher' },
    });
    const h = teacher.headers();
    const soss = await page.request.get(`${origin}/api/teachers/students/soss?studentId=${me.id}`, {
      headers: { 'access-token': h['access-token']!, client: h['client']!, uid: h['uid']!, schoolCode: 'kita-jhs' },
    });
    const labels = ((await soss.json()).data as { label: string; datetime: string }[])
      .filter((s) => japanToday() === new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(s.datetime)))
      .map((s) => s.label);
    expect(labels.filter((l) => l === '担任の先生と話したい')).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
