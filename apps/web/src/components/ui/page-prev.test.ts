import { describe, expect, it } from 'vitest';
import { pagePrevOf, pagePrevTarget, withPagePrev } from './page-prev.ts';

describe('pagePrev (student page back link, spec §2 student/{id} query pagePrev)', () => {
  it('names the list page with its query, and takes the teacher back to the same view', () => {
    const prev = pagePrevOf('minami-es', '/minami-es/teacher/all_dashboard', '?view=week&date=2026-11-16');
    expect(prev).toBe('all_dashboard?view=week&date=2026-11-16');
    const href = withPagePrev('/minami-es/teacher/student/7', prev);
    const back = new URL(href, 'http://x').searchParams.get('pagePrev');
    expect(pagePrevTarget('minami-es', back)).toEqual({ page: 'all_dashboard', to: '/minami-es/teacher/all_dashboard?view=week&date=2026-11-16' });
  });

  it('a page without query is just its name; other pages give no pagePrev', () => {
    expect(pagePrevOf('minami-es', '/minami-es/teacher/sos_dashboard', '')).toBe('sos_dashboard');
    expect(pagePrevOf('minami-es', '/minami-es/teacher/student/3', '')).toBeNull();
    expect(pagePrevOf('minami-es', '/kita-jhs/teacher/sos_dashboard', '')).toBeNull();
    expect(withPagePrev('/minami-es/teacher/student/3', null)).toBe('/minami-es/teacher/student/3');
  });

  it('never leads anywhere but one of the school’s list pages', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '../../admin', 'student/3', 'class_dashboard/../x', 'settings', 'javascript:alert(1)', '']) {
      expect(pagePrevTarget('minami-es', bad)).toBeNull();
    }
    expect(pagePrevTarget('minami-es', null)).toBeNull();
  });

  it('drops a nested pagePrev', () => {
    expect(pagePrevOf('minami-es', '/minami-es/teacher/class_dashboard', '?pagePrev=sos_dashboard&view=week')).toBe('class_dashboard?view=week');
    expect(pagePrevTarget('minami-es', 'class_dashboard?pagePrev=x')?.to).toBe('/minami-es/teacher/class_dashboard');
  });
});
