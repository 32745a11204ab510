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
    expect(links).toHaveLength(2);
    for (const element of [...cells.getAllByRole('link'), ...cells.getAllByRole('button')]) expect(element.getAttribute('aria-label') ?? '').not.toContain('{');
  });
});
