import { fireEvent, screen } from '@testing-library/react';
import type { CaseDetail } from '@sukoyaka/contracts/bullying-cases';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { caseSummaryFixture } from './case-fixtures.ts';
import { CaseState } from './case-state.tsx';

const STATE = 'POST /api/teachers/bullying_cases/7/state';
const c: CaseDetail = {
  ...caseSummaryFixture(),
  origin: 'bullying_alert',
  questionnaireAnswerId: 11,
  summary: '',
  others: [],
  actsStoppedOn: null,
  distressConfirmedOn: null,
  distressNote: null,
  resolvableFrom: null,
  createdByName: '鈴木 紬',
  actions: [],
};
const reason = '解消にできるのは、行為が止んでから少なくとも3か月経過した後です（2026/12/31以降）';

describe('CaseState (issue 26 item 1: the 解消 form)', () => {
  it('shows from when 解消 is possible, sends both conditions, and shows the API’s Japanese reason under the date', async () => {
    const api = fakeApi({ [STATE]: { status: 422, body: { errors: [reason], fieldErrors: { actsStoppedOn: [reason] } } } });
    const { user } = renderWithProviders(<CaseState c={c} />);
    fireEvent.change(screen.getByLabelText('いじめの行為が止んだ日'), { target: { value: '2026-09-30' } });
    expect(screen.getByText('2026/12/30以降に解消にできます')).toBeInTheDocument();
    await user.type(screen.getByLabelText('確認の方法（本人・保護者との面談など）'), '本人と面談');
    await user.click(screen.getByRole('button', { name: '解消にする' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(api.sent(STATE)[0]!.body).toMatchObject({
      state: 'resolved',
      actsStoppedOn: '2026-09-30',
      distressNote: '本人と面談',
      distressConfirmedOn: expect.any(String),
    });
    expect(screen.queryByRole('button', { name: '解消に向けた取組中にする' })).not.toBeInTheDocument();
  });
});
