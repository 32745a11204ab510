import type { StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../lib/i18n.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuestionnaireAnswering } from './questionnaire-answering.tsx';

const ANSWER = 'POST /api/students/questions/answer';
const question = (id: number, text: string, required: boolean) => ({ id, formType: 'text' as const, text, required, options: [], answer: null });
const questionnaire = (): StudentQuestions => ({
  delivery: {
    id: 9,
    title: '学校生活アンケート',
    startAt: '2026-11-01T00:00:00Z',
    finishAt: '2099-12-31T00:00:00Z',
    needsConsent: false,
    consentText: null,
    consent: null,
    state: 'answering',
    askNow: true,
  },
  questionsGroups: [
    { id: 1, title: 'がっこう', questions: [question(11, 'すきな きょうかは？', true)] },
    { id: 2, title: 'ともだち', questions: [question(21, 'ともだちと なにを する？', true)] },
  ],
});

function renderAnswering() {
  return renderWithProviders(<QuestionnaireAnswering questionnaire={questionnaire()} todaysPath="/minami-es/student/todays_condition" onLeave={vi.fn()} />);
}

afterEach(async () => {
  await applyLocale('ja');
});

describe('QuestionnaireAnswering (spec §2, §5, §8)', () => {
  it('asks for a required answer on the page before saving it, then goes on', async () => {
    const api = fakeApi({ [ANSWER]: { body: { data: questionnaire() } } });
    const { user } = renderAnswering();
    await user.click(screen.getByRole('button', { name: 'つぎへ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/しつもん.*してください/);
    expect(api.requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox'), 'さんすう');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'つぎへ' }));
    expect(await screen.findByText('ページ 2 / 2')).toBeInTheDocument();
    expect(api.sent(ANSWER)[0]!.body).toMatchObject({ questionnaireDeliveryId: 9, complete: false, answers: [{ questionId: 11, text: 'さんすう' }] });

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'まえに もどる' }));
    expect(screen.getByRole('textbox')).toHaveValue('さんすう');
  });

  it('turns the server’s 422 field errors into the page and message of the unanswered question', async () => {
    fakeApi({
      [ANSWER]: ({ body }) =>
        (body as { complete: boolean }).complete
          ? { status: 422, body: { errors: ['未回答'], fieldErrors: { 'answers.11': ['必須'] } } }
          : { body: { data: questionnaire() } },
    });
    const { user } = renderAnswering();
    await user.type(screen.getByRole('textbox'), 'さんすう');
    await user.click(screen.getByRole('button', { name: 'つぎへ' }));
    await user.type(await screen.findByRole('textbox', { name: /ともだち/ }), 'サッカー');
    await user.click(screen.getByRole('button', { name: 'こたえを おくる' }));
    expect(await screen.findByText('ページ 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/しつもん.*してください/);
  });

  it('says when the period is over instead of showing the questions', () => {
    const closed = questionnaire();
    closed.delivery.finishAt = '2020-01-01T00:00:00Z';
    renderWithProviders(<QuestionnaireAnswering questionnaire={closed} todaysPath="/minami-es/student/todays_condition" onLeave={vi.fn()} />);
    expect(screen.getByText(/おわりました/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a pupil reading English the school’s English texts, and the Japanese with the mark where none was given (decision 075)', async () => {
    await applyLocale('en');
    const translated: StudentQuestions = {
      delivery: { ...questionnaire().delivery, title: '{学校:がっこう}生活アンケート', titleTranslations: { en: { label: 'School life survey' } } },
      questionsGroups: [
        {
          id: 1,
          title: 'がっこう',
          translations: { en: { label: 'School' } },
          questions: [
            {
              id: 11,
              formType: 'single_select_column',
              text: '{頭:あたま}が{痛:いた}い',
              translations: { vi: { label: 'Em bị đau đầu' } },
              required: true,
              options: [
                { id: 1, text: 'はい', score: 1, translations: { en: { label: 'Yes' } } },
                { id: 2, text: 'いいえ', score: 0 },
              ],
              answer: null,
            },
          ],
        },
      ],
    };
    renderWithProviders(<QuestionnaireAnswering questionnaire={translated} todaysPath="/minami-es/student/todays_condition" onLeave={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'School life survey' })).toBeInTheDocument();
    expect(screen.getByText('School life survey')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'School' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    // No English given: the Japanese (not a health item's built-in translation), marked as the school's own.
    expect(screen.queryByText('I have a headache')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /いいえ.*School's words \(in Japanese\)/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /School's words \(in Japanese\)/ })).toBeInTheDocument();
  });
});
