import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, snap } from '../support/demo.ts';
import { sessionHeaders } from '../support/staff.ts';
import { expectChartDrawn, signInStudent } from './student.ts';

/**
 * Issue 24 item 9: the pupil's chart plots school days one after another (no break at every
 * weekend) and labels every date legibly, on a 390×844 phone and a 1024×768 tablet. Read only:
 * the kita-jhs pupil of student-pages.spec.ts (2年2組 2番), whose demo history spans weekends.
 */
async function axisDates(page: Page): Promise<{ text: string; box: { x: number; y: number; width: number; height: number } }[]> {
  const ticks = page.getByRole('img', { name: /グラフ/ }).locator('.recharts-xAxis-tick-labels text.recharts-cartesian-axis-tick-value');
  const out = [];
  for (const tick of await ticks.all()) out.push({ text: (await tick.textContent()) ?? '', box: (await tick.boundingBox())! });
  return out;
}

test('the recent chart has one labelled, unclipped date per recorded day, without weekend gaps', async ({ page }) => {
  await signInStudent(page, { klass: '2組', studentNumber: 2 });
  await page.goto('/kita-jhs/student/todays_condition');
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const rows = (await (await page.request.get(`/api/conditions?from=${from}&to=${to}`, { headers: await sessionHeaders(page) })).json()).data as {
    date: string;
  }[];
  expect(rows.length).toBeGreaterThan(10);

  for (const [width, height] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectChartDrawn(page);
    await page.waitForTimeout(400);
    const dates = await axisDates(page);
    const shown = await page
      .getByRole('img', { name: /グラフ/ })
      .locator('.recharts-line-dots')
      .first()
      .locator('circle')
      .count();
    // Every plotted day has its date, and no two labels overlap.
    expect(dates.length, `labels at ${width}px`).toBe(shown);
    expect(dates.map((d) => d.text)).toEqual([...new Set(dates.map((d) => d.text))]);
    // Level labels do not touch; slanted ones (centred on their day) are at least 18 px apart, so
    // their 13 px text lines stay apart too.
    const centre = (b: { x: number; width: number }) => b.x + b.width / 2;
    for (let i = 1; i < dates.length; i++) {
      const [a, b] = [dates[i - 1]!.box, dates[i]!.box];
      const apart = a.height < 20 ? a.x + a.width <= b.x + 1 : centre(b) - centre(a) >= 18;
      expect(apart, `${dates[i - 1]!.text} overlaps ${dates[i]!.text} at ${width}px`).toBe(true);
    }
    // The newest day is in view, its label not cut off by the chart's edge.
    const chart = (await page.getByRole('img', { name: /グラフ/ }).boundingBox())!;
    const last = dates.at(-1)!.box;
    expect(last.x + last.width, `the newest date is cut off at ${width}px`).toBeLessThanOrEqual(chart.x + chart.width + 1);
    expect(last.x).toBeGreaterThanOrEqual(chart.x);
    // No weekend days on the axis: the demo pupil does not check in on Saturday or Sunday.
    const year = Number(to.slice(0, 4));
    for (const { text } of dates) {
      const [m, d] = text.split('/').map(Number) as [number, number];
      const y = m > Number(to.slice(5, 7)) ? year - 1 : year;
      expect([0, 6], `${text} is a weekend`).not.toContain(new Date(Date.UTC(y, m - 1, d)).getUTCDay());
    }
    await expectAccessible(page);
    await page.getByRole('img', { name: /グラフ/ }).scrollIntoViewIfNeeded();
    await snap(page, `student-recent-chart-${width}`);
  }
});
