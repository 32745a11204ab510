import type { StudentAttendanceTotals } from '@sukoyaka/contracts/register-totals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttendanceTotalsPanel } from './attendance-totals-panel.tsx';

const TOTALS = 'GET /api/teachers/students/7/attendance_totals';
const month = (m: number, absentDays: number) => ({
  month: m,
  schoolDays: 20,
  excusedDays: 2,
  requiredDays: 18,
  absentDays,
  presentDays: 18 - absentDays,
  lateness: 1,
  leaveEarly: 0,
});
const totals = (absentDays: number): StudentAttendanceTotals => ({
  year: 2026,
  klassId: 3,
  upTo: '2026-05-31',
  months: [month(4, absentDays - 1), month(5, 1)],
  total: { schoolDays: 40, excusedDays: 4, requiredDays: 36, absentDays, presentDays: 36 - absentDays, lateness: 2, leaveEarly: 0 },
  notAttendingThreshold: 30,
  reachedNotAttendingThreshold: absentDays >= 30,
});

describe('AttendanceTotalsPanel (issue 25 item 7)', () => {
  it("shows the year's figures in 指導要録's words, and the months with the year's line", async () => {
    fakeApi({ [TOTALS]: { body: { data: totals(3) } } });
    const { user } = renderWithProviders(<AttendanceTotalsPanel studentId={7} studentName="山田 太郎" />);
    const table = await screen.findByRole('table', { name: '山田 太郎 さんの出欠の集計（2026年度）' });
    expect(within(table).getByRole('row', { name: '授業日数 40日' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '出席停止・忌引等の日数 4日' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '出席しなければならない日数 36日' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '欠席日数 3日' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '出席日数 33日' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '遅刻 2回' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: '月ごとに見る' }));
    const months = await screen.findByRole('table', { name: '山田 太郎 さんの月ごとの出欠（2026年度）' });
    expect(
      within(months)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['月授業日数出席停止・忌引等の日数出席しなければならない日数欠席日数出席日数遅刻早退', '4月2021821610', '5月2021811710', '年度計4043633320']);
  });

  it('warns when 欠席 reached 30 days (the 不登校 threshold)', async () => {
    fakeApi({ [TOTALS]: { body: { data: totals(30) } } });
    renderWithProviders(<AttendanceTotalsPanel studentId={7} studentName="山田 太郎" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('欠席が30日以上です（不登校の目安）。');
  });
});
