import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AbsenceReportForm } from './absence-report-form.tsx';

const NOW = new Date('2026-11-20T00:00:00Z'); // Friday 20 November, 09:00 in Japan
const CHILDREN = [
  { id: 11, label: '1年 1組 1番 南 太郎' },
  { id: 12, label: '3年 2組 5番 南 花子' },
];
const row = (over: object) => ({
  id: 501,
  studentId: 11,
  studentName: '南 太郎',
  date: '2026-11-21',
  datetime: '2026-11-20T00:01:00Z',
  status: 'absent',
  reason: 'sick',
  memo: '熱があります',
  confirmed: false,
  cancelledAt: null,
  cancelledMemo: null,
  ...over,
});

function renderForm(students = CHILDREN) {
  return renderWithProviders(<AbsenceReportForm students={students} historyTo="/minami-es/parent/history" now={NOW} />, { route: '/minami-es/parent/absent' });
}

describe('AbsenceReportForm (spec §2 Parent absent, §4)', () => {
  it('names each missing choice in the parent’s words, focuses the first, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '内容を確認する' }));
    expect(screen.getByText('お子さまを選択してください')).toBeInTheDocument();
    expect(screen.getByText('日付を選択してください')).toBeInTheDocument();
    expect(screen.getByText('連絡の種類を選択してください')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1年 1組 1番 南 太郎' })).toHaveFocus();
    expect(api.requests).toHaveLength(0);

    // A choice clears its own message.
    await user.click(screen.getByRole('radio', { name: '1年 1組 1番 南 太郎' }));
    expect(screen.queryByText('お子さまを選択してください')).not.toBeInTheDocument();
    expect(screen.getByText('日付を選択してください')).toBeInTheDocument();
  });

  it('offers a reason only for 欠席 and drops it when the kind changes', async () => {
    const { user } = renderForm([CHILDREN[0]!]);
    expect(screen.queryByLabelText(/欠席の理由/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '欠席' }));
    await user.selectOptions(screen.getByLabelText(/欠席の理由/), '病欠');
    await user.click(screen.getByRole('radio', { name: '遅刻' }));
    expect(screen.queryByLabelText(/欠席の理由/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '欠席' }));
    expect(screen.getByLabelText(/欠席の理由/)).toHaveValue('');
  });

  it('counts the memo against 5,000 characters', async () => {
    const { user } = renderForm([CHILDREN[0]!]);
    await user.type(screen.getByLabelText(/連絡事項/), '熱があります');
    expect(screen.getByText('6 / 5000文字')).toBeInTheDocument();
    expect(screen.getByLabelText(/連絡事項/)).toHaveAttribute('maxlength', '5000');
  });

  it('confirms, then sends the contract body once and shows what the school received', async () => {
    const api = fakeApi({ 'POST /api/parents/attendances': { status: 201, body: { data: row({}) } } });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '1年 1組 1番 南 太郎' }));
    await user.click(screen.getByRole('radio', { name: /11月21日/ }));
    await user.click(screen.getByRole('radio', { name: '欠席' }));
    await user.selectOptions(screen.getByLabelText(/欠席の理由/), '病欠');
    await user.type(screen.getByLabelText(/連絡事項/), '  熱があります  ');
    await user.click(screen.getByRole('button', { name: '内容を確認する' }));

    expect(screen.getByRole('heading', { name: '内容の確認' })).toHaveFocus();
    expect(screen.getByText('欠席（病欠）')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: '送信する' }));

    expect(await screen.findByRole('heading', { name: '連絡を送信しました' })).toBeInTheDocument();
    expect(api.sent('POST /api/parents/attendances')).toHaveLength(1);
    expect(api.sent('POST /api/parents/attendances')[0]!.body).toEqual({
      studentId: 11,
      date: '2026-11-21',
      status: 'absent',
      reason: 'sick',
      memo: '熱があります',
    });
  });

  it('shows the server’s 409 with the way to the history, and goes back to the filled form', async () => {
    fakeApi({ 'POST /api/parents/attendances': { status: 409, body: { errors: ['この日はすでに連絡があります。'] } } });
    const { user } = renderForm([CHILDREN[0]!]);
    await user.click(screen.getByRole('radio', { name: /11月21日/ }));
    await user.click(screen.getByRole('radio', { name: '早退' }));
    await user.click(screen.getByRole('button', { name: '内容を確認する' }));
    await user.click(screen.getByRole('button', { name: '送信する' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('この日はすでに連絡があります。');
    expect(screen.getByRole('link', { name: '連絡履歴を見る' })).toHaveAttribute('href', '/minami-es/parent/history');
    await user.click(screen.getByRole('button', { name: '入力に戻る' }));
    expect(within(screen.getByRole('radiogroup', { name: '連絡の種類' })).getByRole('radio', { name: '早退' })).toBeChecked();
  });
});
