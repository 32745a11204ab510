import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConditionHistoryTable } from './condition-history-table.tsx';

const items = [
  { id: 11, abbreviation: '睡眠', label: 'きのう寝た時間', formType: 'time' as const },
  { id: 12, abbreviation: '頭痛', label: '頭が痛い', formType: 'radio' as const },
  { id: 13, abbreviation: 'コメ', label: '先生に伝えたいこと', formType: 'textarea' as const },
];
const comment = 'きのうの夜はお兄ちゃんとけんかをして、なかなかねむれませんでした。朝もごはんを少ししか食べられませんでした。';

describe('ConditionHistoryTable: health-observation columns (spec §3 column styles of the sleep and comment items; issue 28 item 12)', () => {
  it('keeps a sleep time on one line, gives a comment a wide wrapping column, and radio answers a compact one', () => {
    renderWithProviders(
      <ConditionHistoryTable
        caption="履歴"
        talkProcessing={false}
        healthcheckItems={items}
        rows={[
          {
            date: '2026-11-20',
            mental: 'good',
            physical: 'good',
            mentalAlert: null,
            physicalAlert: null,
            sosCount: 0,
            talk: 'none',
            healthcheck: {
              isSkip: false,
              answers: [
                { healthcheckItemId: 11, answer: '21:30', alert: false },
                { healthcheckItemId: 12, answer: '0', alert: false },
                { healthcheckItemId: 13, answer: comment, alert: false },
              ],
            },
          },
        ]}
      />,
    );
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('睡眠')).toHaveStyle({ whiteSpace: 'nowrap', width: '56px' });
    expect(header('コメ')).toHaveStyle({ minWidth: '120px', whiteSpace: 'normal' });
    expect(header('頭痛')).toHaveStyle({ width: '48px' });
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    const commentCell = cells.find((c) => c.textContent?.includes('けんか'))!;
    expect(commentCell).toHaveStyle({ minWidth: '120px' });
    expect(within(commentCell).getByText(comment)).toHaveAttribute('title', comment);
    expect(cells.find((c) => c.textContent === '21:30')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
