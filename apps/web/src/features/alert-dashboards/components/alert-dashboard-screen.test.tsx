import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AlertDashboardScreen } from './alert-dashboard-screen.tsx';

const LIST = 'GET /api/teachers/dashboards/school_alert_dashboard';
const alert = (id: number, processed: boolean) => ({
  id,
  conditionKind: 'mental',
  date: '2026-11-19',
  datetime: '2026-11-19T00:10:00Z',
  contentAlert: '心の調子が3日続けて悪い',
  source: 'rule',
  evidence: null,
  processed,
  processedAt: processed ? '2026-11-19T03:00:00Z' : null,
  teacherName: processed ? '山田 花子' : null,
  student: { id: 100 + id, name: `児童${id}`, studentNumber: id, gradeName: '1年', klassName: '1組' },
});

describe('AlertDashboardScreen on the paged screen (spec §9 filters, pagination)', () => {
  it('shows the count, the list and 5 page buttons with gaps past 7 pages; a page is a URL change', async () => {
    const api = fakeApi({
      [LIST]: ({ query }) => ({ body: { data: { list: [alert(Number(query.get('page')), false)], total: 500, unprocessed: 12, page: 1, limit: 50 } } }),
    });
    const { user, router } = renderWithProviders(<AlertDashboardScreen conditionKind="mental" grades={null} />, {
      route: '/minami-es/teacher/mental_dashboard',
    });
    expect(await screen.findByText('全500件（未対応 12件）')).toHaveAttribute('role', 'status');
    expect(screen.getByText('全500件中 1〜50件')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'ページ' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^\d+ページ$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '10']);

    await user.click(within(pager).getByRole('button', { name: '4ページ' }));
    expect(router.state.location.search).toBe('?page=4');
    expect(await screen.findByText('児童4')).toBeInTheDocument();
    expect(api.sent(LIST).at(-1)!.query.get('page')).toBe('4');
    expect(screen.getByText('全500件中 151〜200件')).toBeInTheDocument();
  });

  it('a filter change goes back to page 1 and asks the server with it', async () => {
    const api = fakeApi({ [LIST]: { body: { data: { list: [], total: 0, unprocessed: 0, page: 1, limit: 50 } } } });
    const { user, router } = renderWithProviders(<AlertDashboardScreen conditionKind="physical" grades={null} />, {
      route: '/minami-es/teacher/physical_dashboard?page=3',
    });
    expect(await screen.findByText('条件に合うアラートはありません。')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('対応状況'), '未対応');
    expect(router.state.location.search).toBe('?status=not_supported');
    await screen.findByText('条件に合うアラートはありません。');
    expect(api.sent(LIST).at(-1)!.query.get('status')).toBe('not_supported');
    expect(api.sent(LIST).at(-1)!.query.get('page')).toBe('1');
  });

  it('shows 読み込みに失敗しました when the list cannot be loaded', async () => {
    fakeApi({ [LIST]: { status: 500, body: { errors: ['サーバーエラー'] } } });
    renderWithProviders(<AlertDashboardScreen conditionKind="mental" grades={null} />, { route: '/minami-es/teacher/mental_dashboard' });
    expect(await screen.findByText('読み込みに失敗しました')).toBeInTheDocument();
  });
});
