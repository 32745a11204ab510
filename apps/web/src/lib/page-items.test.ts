import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pageItems (spec §9: all pages up to 7, else 5 page buttons with ellipses)', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows five page buttons beyond 7 pages, with a gap where pages are left out', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 7, 8, 9, 10]);
    expect(pageItems(9, 8)).toEqual([1, 'gap-start', 5, 6, 7, 8]);
  });

  it('always has five numbers and the current page beyond 7 pages', () => {
    for (let total = 8; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        expect(items.filter((i) => typeof i === 'number')).toHaveLength(5);
        expect(items).toContain(page);
      }
    }
  });
});
