import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { axeOn, expectAccessible, expectNoSeriousViolations } from './demo.ts';

/**
 * Accessibility checks of the student pages (issue 3: WCAG 2.2 AA, touch targets ≥ 44 px, iPad,
 * Chromebook and phone, faces distinguishable without colour). Each function looks at the page
 * as it is now and fails with a list a person can act on (which element, how big, why).
 */

/** The three screens issue 3 names: iPad, Chromebook and phone (CSS pixels). */
export const STUDENT_VIEWPORTS = [
  { name: 'ipad', width: 1024, height: 768 },
  { name: 'chromebook', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 640 },
] as const;

/** The axe rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Issue 3's minimum touch target (CSS px, both sides); stricter than WCAG 2.5.8's 24 px. */
export const MIN_TARGET_PX = 44;

/** axe with the WCAG 2.2 AA rule sets: no serious or critical violation. */
export async function expectWcag22AA(page: Page): Promise<void> {
  await expectAccessible(page, WCAG_22_AA_TAGS);
}

/** The rules of the WCAG 2.2 AA rule sets (deprecated and experimental ones left out, as a run by tags leaves them out). */
const WCAG_22_AA_RULES = axe
  .getRules(WCAG_22_AA_TAGS)
  .filter((r) => !r.tags.includes('deprecated') && !r.tags.includes('experimental'))
  .map((r) => r.ruleId);

/**
 * axe with all its default rules AND the WCAG 2.2 AA rule sets in ONE run (the rules of the sets axe
 * leaves off by default, such as target-size, are turned on): no serious or critical violation of
 * either. Fails exactly when expectAccessible(page) or expectWcag22AA(page) would, for half the
 * work (each axe run walks the whole page; decision 048).
 */
export async function expectAccessibleAndWcag22AA(page: Page): Promise<void> {
  await expectNoSeriousViolations(axeOn(page).options({ rules: Object.fromEntries(WCAG_22_AA_RULES.map((id) => [id, { enabled: true }])) }));
}

/**
 * The visible interactive elements smaller than `min` × `min` CSS px, as "description: w×h".
 * For a native checkbox, radio or switch input the target is the input together with its labels
 * (clicking the label toggles it; Mantine draws the visible box next to a small input), so their
 * union box is measured. No element is excused: the student pages have no link inside a sentence,
 * so WCAG 2.2's inline exception (2.5.8) never applies; a page that adds one must size it or say
 * here why the exception holds.
 */
export async function smallTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[tabindex]:not([tabindex="-1"])',
      ...['button', 'radio', 'checkbox', 'switch', 'tab', 'link', 'menuitem', 'option'].map((r) => `[role="${r}"]`),
    ].join(',');
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const type = el.getAttribute('type') ?? el.getAttribute('role') ?? '';
      return `<${el.tagName.toLowerCase()}${type ? ` ${type}` : ''}> "${name || (el as HTMLInputElement).labels?.[0]?.innerText?.trim() || ''}"`;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (!(el instanceof HTMLElement) || el.closest('[aria-hidden="true"], [inert]')) continue;
      // An <option> of a native select is chosen in the browser's own list, not on the page.
      if (el.tagName === 'OPTION') continue;
      let box = el.getBoundingClientRect();
      const toggle = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
      if (toggle) {
        const rects = [box, ...Array.from(el.labels ?? []).map((l) => l.getBoundingClientRect())].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue;
        const left = Math.min(...rects.map((r) => r.left));
        const top = Math.min(...rects.map((r) => r.top));
        box = new DOMRect(left, top, Math.max(...rects.map((r) => r.right)) - left, Math.max(...rects.map((r) => r.bottom)) - top);
      } else if (!el.checkVisibility({ visibilityProperty: true }) || box.width === 0 || box.height === 0) {
        continue;
      }
      // Half a pixel of rounding (rem sizes at odd zooms) is not a smaller target.
      if (box.width + 0.5 < min || box.height + 0.5 < min) out.push(`${describe(el)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return out;
  }, min);
}

/** Fails when a visible interactive element is smaller than 44 × 44 CSS px (see smallTargets). */
export async function expectTouchTargets(page: Page): Promise<void> {
  expect.soft(await smallTargets(page), 'touch targets smaller than 44×44 px').toEqual([]);
}

/**
 * Fails when the page itself scrolls sideways (WCAG 1.4.10 reflow): the document is wider than
 * the window. A wide table inside its own scroll container does not widen the document.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const wider = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wider };
  });
  expect.soft(widths.scrollWidth, `the page is wider than the window: ${widths.wider.join(', ')}`).toBeLessThanOrEqual(widths.innerWidth);
}

/**
 * The visible text cut off by its box, as "description: needs w px, has w px": an element that
 * hides its overflow (a Mantine button's label does) and whose content is wider than it is. On a
 * phone a long word in a translation or a two-button row can otherwise lose letters silently.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]') || !el.innerText?.trim()) return false;
        // A scroll container (a wide table) shows the rest by scrolling; only hidden or clipped overflow loses text.
        const { overflowX } = getComputedStyle(el);
        return (overflowX === 'hidden' || overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1;
      })
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()}> "${el.innerText.trim().replace(/\s+/g, ' ').slice(0, 40)}": needs ${el.scrollWidth} px, has ${el.clientWidth} px`,
      ),
  );
}

/** Fails when the page scrolls sideways or text is cut off (WCAG 1.4.10 reflow). */
export async function expectReflow(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  expect.soft(await clippedTexts(page), 'text cut off by its box').toEqual([]);
}

