import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CancelReportModal } from './cancel-report-modal.tsx';

const report = {
  id: 501,
  studentId: 11,
  studentName: '南 太郎',
  date: '2026-11-21',
  datetime: '2026-11-20T00:01:00Z',
  status: 'lateness' as const,
  reason: null,
  memo: null,
  confirmed: true,
  cancelledAt: null,
  cancelledMemo: null,
};
const CANCEL = 'POST /api/parents/attendances/501/cancel';

describe('CancelReportModal (spec §2 Parent history, §7 cancel)', () => {
  it('warns when the school confirmed it already, sends the trimmed memo and hands back the cancelled report', async () => {
    const cancelled = { ...report, cancelledAt: '2026-11-20T01:00:00Z', cancelledMemo: '熱が下がりました' };
    const api = fakeApi({ [CANCEL]: { body: { data: cancelled } } });
    const onCancelled = vi.fn();
    const { user } = renderWithProviders(<CancelReportModal report={report} opened onClose={vi.fn()} onCancelled={onCancelled} />);
    expect(await screen.findByRole('dialog', { name: '連絡を取り消しますか？' })).toBeInTheDocument();
    expect(screen.getByLabelText('取り消しの理由（任意）')).toHaveAttribute('maxlength', '5000');
    await user.type(screen.getByLabelText('取り消しの理由（任意）'), ' 熱が下がりました ');
    await user.click(screen.getByRole('button', { name: '取り消す' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledWith(cancelled));
    expect(api.sent(CANCEL)[0]!.body).toEqual({ cancelledMemo: '熱が下がりました' });
  });

  it('shows the server’s 409 (cancelled meanwhile on another phone) and stays open', async () => {
    fakeApi({ [CANCEL]: { status: 409, body: { errors: ['この連絡はすでに取り消されています。'] } } });
    const onCancelled = vi.fn();
    const { user } = renderWithProviders(<CancelReportModal report={report} opened onClose={vi.fn()} onCancelled={onCancelled} />);
    await user.click(await screen.findByRole('button', { name: '取り消す' }));
    expect(await screen.findByText('この連絡はすでに取り消されています。')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
