import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { bodyFrom, type DraftQuestion } from './editor-state.ts';
import { QuestionCard } from './question-card.tsx';

const loaded = (): DraftQuestion => ({
  key: 'q1',
  formType: 'single_select_column',
  text: 'たのしい？',
  translations: { en: { label: 'Is it fun?' }, vi: { label: 'Có vui không?' } },
  required: true,
  options: [
    { key: 'o1', text: 'はい', score: '1', value: null, translations: { en: { label: 'Yes' } } },
    { key: 'o2', text: 'いいえ', score: '0', value: null, translations: {} },
  ],
  alertRules: [],
  bullyingField: null,
});

function Harness({ onQuestion }: { onQuestion: (q: DraftQuestion) => void }) {
  const [question, setQuestion] = useState(loaded);
  return (
    <QuestionCard
      question={question}
      number={1}
      first
      last
      disabled={false}
      errorAt={() => undefined}
      onChange={(next) => {
        setQuestion(next);
        onQuestion(next);
      }}
      onMove={vi.fn()}
      onRemove={vi.fn()}
    />
  );
}

describe('QuestionCard other languages (issue 24 item 3, decision 075)', () => {
  it('offers the closed 「ほかの言語での表記」 per question and option with the loaded texts, and keeps the others when one is edited', async () => {
    const onQuestion = vi.fn<(q: DraftQuestion) => void>();
    const { user } = renderWithProviders(<Harness onQuestion={onQuestion} />);
    // Closed, with how many languages are filled in: the question (2/7), the options (1/7) and (0/7).
    expect(screen.getByRole('button', { name: /ほかの言語での表記 \(2\/7\)/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /ほかの言語での表記 \(1\/7\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ほかの言語での表記 \(0\/7\)/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /ほかの言語での表記 \(0\/7\)/ }));
    const english = await screen.findByRole('textbox', { name: '選択肢 2（English）' });
    await user.type(english, 'No');

    const last = onQuestion.mock.lastCall![0];
    const body = bodyFrom([{ key: 'p', title: '', translations: {}, questions: [last] }]).questionsGroups[0]!.questions[0]!;
    expect(body.translations).toEqual({ en: { label: 'Is it fun?' }, vi: { label: 'Có vui không?' } });
    expect(body.options.map((o) => o.translations)).toEqual([{ en: { label: 'Yes' } }, { en: { label: 'No' } }]);
  });
});
