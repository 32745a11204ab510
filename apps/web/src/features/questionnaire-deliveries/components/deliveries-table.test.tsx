import type { DeliveryRow } from '@sukoyaka/contracts/questionnaire-deliveries';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeliveriesTable } from './deliveries-table.tsx';

const row: DeliveryRow = {
  id: 4,
  questionnaireId: 4,
  title: '{学校:がっこう}生活アンケート',
  titleTranslations: {},
  kind: 'custom',
  startAt: '2026-11-01T00:00:00Z',
  finishAt: '2026-11-30T00:00:00Z',
  completedAt: null,
  gradesFilter: {},
  grades: [],
  answeredCount: 3,
  targetCount: 30,
  state: 'open',
  needsConsent: false,
  questionCount: 5,
  hasAnswers: true,
  myKlasses: [],
};

describe('DeliveriesTable (issue 24 item 3: titles with {漢字:よみ} readings)', () => {
  it('shows a title written with {漢字:よみ} readings as plain text, also in the buttons’ names', () => {
    renderWithProviders(<DeliveriesTable rows={[row]} admin schoolCode="minami-es" onAction={vi.fn()} onExport={vi.fn()} />);
    const cells = within(screen.getByTestId('delivery-4'));
    expect(cells.getByText('学校生活アンケート')).toBeInTheDocument();
    expect(screen.queryByText(/\{学校:がっこう\}/)).not.toBeInTheDocument();
    const links = cells.getAllByRole('link', { name: /：学校生活アンケート$/ });
    expect(links).toHaveLength(3);
    for (const element of [...cells.getAllByRole('link'), ...cells.getAllByRole('button')]) expect(element.getAttribute('aria-label') ?? '').not.toContain('{');
  });
});

describe('DeliveriesTable (issue 28 item 4: a custom delivery links to its follow-up)', () => {
  it('gives an open or finished custom delivery a フォローアップ link, for class teachers too; not the bullying survey, a draft or a scheduled one', () => {
    const rows: DeliveryRow[] = [
      row,
      { ...row, id: 5, state: 'finished', title: 'WHO-5', kind: 'who5' },
      { ...row, id: 6, kind: 'bullying', title: 'いじめアンケート' },
      { ...row, id: 7, state: 'draft', title: '下書き' },
      { ...row, id: 8, state: 'scheduled', title: '予定' },
    ];
    renderWithProviders(<DeliveriesTable rows={rows} admin={false} schoolCode="minami-es" onAction={vi.fn()} onExport={vi.fn()} />);
    const link = within(screen.getByTestId('delivery-4')).getByRole('link', { name: 'フォローアップ：学校生活アンケート' });
    expect(link).toHaveAttribute('href', '/minami-es/teacher/bullying-alert/follow_up?questionnaireDeliveryId=4');
    expect(within(screen.getByTestId('delivery-5')).getByRole('link', { name: 'フォローアップ：WHO-5' })).toHaveAttribute(
      'href',
      '/minami-es/teacher/bullying-alert/follow_up?questionnaireDeliveryId=5',
    );
    for (const id of [6, 7, 8]) expect(within(screen.getByTestId(`delivery-${id}`)).queryByRole('link', { name: /^フォローアップ/ })).not.toBeInTheDocument();
  });
});
