import { screen, waitFor, within } from '@testing-library/react';
import type { FollowUp } from '@sukoyaka/contracts/questionnaire-deliveries';
import { afterEach, describe, expect, it } from 'vitest';
import { BullyingAlertFollowUpPage } from './bullying-alert-pages.tsx';
import { saveConfirmToken } from '../../../lib/confirm-token.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const GET = 'GET /api/teachers/questionnaire_deliveries/follow_up';
const ASK = 'POST /api/teachers/students/questionaire/ask_again';
const route = { route: '/minami-es/teacher/bullying-alert/follow_up?questionnaireDeliveryId=31', path: '/:school_code/teacher/bullying-alert/follow_up' };

const data: FollowUp = {
  delivery: { id: 31, title: '{学校:がっこう}生活アンケート', startAt: '2026-11-01T23:30:00Z', finishAt: '2026-11-30T09:00:00Z' },
  alerted: [
    {
      answerId: 501,
      studentId: 11,
      name: '北 一郎',
      studentNumber: 3,
      gradeName: '5年',
      klassName: '1組',
      level: 'third_stage',
      completedAt: '2026-11-02T00:05:00Z',
    },
    {
      answerId: 502,
      studentId: 12,
      name: '南 花子',
      studentNumber: 8,
      gradeName: '5年',
      klassName: '2組',
      level: 'first_stage',
      completedAt: '2026-11-03T01:00:00Z',
    },
  ],
  declined: [{ answerId: 601, studentId: 13, name: '東 次郎', studentNumber: 5, gradeName: '6年', klassName: '1組' }],
};

afterEach(() => saveConfirmToken(null));

describe('a custom delivery’s follow-up page (issue 28 item 4, issue 24 item 7; decision 076)', () => {
  it('asks for the password first and sends nothing until it is given', async () => {
    const api = fakeApi({ [GET]: { body: { data } } });
    renderWithProviders(<BullyingAlertFollowUpPage />, route);
    expect(await screen.findByRole('dialog', { name: 'パスワードの再入力' })).toBeInTheDocument();
    expect(api.sent(GET)).toHaveLength(0);
  });

  it('shows the title, the full period in Japan time, the alerted pupils and the decliners with the confirm token', async () => {
    saveConfirmToken('tok');
    const api = fakeApi({ [GET]: { body: { data } } });
    renderWithProviders(<BullyingAlertFollowUpPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: '学校生活アンケート' })).toBeInTheDocument();
    expect(screen.getByText('実施期間：2026/11/02 08:30〜2026/11/30 18:00')).toBeInTheDocument();
    expect(api.sent(GET)[0]!.query.get('questionnaireDeliveryId')).toBe('31');
    const first = within(screen.getByTestId('alerted-11'));
    expect(first.getByRole('img', { name: '第3段階' })).toBeInTheDocument();
    expect(first.getByText('5年 1組')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '北 一郎' })).toHaveAttribute('href', '/minami-es/teacher/student/11');
    expect(first.getByText('2026/11/02 09:05')).toBeInTheDocument();
    expect(within(screen.getByTestId('alerted-12')).getByRole('img', { name: '第1段階' })).toBeInTheDocument();
    const decliner = within(screen.getByTestId('declined-13'));
    expect(decliner.getByText('6年 1組')).toBeInTheDocument();
    expect(decliner.getByRole('link', { name: '東 次郎' })).toHaveAttribute('href', '/minami-es/teacher/student/13');
    expect(decliner.getByRole('button', { name: '東 次郎にもう一度たずねる' })).toBeInTheDocument();
  });

  it('もう一度たずねる asks once, then sends the sheet id and the pupil leaves the list', async () => {
    saveConfirmToken('tok');
    let asked = false;
    const api = fakeApi({
      [GET]: () => ({ body: { data: asked ? { ...data, declined: [] } : data } }),
      [ASK]: () => {
        asked = true;
        return { body: { data: { alertId: 601, declined: false } } };
      },
    });
    const { user } = renderWithProviders(<BullyingAlertFollowUpPage />, route);
    await user.click(await screen.findByRole('button', { name: '東 次郎にもう一度たずねる' }));
    expect(await screen.findByText(/東 次郎は「もう こたえない」を選びました/)).toBeInTheDocument();
    expect(api.sent(ASK)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'もう一度たずねる' }));
    await waitFor(() => expect(api.sent(ASK)).toHaveLength(1));
    expect(api.sent(ASK)[0]!.body).toEqual({ questionnaire_answer: 601 });
    expect(await screen.findByText('「もう こたえない」を選んだ子どもはいません。')).toBeInTheDocument();
    expect(screen.queryByTestId('declined-13')).not.toBeInTheDocument();
  });

  it('says so in Japanese when no pupil has an alert or declined', async () => {
    saveConfirmToken('tok');
    fakeApi({ [GET]: { body: { data: { ...data, alerted: [], declined: [] } } } });
    renderWithProviders(<BullyingAlertFollowUpPage />, route);
    expect(await screen.findByText('アラートが出た子どもはいません。')).toBeInTheDocument();
    expect(screen.getByText('「もう こたえない」を選んだ子どもはいません。')).toBeInTheDocument();
  });

  it('shows the 404 page for a delivery the API does not know here (or a bullying one)', async () => {
    saveConfirmToken('tok');
    fakeApi({ [GET]: { status: 404, body: { errors: ['見つかりません'] } } });
    renderWithProviders(<BullyingAlertFollowUpPage />, route);
    // The page's query retries once (as every bullying view does) before it gives up.
    expect(await screen.findByText('404', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
