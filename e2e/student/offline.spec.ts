import { expect, test, type Route } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';
import { answerHealthObservation, japanToday, savedHealthAnswers, signInStudent, sossSince, waitForPrefetch, waitUntilSent } from './student.ts';
import { sessionHeaders } from '../support/staff.ts';

/**
 * Issue 3 "never lose a check-in or an SOS": a check-in, a health observation and a talk request
 * made while the device is offline, or while the server cannot be reached, wait on the device
 * (「まだ おくれていません」), are sent when the connection returns, and are stored exactly once.
 */
test.describe('offline check-in and talk request', () => {
  test('made offline, they wait on the device and are sent once when the network returns', async ({ page, context }) => {
    await signInStudent(page, { klass: '1組', studentNumber: 1 });
    // The next screens and the talk-to buttons are fetched ahead, as on a school tablet.
    await waitForPrefetch(page);
    const startedAt = new Date();

    await context.setOffline(true);
    await expect(page.getByText('インターネットに つながっていません。')).toBeVisible();
    await page.getByRole('button', { name: '少し悪い' }).click();
    await page.getByRole('button', { name: '悪い', exact: true }).click();
    // Today's health observation was fetched ahead, so it can be answered offline too.
    await answerHealthObservation(page);

    await expect(page).toHaveURL(/\/kita-jhs\/student\/todays_condition/);
    await expect(page.getByText('まだ おくれていません。つながったら おくります。').first()).toBeVisible();
    await expect(page.getByText('少し悪い').first()).toBeVisible();
    await page.getByRole('button', { name: '担任の先生と話したい' }).click();
    await expect(page.getByText('「担任の先生と話したい」は、つながったら 先生に つたえます。')).toBeVisible();
    await expect(page.getByRole('button', { name: '担任の先生と話したい（まだ おくれていません）' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'student-offline-waiting');

    await context.setOffline(false);
    await expect(page.getByText('おくりました。')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('先生が数日以内に声をかけます。')).toBeVisible();
    await expect(page.getByText('まだ おくれていません。つながったら おくります。')).toHaveCount(0);
    await snap(page, 'student-offline-sent');

    const today = japanToday();
    const conditions = await page.request.get(`/api/conditions?from=${today}&to=${today}`, { headers: await sessionHeaders(page) });
    expect((await conditions.json()).data).toEqual([{ date: today, mental: 'bad', physical: 'worst' }]);
    const soss = await sossSince(page.request, page, startedAt);
    expect(soss.map((s) => s.label)).toEqual(['担任の先生と話したい']);
    expect(await savedHealthAnswers(page)).toMatchObject({ 今朝の体温: '35.2', 朝ごはんを食べた: '1', 頭が痛い: '0' });
  });

  test('made while the server is unreachable, a resend whose answer was lost is stored once', async ({ page }) => {
    await signInStudent(page, { klass: '1組', studentNumber: 2 });
    await waitForPrefetch(page);
    const startedAt = new Date();

    // The school Wi-Fi is up but the server cannot be reached.
    const unreachable = (route: Route) => route.abort('connectionrefused');
    await page.route('**/api/**', unreachable);
    await page.getByRole('button', { name: '良い', exact: true }).click();
    await page.getByRole('button', { name: '少し良い' }).click();
    await answerHealthObservation(page);
    await expect(page).toHaveURL(/\/kita-jhs\/student\/todays_condition/);
    await expect(page.getByText('いま 学校の サーバーに つながりません。')).toBeVisible();
    await page.getByRole('button', { name: '保健室の先生と話したい' }).click();
    await expect(page.getByText('「保健室の先生と話したい」は、つながったら 先生に つたえます。')).toBeVisible();

    // The server comes back, but the answer to the first SOS resend is lost on the way back:
    // the device must send it again with the same Idempotency-Key. The lossy route goes in before
    // the unreachable one goes (the last registered route wins), so a resend the device's backoff
    // makes in between cannot slip past both.
    let sosPosts = 0;
    const keys: string[] = [];
    await page.route('**/api/soss', async (route) => {
      sosPosts += 1;
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (sosPosts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.unroute('**/api/**', unreachable);
    // 「いま おくる」 is pressed instead of waiting for the backoff.
    await waitUntilSent(page);
    await expect(page.getByText('先生が数日以内に声をかけます。')).toBeVisible();

    expect(sosPosts).toBe(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const soss = await sossSince(page.request, page, startedAt);
    expect(soss.map((s) => s.label)).toEqual(['保健室の先生と話したい']);
    const today = japanToday();
    const conditions = await page.request.get(`/api/conditions?from=${today}&to=${today}`, { headers: await sessionHeaders(page) });
    expect((await conditions.json()).data).toEqual([{ date: today, mental: 'best', physical: 'good' }]);
    expect(await savedHealthAnswers(page)).toMatchObject({ 今朝の体温: '35.2', おなかが痛い: '0' });
  });
});
