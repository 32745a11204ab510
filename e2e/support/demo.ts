import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { DemoAccounts } from '@sukoyaka/db';

/** The demo logins the server wrote to DATA_DIR/demo-accounts.json when it seeded. */
export function demoAccounts(): DemoAccounts {
  return JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'demo-accounts.json'), 'utf8')) as DemoAccounts;
}

/** Saves a full-page screenshot as test-results/screenshots/<name>.png for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../../test-results/screenshots', `${name}.png`), fullPage: true });
}

/**
 * An axe builder for the page, run in axe's one-frame mode: our pages have no frames, and the default
 * mode opens a blank page in the context for every run to merge the frames' results (about 40 % of
 * each run's time; decision 048).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/**
 * Fails on any serious or critical axe violation of the page as it is now; `tags` limits axe to
 * those rule sets (e.g. WCAG 2.2 AA, e2e/support/a11y.ts), all rules when omitted.
 */
export async function expectAccessible(page: Page, tags?: string[]): Promise<void> {
  const builder = axeOn(page);
  await expectNoSeriousViolations(tags ? builder.withTags(tags) : builder);
}

/** Runs `axe` (an AxeBuilder on the page, its rules chosen) and fails on any serious or critical violation, listing each with its elements. */
export async function expectNoSeriousViolations(axe: AxeBuilder): Promise<void> {
  const results = await axe.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
