import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FuriganaProvider } from './furigana-provider.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentWordingProvider, useWordingContext, type StudentWording } from '../../../components/ui/student-wording.tsx';

/** The check-in's question and the questionnaire's つぎへ as the student screens ask for them. */
function Sample() {
  const { t } = useTranslation();
  const { plain } = useTextRenderer();
  const context = useWordingContext();
  return (
    <>
      <h1>{plain(t('student.checkIn.mentalQuestion', { context }))}</h1>
      <button type="button">{plain(t('student.questionnaire.answer.next', { context }))}</button>
    </>
  );
}

const show = (wording: StudentWording) =>
  renderWithProviders(
    <FuriganaProvider show={false}>
      <StudentWordingProvider wording={wording}>
        <Sample />
      </StudentWordingProvider>
    </FuriganaProvider>,
  );

describe('wording by school type and grade (issue 24 item 5)', () => {
  it('小1–3 get the kana-heavy wording', () => {
    show('kana');
    expect(screen.getByRole('heading')).toHaveTextContent('きょうの こころの ちょうしは？');
    expect(screen.getByRole('button')).toHaveTextContent('つぎへ');
  });

  it('小4–6 get the standard wording', () => {
    show('standard');
    expect(screen.getByRole('heading')).toHaveTextContent('今日の心の調子は？');
    expect(screen.getByRole('button')).toHaveTextContent('次へ');
  });

  it('中学生 get their own wording', () => {
    show('junior');
    expect(screen.getByRole('heading')).toHaveTextContent('今日の心の調子はどうですか？');
    expect(screen.getByRole('button')).toHaveTextContent('次へ');
  });
});
