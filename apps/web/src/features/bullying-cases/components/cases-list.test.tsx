import { screen, within } from '@testing-library/react';
import type { CaseSummary } from '@sukoyaka/contracts/bullying-cases';
import { afterEach, describe, expect, it } from 'vitest';
import { saveConfirmToken } from '../../../lib/confirm-token.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { caseSummaryFixture } from './case-fixtures.ts';
import { CasesList } from './cases-list.tsx';

const base: CaseSummary = caseSummaryFixture({
  id: 1,
  state: 'responding',
  recognizedOn: '2026-10-01',
  daysSinceRecognized: 20,
  lastActedOn: '2026-10-07',
  daysWithoutAction: 14,
  noActionRemindedOn: '2026-10-21',
});

afterEach(() => saveConfirmToken(null));

describe('CasesList (issue 26 item 4: the 14-day no-action marker)', () => {
  it('marks an open case after 14 days without an action, not one with 13 days, nor a closed case', async () => {
    saveConfirmToken('tok');
    fakeApi({
      'GET /api/teachers/bullying_cases': {
        body: {
          data: [
            base,
            { ...base, id: 2, affected: { ...base.affected, id: 4, name: '佐藤 陽' }, daysWithoutAction: 13, noActionRemindedOn: null },
            { ...base, id: 3, affected: { ...base.affected, id: 5, name: '高橋 結' }, state: 'serious', daysWithoutAction: 40 },
          ],
        },
      },
    });
    renderWithProviders(<CasesList />, { route: '/s/teacher/bullying-cases', path: '/:school_code/teacher/bullying-cases' });
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: '伊藤 蒼' });
    expect(within(row('伊藤 蒼')).getByText('14日間対応なし')).toBeInTheDocument();
    expect(within(row('佐藤 陽')).queryByText(/日間対応なし/)).not.toBeInTheDocument();
    expect(within(row('高橋 結')).queryByText(/日間対応なし/)).not.toBeInTheDocument();
  });
});
