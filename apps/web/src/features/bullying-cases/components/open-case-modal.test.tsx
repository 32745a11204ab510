import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OpenCaseModal } from './open-case-modal.tsx';

const CREATE = 'POST /api/teachers/bullying_cases';
const pupils = [
  { id: 11, label: '1年 1組 1番 南 太郎' },
  { id: 12, label: '1年 1組 2番 北 花子' },
  { id: 21, label: '1年 2組 5番 東 次郎' },
];

describe('OpenCaseModal (issue 26 item 1: the others involved)', () => {
  it('offers the other pupils by name, class or number, never the affected pupil, and sends the chosen ids', async () => {
    const api = fakeApi({
      [CREATE]: { status: 422, body: { errors: ['入力内容を確認してください'], fieldErrors: { otherStudentIds: ['関係児童生徒を確認してください'] } } },
    });
    const { user } = renderWithProviders(<OpenCaseModal source={{ studentId: 11, questionnaireAnswerId: 5 }} pupils={pupils} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'いじめ事案として記録' });
    await user.click(within(dialog).getByRole('checkbox', { name: /冷やかしやからかい/ }));
    const others = within(dialog).getByLabelText('関係児童生徒');
    await user.click(others);
    const offered = () => [...document.querySelectorAll('[data-combobox-option]')].map((o) => o.textContent);
    expect(offered()).toEqual(expect.arrayContaining(['1年 1組 2番 北 花子', '1年 2組 5番 東 次郎']));
    expect(offered()).not.toContain('1年 1組 1番 南 太郎');
    await user.type(others, '2組{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '記録する' }));
    expect(await within(dialog).findByText('関係児童生徒を確認してください')).toBeVisible();
    expect(api.sent(CREATE).map((r) => (r.body as { otherStudentIds: number[] }).otherStudentIds)).toEqual([[21]]);
  });
});
