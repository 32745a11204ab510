import type { StudentDelivery } from '@sukoyaka/contracts/questionnaires';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuestionnairePrompt } from './questionnaire-prompt.tsx';

const delivery = (over: Partial<StudentDelivery>): StudentDelivery => ({
  id: 9,
  title: '{学校:がっこう}生活アンケート',
  startAt: '2026-11-01T00:00:00Z',
  finishAt: '2099-12-31T00:00:00Z',
  needsConsent: false,
  consentText: null,
  consent: null,
  state: 'new',
  askNow: true,
  ...over,
});

afterEach(async () => {
  await applyLocale('ja');
});

describe('QuestionnairePrompt in the pupil’s language (issue 24 item 3, decision 075)', () => {
  it('names the questionnaire in English where the school gave the title in English', async () => {
    await applyLocale('en');
    fakeApi({ 'GET /api/questionnaire_deliveries': { body: { data: [delivery({ titleTranslations: { en: { label: 'School life survey' } } })] } } });
    renderWithProviders(<QuestionnairePrompt enabled answerPath="/minami-es/student/questionnaires" />);
    expect(await screen.findByText('School life survey')).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('untranslated-school-text')).not.toBeInTheDocument();
  });

  it('shows the Japanese title with the untranslated mark where the school gave none', async () => {
    await applyLocale('en');
    fakeApi({ 'GET /api/questionnaire_deliveries': { body: { data: [delivery({ titleTranslations: { vi: { label: 'Khảo sát' } } })] } } });
    renderWithProviders(<QuestionnairePrompt enabled answerPath="/minami-es/student/questionnaires" />);
    expect(await screen.findByTestId('untranslated-school-text')).toHaveTextContent("School's words (in Japanese)");
    expect(screen.queryByText('Khảo sát')).not.toBeInTheDocument();
  });
});
