import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';

/** Chromium flags of every browser this benchmark starts (no sandbox: we run as root in CI). */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One JavaScript file a page loaded. Sizes in bytes. */
export interface ScriptFile {
  /** Path on the server, e.g. /assets/index-abc.js */
  path: string;
  raw: number;
  /** The body gzipped at level 9 here (the budget's measure). */
  gzip9: number;
  /** What the server sends with `accept-encoding: gzip` (the precompressed .gz sibling). */
  servedGzip: number;
  /** What the server sends with `accept-encoding: br`. */
  servedBrotli: number;
}

/** The JavaScript a cold load of one route fetched before the page went idle. */
export interface RouteScripts {
  name: string;
  /** The URL asked for, and where the app ended up (a guard may redirect). */
  url: string;
  finalUrl: string;
  files: ScriptFile[];
  total: { raw: number; gzip9: number; servedGzip: number; servedBrotli: number };
}

/** Browser storage a signed-in student has: localStorage of the product's origin (keep-logged-in). */
export type StudentStorage = Record<string, string>;

/** The browser globals the in-page functions touch (this file is typechecked without the DOM lib). */
export interface InPage {
  location: { origin: string };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** Launches Debian's Chromium headless through Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
}

/** A phone-sized page in a fresh context (empty cache), with `storage` put in localStorage first. */
async function freshPage(browser: Browser, origin: string, storage: StudentStorage | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ja-JP', deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (storage) {
    await context.addInitScript(
      ({ origin: o, items }) => {
        const w = globalThis as unknown as InPage;
        if (w.location.origin !== o) return;
        // Only when absent: a sign-out during the visit must stay signed out after a reload.
        for (const [k, v] of Object.entries(items)) if (w.localStorage.getItem(k) === null) w.localStorage.setItem(k, v);
      },
      { origin, items: storage },
    );
  }
  return context.newPage();
}

/**
 * Opens `path` cold and collects every script response until the network has been idle for
 * 1 s after the page's first heading showed (lazy chunks the page pulls in on first render,
 * e.g. the recent-conditions chart, count: a student waits for them too).
 */
export async function measureRoute(browser: Browser, origin: string, name: string, path: string, storage: StudentStorage | null): Promise<RouteScripts> {
  const page = await freshPage(browser, origin, storage);
  const seen = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) seen.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  const finalUrl = page.url();
  await page.context().close();

  const files: ScriptFile[] = [];
  for (const p of [...seen].sort()) files.push(await sizeOf(origin, p));
  const sum = (k: keyof Omit<ScriptFile, 'path'>) => files.reduce((a, f) => a + f[k], 0);
  return {
    name,
    url: path,
    finalUrl: new URL(finalUrl).pathname,
    files,
    total: { raw: sum('raw'), gzip9: sum('gzip9'), servedGzip: sum('servedGzip'), servedBrotli: sum('servedBrotli') },
  };
}

/** Signs the first demo student of `schoolCode` in through the login form, keep-logged-in ticked. */
export async function signInStudent(
  browser: Browser,
  origin: string,
  schoolCode: string,
  student: { grade: string; klass: string; studentNumber: number; password: string },
): Promise<StudentStorage> {
  const page = await freshPage(browser, origin, null);
  await page.goto(`${origin}/${schoolCode}/student/login`);
  await page.getByLabel('学年').selectOption({ label: student.grade });
  await page.getByLabel('組').selectOption({ label: student.klass });
  await page.getByLabel('出席番号').fill(String(student.studentNumber));
  await page.getByLabel('パスワード').fill(student.password);
  await page.getByLabel('ログインしたままにする').check();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 30_000 });
  const storage = await page.evaluate(() => ({ ...(globalThis as unknown as { localStorage: Record<string, string> }).localStorage }));
  await page.context().close();
  if (!storage['access-token']) throw new Error('signing the demo student in left no access-token in localStorage');
  return storage;
}

async function sizeOf(origin: string, path: string): Promise<ScriptFile> {
  const raw = await fetchRaw(`${origin}${path}`, 'identity');
  const gz = await fetchRaw(`${origin}${path}`, 'gzip');
  const br = await fetchRaw(`${origin}${path}`, 'br');
  return { path, raw: raw.length, gzip9: gzipSync(raw, { level: 9 }).length, servedGzip: gz.length, servedBrotli: br.length };
}

/** The bytes on the wire for one encoding (node:http does not decode them). */
function fetchRaw(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
