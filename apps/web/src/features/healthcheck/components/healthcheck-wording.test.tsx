import { screen } from '@testing-library/react';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { describe, expect, it } from 'vitest';
import { StudentWordingProvider, type StudentWording } from '../../../components/ui/student-wording.tsx';
import { TextRendererProvider } from '../../../components/ui/text-renderer.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { HealthcheckField } from './healthcheck-field.tsx';
import { FixErrorsNotice } from './healthcheck-form-notices.tsx';

const ITEM = {
  id: 1,
  abbreviation: '頭痛',
  label: '頭が痛い',
  remarks: null,
  formType: 'radio' as const,
  required: true,
  initValue: '0',
  timeFormat: null,
  healthcheckOptions: [],
  hidden: false,
  translations: {},
};

/** The health observation's notice and required mark as a pupil of each wording reads them (furigana off). */
const show = (wording: StudentWording) =>
  renderWithProviders(
    <TextRendererProvider value={{ rich: stripFurigana, plain: stripFurigana }}>
      <StudentWordingProvider wording={wording}>
        <FixErrorsNotice count={4} />
        <HealthcheckField item={ITEM} value={{ type: 'radio', value: '' }} onChange={() => undefined} />
      </StudentWordingProvider>
    </TextRendererProvider>,
  );

describe('the health observation follows the wording by grade (issue 24 item 5, decision 064)', () => {
  it('小1–3: kana-heavy', () => {
    show('kana');
    expect(screen.getByRole('alert')).toHaveTextContent('まだ こたえていない ところが 4こ あります。');
    expect(screen.getByRole('radiogroup', { name: /^頭が痛い\s*（かならず）$/ })).toBeInTheDocument();
  });

  it('小4–6: standard', () => {
    show('standard');
    expect(screen.getByRole('alert')).toHaveTextContent('まだ答えていないところが 4こ あります。赤い文字のところを見てください。');
    expect(screen.getByRole('radiogroup', { name: /^頭が痛い\s*（必ず）$/ })).toBeInTheDocument();
  });

  it('中学生: their own', () => {
    show('junior');
    expect(screen.getByRole('alert')).toHaveTextContent('未回答の項目が 4件 あります。赤い文字の項目を確認してください。');
    expect(screen.getByRole('radiogroup', { name: /^頭が痛い\s*（必須）$/ })).toBeInTheDocument();
  });
});
