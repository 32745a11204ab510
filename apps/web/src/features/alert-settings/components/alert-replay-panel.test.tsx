import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AlertReplayPanel } from './alert-replay-panel.tsx';

const runs = { mental: { bad: false, worst: true, consecutiveDays: 4 }, physical: { bad: true, worst: true, consecutiveDays: 3 } };
const week = (weekStart: string, current: number, proposed: number) => ({ weekStart, current, proposed });
const replay = (names: boolean) => ({
  from: '2026-07-15',
  to: '2026-11-27',
  schoolDays: 90,
  weeks: ['2026-11-16', '2026-11-23'],
  klasses: [
    { klassId: 11, name: '1年1組', weeks: [week('2026-11-16', 3, 1), week('2026-11-23', 2, 2)] },
    { klassId: 12, name: '1年2組', weeks: [week('2026-11-16', 1, 0), week('2026-11-23', 0, 0)] },
  ],
  totals: { current: 6, proposed: 3 },
  added: { count: 0, students: names ? [] : null },
  dropped: { count: 1, students: names ? [{ id: 5, name: '山田 花子', klassName: '1年1組', studentNumber: 7 }] : null },
});

/** The page's part: the forms above change a rule after a try. */
function Harness() {
  const [days, setDays] = useState(4);
  return (
    <>
      <button type="button" onClick={() => setDays(5)}>
        5日にする
      </button>
      <AlertReplayPanel runs={{ ...runs, mental: { ...runs.mental, consecutiveDays: days } }} />
    </>
  );
}

describe('AlertReplayPanel (保存する前に試す, issue 25 item 4)', () => {
  it('replays the rules as edited with the baseline setting, and shows the weekly counts per class and the dropped pupil by name', async () => {
    const api = fakeApi({ 'POST /api/teachers/condition_settings/replay': { body: { data: replay(true) } } });
    const { user } = renderWithProviders(<AlertReplayPanel runs={runs} />);
    await user.click(screen.getByRole('switch', { name: /いつもの調子との比較を使う/ }));
    await user.click(screen.getByRole('button', { name: '保存する前に試す' }));
    expect(await screen.findByText('アラートの合計：今の設定 6件 → 変更後 3件')).toBeInTheDocument();
    expect(api.sent('POST /api/teachers/condition_settings/replay')[0]!.body).toEqual({ ...runs, baseline: { enabled: false, drop: 1 } });
    const school = screen.getByRole('region', { name: '学校全体の週ごとのアラート件数' });
    expect(within(school).getByRole('row', { name: /2026\/11\/16の週 4 1 -3/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '学級' }), '1年2組');
    const klass = screen.getByRole('region', { name: '1年2組の週ごとのアラート件数' });
    expect(within(klass).getByRole('row', { name: /2026\/11\/16の週 1 0 -1/ })).toBeInTheDocument();
    expect(screen.getByText('アラートが出なくなる児童生徒：1人')).toBeInTheDocument();
    expect(screen.getByText('1年1組 7番 山田 花子')).toBeInTheDocument();
  });

  it('for a class teacher: counts without names; a changed rule clears the result so only what would be saved is shown', async () => {
    fakeApi({ 'POST /api/teachers/condition_settings/replay': { body: { data: replay(false) } } });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '保存する前に試す' }));
    expect(await screen.findByText('アラートが出なくなる児童生徒：1人')).toBeInTheDocument();
    expect(screen.queryByText(/山田 花子/)).not.toBeInTheDocument();
    expect(screen.getByText('名前は管理者の先生にだけ表示されます。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5日にする' }));
    expect(screen.queryByText(/アラートの合計/)).not.toBeInTheDocument();
  });
});
