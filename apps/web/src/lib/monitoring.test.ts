import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent } from './monitoring.ts';

/** Decision 065: what monitoring sends carries no pupil's answer, name, typed text or query. */
describe('monitoring scrubbing', () => {
  it('drops typed input, clicks (a button names a pupil) and console lines; URLs lose their query', () => {
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input[name=comment]' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'ui.click', message: 'button[aria-label="山田 花子 の「話したい」を見ました"]' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'console', message: 'x' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'fetch', data: { url: '/api/teachers/student_accounts?keyword=山田', method: 'GET' } })).toEqual({
      category: 'fetch',
      data: { url: '/api/teachers/student_accounts', method: 'GET' },
    });
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/a?x=1', to: '/b#c' } })?.data).toEqual({ from: '/a', to: '/b' });
  });

  it('an event keeps its error but loses body, cookies, headers, user, queries and scrubbed breadcrumbs', () => {
    const event = scrubEvent({
      request: {
        url: 'https://s.example.jp/minami-es/student/questionnaire?delivery=3',
        data: { answers: ['いやなことをされた'] },
        cookies: 'a',
        headers: { uid: 'x' },
      },
      user: { id: 1 },
      transaction: '/minami-es/teacher/students/12?tab=memo',
      spans: [{ description: 'GET /api/students/questionnaire?deliveryId=3', data: { url: '/api/students/questionnaire?deliveryId=3' } }],
      breadcrumbs: [{ category: 'ui.input' }, { category: 'fetch', data: { url: '/api/x?y=1' } }],
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
    expect(event).toEqual({
      request: { url: 'https://s.example.jp/minami-es/student/questionnaire' },
      transaction: '/minami-es/teacher/students/12',
      spans: [{ description: 'GET /api/students/questionnaire', data: { url: '/api/students/questionnaire' } }],
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/x' } }],
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
    expect(JSON.stringify(event)).not.toContain('いやなこと');
  });
});
