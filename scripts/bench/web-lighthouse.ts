import os from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH, type InPage, type StudentStorage } from './web-bundle.ts';

/** One page's Lighthouse scores (0–100) and the metrics behind performance (ms; CLS unitless). */
export interface LighthouseScores {
  name: string;
  url: string;
  /** Where the median run's page ended up (a guard redirecting to login would show here). */
  finalUrl: string;
  /** Every successful run's scores; the table shows the median run (by performance). */
  runs: { performance: number; accessibility: number }[];
  performance: number;
  accessibility: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** The median run's largest contentful paint element, as Lighthouse names it. */
  lcpElement: string;
  /** Load average (1 min) per core while the runs went on: above ~0.5 other work inflated TBT. */
  loadPerCore: number;
  /** Accessibility audits that failed in the median run (id: title). */
  failedAccessibility: string[];
  /** The median run's largest opportunities, for the report (id: saving ms). */
  opportunities: string[];
}

/**
 * Runs Lighthouse 13 (mobile form factor with its default simulated throttling, performance and
 * accessibility only) `runs` times on `url` in a fresh headless Chromium each time. With
 * `storage`, that localStorage is written into the origin first (through Playwright over the
 * DevTools port, on /api/health so no app code is cached) and Lighthouse keeps it
 * (`disableStorageReset`); the HTTP cache is cleared by hand so the load stays cold.
 * A run that fails (about 1 in 6 end in NO_NAVSTART here) is retried up to 3 times.
 */
export async function runLighthouse(name: string, origin: string, path: string, storage: StudentStorage | null, runs: number): Promise<LighthouseScores> {
  const results: { performance: number; accessibility: number; lhr: LhrLike }[] = [];
  const loads: number[] = [];
  for (let i = 0; i < runs; i++) {
    let lastError: unknown = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const lhr = await runOnce(`${origin}${path}`, origin, storage);
        loads.push(os.loadavg()[0]! / os.cpus().length);
        results.push({ performance: score(lhr, 'performance'), accessibility: score(lhr, 'accessibility'), lhr });
        lastError = null;
        break;
      } catch (error) {
        lastError = error;
      }
    }
    if (lastError) throw lastError;
  }
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)]!;
  const audit = (id: string) => median.lhr.audits[id]?.numericValue ?? NaN;
  const a11yIds = median.lhr.categories.accessibility?.auditRefs.map((r) => r.id) ?? [];
  return {
    name,
    url: path,
    finalUrl: new URL(median.lhr.finalDisplayedUrl).pathname,
    runs: results.map(({ performance, accessibility }) => ({ performance, accessibility })),
    performance: median.performance,
    accessibility: median.accessibility,
    lcpElement: lcpElementOf(median.lhr),
    loadPerCore: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100,
    metrics: {
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    },
    failedAccessibility: a11yIds.filter((id) => median.lhr.audits[id]?.score === 0).map((id) => `${id}: ${median.lhr.audits[id]!.title}`),
    opportunities: Object.values(median.lhr.audits)
      .filter((a) => a !== undefined)
      .filter((a) => (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) >= 100)
      .map((a) => `${a.id}: LCP −${Math.round(a.metricSavings?.LCP ?? 0)} ms, FCP −${Math.round(a.metricSavings?.FCP ?? 0)} ms`),
  };
}

/** The parts of a Lighthouse result this benchmark reads. */
interface LhrLike {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<
    string,
    | { id: string; title: string; score: number | null; numericValue?: number; metricSavings?: Record<string, number | undefined>; details?: unknown }
    | undefined
  >;
}

/** The LCP element's label from the LCP breakdown insight ('?' when Lighthouse names none). */
function lcpElementOf(lhr: LhrLike): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  const label = (node?.nodeLabel ?? '?').replace(/\s+/g, ' ').slice(0, 60);
  return node ? `«${label}»${node.snippet?.includes('boot-') ? ' (boot screen: the app did not render!)' : ''}` : '?';
}

const score = (lhr: LhrLike, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

async function runOnce(url: string, origin: string, storage: StudentStorage | null): Promise<LhrLike> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await seedStorage(chrome.port, origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: storage !== null,
    });
    const lhr = result?.lhr as unknown as LhrLike | undefined;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.categories.performance?.score == null) throw new Error('Lighthouse: no performance score');
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** Writes `storage` into the origin's localStorage via the DevTools port, then empties the HTTP cache. */
async function seedStorage(port: number, origin: string, storage: StudentStorage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((items) => {
      for (const [k, v] of Object.entries(items)) (globalThis as unknown as InPage).localStorage.setItem(k, v);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher and Lighthouse runs in it next.
    await browser.close();
  }
}
