import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sessionHeaders, signInStaff } from '../support/staff.ts';
import { demoAccounts } from '../support/demo.ts';
import { japanToday, kitaSchool, kitaStudent, MENTAL_QUESTION, waitForPrefetch } from './student.ts';

/**
 * Issue 15 item 5, the installable pupil app (apps/web/sw/sw.ts, decision 031): a tablet that
 * loaded the app once opens the check-in with no network at all, what the student does then waits
 * in the outbox and is stored once when the network returns; and a staff page is never served
 * stale by the service worker after a deploy. The other journeys block service workers
 * (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const distDir = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

async function waitForServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
  // The page that registered it is controlled from its next load on.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('the pupil app opens offline after one visit, and the check-in made offline is stored once', async ({ page, context }) => {
  const school = kitaSchool();
  // 1年2組 No. 3: no other journey uses this student (all demo students share the password).
  const password = kitaStudent({ klass: '2組', studentNumber: 1 }).password;
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'すこやか', lang: 'ja', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.goto(`/${school.code}/student/login`);
  await page.getByLabel('学年').selectOption({ label: '1年' });
  await page.getByLabel('組').selectOption({ label: '2組' });
  await page.getByLabel('出席番号').fill('3');
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible();
  await waitForServiceWorker(page);
  // Loaded once under the service worker: the check-in's chunks, the next screens' chunks it
  // fetches ahead, and its answers are kept.
  await expect(page.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible();
  await waitForPrefetch(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: MENTAL_QUESTION })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('インターネットに つながっていません。')).toBeVisible();
  await page.getByRole('button', { name: '少し良い' }).click();
  await page.getByRole('button', { name: '良い', exact: true }).click();
  await expect(page.getByText('まだ おくれていません。つながったら おくります。').first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('おくりました。').first()).toBeVisible({ timeout: 20_000 });
  const today = japanToday();
  const stored = await page.request.get(`/api/conditions?from=${today}&to=${today}`, { headers: await sessionHeaders(page) });
  expect((await stored.json()).data).toEqual([{ date: today, mental: 'good', physical: 'best' }]);
});

test('a staff page comes fresh from the server after a deploy, not from the service worker', async ({ page }) => {
  const school = demoAccounts().schools.find((s) => s.code === 'minami-es')!;
  const teacher = school.teachers.find((t) => !t.admin)!;
  await signInStaff(page, teacher, `/${school.code}/teacher/login`, school.code);
  await waitForServiceWorker(page);

  // A deploy replaces index.html on the server (and its precompressed copies, which the server
  // prefers); the controlled page must get the new one.
  const indexFile = path.join(distDir, 'index.html');
  const original = readFileSync(indexFile, 'utf8');
  const compressed = ['.br', '.gz']
    .filter((ext) => existsSync(indexFile + ext))
    .map((ext) => ({ file: indexFile + ext, bytes: readFileSync(indexFile + ext) }));
  const marker = `deploy-${Date.now()}`;
  writeFileSync(indexFile, original.replace('<head>', `<head>\n    <meta name="sukoyaka-build" content="${marker}" />`));
  for (const { file } of compressed) rmSync(file);
  try {
    await page.reload();
    await expect(page.locator('meta[name="sukoyaka-build"]')).toHaveAttribute('content', marker);
  } finally {
    writeFileSync(indexFile, original);
    for (const { file, bytes } of compressed) writeFileSync(file, bytes);
  }
  await page.reload();
  await expect(page.locator('meta[name="sukoyaka-build"]')).toHaveCount(0);
});