/** What Tab reached: a description, and why it fails (empty when it is fine). */
export type FocusStop = { element: string; problem: string };

/**
 * Presses Tab from the top of the page until focus comes back round (or `max` presses) and
 * reports every stop. A stop fails when the focused element is hidden (no box, invisible, or
 * inside aria-hidden), shows no focus indicator (neither it nor, for a visually hidden native
 * input such as Mantine's switch, the element drawn for it, its next sibling or its label, has an
 * outline or box-shadow as computed while focused), or lies wholly under other content.
 */
export async function tabStops(page: Page, max = 60): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // Start from the document itself, as after a fresh load; with a modal dialog open, from the
  // dialog (as after a tap on its text), since the page behind it is out of reach.
  await page.locator('body').evaluate((body) => {
    const start = (document.querySelector('[role="dialog"][aria-modal="true"]') as HTMLElement | null) ?? body;
    const had = start.hasAttribute('tabindex');
    if (!had) start.setAttribute('tabindex', '-1');
    start.focus();
    if (!had) start.removeAttribute('tabindex');
  });
  const stops: FocusStop[] = [];
  let first: string | null = null;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const path = (() => {
        const parts: string[] = [];
        for (let n: Element | null = el; n && n !== document.body && parts.length < 4; n = n.parentElement) {
          const i = Array.from(n.parentElement?.children ?? []).indexOf(n);
          parts.unshift(`${n.tagName.toLowerCase()}:${i}`);
        }
        return parts.join('>');
      })();
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? (el as HTMLInputElement).labels?.[0]?.innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const element = `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`;
      const shows = (n: Element | null) => {
        if (!n) return false;
        const style = getComputedStyle(n);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
      };
      const box = el.getBoundingClientRect();
      const input = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
      const drawnFor = input ? [el.nextElementSibling, ...Array.from(el.labels ?? [])] : [];
      // WCAG 2.4.11 (focus not obscured): some of the element, as scrolled into view by the
      // browser, is on top at one of five points (centre and inset corners); what is drawn for a
      // hidden input (its parent's other children) counts as the element.
      const onTop = () => {
        const [w, h] = [window.innerWidth, window.innerHeight];
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
        ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < w && y! < h);
        const own = input ? el.parentElement! : el;
        return points.some(([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return !!hit && (own.contains(hit) || hit.contains(el) || Array.from((el as HTMLInputElement).labels ?? []).some((l) => l.contains(hit)));
        });
      };
      let problem = '';
      if (el.closest('[aria-hidden="true"], [inert]')) problem = 'focus inside aria-hidden';
      else if (!el.checkVisibility({ visibilityProperty: true }) && !input) problem = 'focus on something invisible';
      else if ((box.width < 2 || box.height < 2) && !drawnFor.some((n) => n && n.getBoundingClientRect().width > 2))
        problem = 'focus on something with no size';
      else if (!shows(el) && !drawnFor.some(shows)) problem = 'no visible focus indicator';
      else if (!onTop()) problem = 'focus hidden behind other content or off screen';
      return { path, element, problem };
    });
    if (!stop) continue;
    if (stop.path === first) break;
    first ??= stop.path;
    stops.push({ element: stop.element, problem: stop.problem });
  }
  return stops;
}

/** Fails unless Tab reaches something, and every stop is visible with a focus indicator. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const stops = await tabStops(page);
  expect.soft(stops.length, 'Tab reaches no control').toBeGreaterThan(0);
  expect
    .soft(
      stops.filter((s) => s.problem).map((s) => `${s.element}: ${s.problem}`),
      'focus stops',
    )
    .toEqual([]);
}

/** The four check-in faces, best first, with the label each shows (spec §2, ja). */
export const FACE_LABELS = ['良い', '少し良い', '少し悪い', '悪い'] as const;

/**
 * The four faces are told apart without colour: each face button has its label as accessible
 * name and as visible text, and the four drawings differ in shape once colours are removed.
 */
export async function expectFacesWithoutColour(page: Page): Promise<void> {
  const shapes: string[] = [];
  for (const label of FACE_LABELS) {
    const button = page.getByRole('button', { name: label, exact: true });
    await expect(button).toBeVisible();
    const seen = await button.evaluate((el) => ({
      // The label as drawn on screen: text nodes that have a real box, without furigana
      // readings (<rt>) and without a visually hidden copy for screen readers.
      text: (() => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          const box = parent.getBoundingClientRect();
          if (parent.closest('rt, rp') || box.width <= 1 || box.height <= 1) continue;
          text += node.textContent ?? '';
        }
        return text.replace(/\s+/g, '');
      })(),
      // The drawing without its colours: only the geometry is left.
      shape: (el.querySelector('svg')?.innerHTML ?? '').replace(/\s(fill|stroke|style|class)="[^"]*"/g, ''),
    }));
    expect(seen.text, `the ${label} button shows its label as drawn text`).toBe(label);
    shapes.push(seen.shape);
  }
  expect(new Set(shapes).size, 'the four faces differ in drawing, not only in colour').toBe(4);
}

/** All the per-viewport checks of one page: axe, targets, reflow (no sideways scrolling, no cut-off text) and keyboard focus. */
export async function expectStudentPageAccessible(page: Page): Promise<void> {
  await expectWcag22AA(page);
  await expectTouchTargets(page);
  await expectReflow(page);
  await expectVisibleFocus(page);
}
