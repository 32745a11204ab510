import { screen, within } from '@testing-library/react';
import type { BullyingSurvey } from '@sukoyaka/contracts/bullying-cases';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BoardSurvey } from './board-survey.tsx';

const SURVEY = 'GET /api/local_governments/bullying_survey';
const PUPILS = 'GET /api/local_governments/bullying_survey/pupils';
const zero = { elementary: 0, junior_high: 0, compulsory: 0, special_needs: 0, high: 0 };
const survey: BullyingSurvey = {
  year: 2026,
  schoolId: null,
  total: 0,
  tables: [
    {
      id: 'notAttending',
      title: '6 不登校児童生徒数（年間30日以上の欠席、学年別）',
      rows: [
        { key: '2年', label: '2年', counts: { ...zero, junior_high: 2 }, total: 2, percent: null, manual: false },
        { key: 'total', label: '計', counts: { ...zero, junior_high: 2 }, total: 2, percent: null, manual: false },
      ],
    },
  ],
};

describe('BoardSurvey (issue 26 item 3: the 不登校 table)', () => {
  it('a 不登校 cell opens the pupils behind it, without names', async () => {
    const api = fakeApi({
      [SURVEY]: { body: { data: survey } },
      [PUPILS]: {
        body: {
          data: [
            { schoolName: 'きた中学校', gradeName: '2年', absentDays: 41, requiredDays: 150 },
            { schoolName: 'きた中学校', gradeName: '2年', absentDays: 30, requiredDays: 152 },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<BoardSurvey />);
    await user.click(await screen.findByRole('button', { name: 'この集計の児童生徒を見る: 2年、中学校、2人' }));
    const dialog = await screen.findByRole('dialog', { name: '2年（中学校）の児童生徒' });
    expect(await within(dialog).findByText('41')).toBeInTheDocument();
    expect(within(dialog).getByText('氏名は表示しません。児童生徒は学校にお問い合わせください。')).toBeInTheDocument();
    const sent = api.sent(PUPILS)[0]!.query;
    expect([sent.get('key'), sent.get('schoolType')]).toEqual(['2年', 'junior_high']);
    expect(api.sent('GET /api/local_governments/bullying_survey/cases')).toHaveLength(0);
  });
});
