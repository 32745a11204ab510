/** Keys the consecutive-days stepper answers to (WAI-ARIA spinbutton pattern). */
export const STEP_KEYS = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** A PageUp / PageDown step, in days. */
export const PAGE_STEP = 5;

/** True for a key the stepper handles (others, e.g. Tab, pass through). */
export function isStepKey(key: string): key is StepKey {
  return (STEP_KEYS as readonly string[]).includes(key);
}

/**
 * The consecutive-days value after one key press (spec §5: 1–20 days, stepped, never typed):
 * ↑/↓ one day, PageUp/PageDown five, Home/End the bounds; always an integer within [min, max]
 * (a value outside the bounds is brought back in first). Pure, so fast repeated presses only
 * depend on the previous value, never on a render having happened in between.
 */
export function stepDays(current: number, key: StepKey, min: number, max: number): number {
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));
  const from = clamp(Number.isFinite(current) ? current : min);
  switch (key) {
    case 'ArrowUp':
      return clamp(from + 1);
    case 'ArrowDown':
      return clamp(from - 1);
    case 'PageUp':
      return clamp(from + PAGE_STEP);
    case 'PageDown':
      return clamp(from - PAGE_STEP);
    case 'Home':
      return min;
    case 'End':
      return max;
  }
}
