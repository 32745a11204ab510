import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AlertsFilters } from './alerts-filters.tsx';

describe('AlertsFilters (spec §2 bullying dashboards header)', () => {
  it('tells deliveries of one title apart by their whole period (issue 28 item 4), titles without readings (issue 24 item 4)', () => {
    fakeApi({});
    renderWithProviders(
      <AlertsFilters
        mode="for_all"
        query={{ year: 2026 }}
        grades={undefined}
        deliveries={[
          { id: 1, title: '学校生活アンケート', startAt: '2026-06-01T00:00:00+09:00', finishAt: '2026-06-30T00:00:00+09:00' },
          { id: 2, title: '{学校:がっこう}生活アンケート', startAt: '2026-11-01T00:00:00+09:00', finishAt: '2026-11-30T00:00:00+09:00' },
        ]}
        selectedDeliveryId={2}
        fetching={false}
        onChange={vi.fn()}
        onReload={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'アンケート' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['学校生活アンケート（2026/06/01〜2026/06/30）', '学校生活アンケート（2026/11/01〜2026/11/30）']);
  });
});
