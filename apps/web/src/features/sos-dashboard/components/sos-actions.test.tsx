import { screen } from '@testing-library/react';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SosActions } from './sos-actions.tsx';

const sos = {
  id: 41,
  datetime: '2026-11-22T12:00:00.000Z',
  label: '担任の先生と話したい',
  processed: false,
  processedStatus: null,
  seenAt: null,
  urgentNote: null,
  processedAt: null,
  teacherName: null,
  student: { id: 7, name: '南 太郎', studentNumber: 3, gradeName: '1年', klassName: '1組' },
} satisfies TeacherSosRecord;

describe('SosActions (issue 24 item 1, decision 053)', () => {
  it('offers 見ました and 対応した in one tap each, without a status list', async () => {
    const api = fakeApi({
      'POST /api/teachers/students/seen_sos': { body: { data: { id: 41, seenAt: '2026-11-23T23:10:00.000Z' } } },
      'POST /api/teachers/students/processed_sos': { body: { data: { id: 41, processed: true, processedStatus: null, processedAt: '', teacherName: '' } } },
    });
    const { user } = renderWithProviders(<SosActions sos={sos} />);
    expect(screen.queryByRole('button', { name: '南 太郎 の「話したい」の対応を記録する' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '南 太郎 の「話したい」を見ました' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '南 太郎 の「話したい」に対応した' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.map((r) => [r.method, r.path, Object.fromEntries(r.query)])).toEqual([
      ['POST', '/api/teachers/students/seen_sos', { id: '41' }],
      ['POST', '/api/teachers/students/processed_sos', { id: '41' }],
    ]);
  });

  it('shows when it was seen instead of 見ました, and adds 対応を記録する where the school keeps statuses', async () => {
    const onRecord = vi.fn();
    const { user } = renderWithProviders(<SosActions sos={{ ...sos, seenAt: '2026-11-23T23:10:00.000Z' }} onRecordWithStatus={onRecord} />);
    expect(screen.getByText('見ました（2026/11/24 08:10）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '南 太郎 の「話したい」を見ました' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '南 太郎 の「話したい」の対応を記録する' }));
    expect(onRecord).toHaveBeenCalled();
  });
});
