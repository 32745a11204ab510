import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AbsenceMemoModal } from './absence-memo-modal.tsx';

const props = { opened: true, studentId: 7, name: '南 太郎', date: '2026-11-20', dailyMemo: null };

describe('AbsenceMemoModal (spec §4 closing saves reason and daily memo)', () => {
  it('saves only what changed when closed: the reason of an absence and the trimmed memo', async () => {
    const api = fakeApi({
      'PUT /api/teachers/attendances/90': { body: { data: { id: 90 } } },
      'POST /api/teachers/student_daily_memos': { body: { data: {} } },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<AbsenceMemoModal {...props} entry={{ id: 90, status: 'absent', reason: null }} onClose={onClose} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: '欠席理由' }), '病欠');
    await user.type(screen.getByRole('textbox', { name: 'メモ' }), ' 熱のため ');
    await user.click(screen.getByRole('button', { name: '保存して閉じる' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/teachers/attendances/90', { date: '2026-11-20', reason: 'sick' }],
      ['POST', '/api/teachers/student_daily_memos', { studentId: 7, date: '2026-11-20', memo: '熱のため' }],
    ]);
  });

  it('offers no reason for 遅刻; a failed save stays open, and 保存せずに閉じる closes it', async () => {
    const api = fakeApi({ 'POST /api/teachers/student_daily_memos': { status: 500, body: { errors: ['サーバーエラー'] } } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<AbsenceMemoModal {...props} entry={{ id: 91, status: 'lateness', reason: null }} onClose={onClose} />);
    expect(screen.queryByRole('combobox', { name: '欠席理由' })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'メモ' }), '9時に登校');
    await user.click(screen.getByRole('button', { name: '保存して閉じる' }));
    expect(await screen.findByText('保存できませんでした。')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '保存せずに閉じる' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests).toHaveLength(1);
  });
});
