import { screen } from '@testing-library/react';
import { STANDARD_ITEM_TRANSLATIONS, TRANSLATED_LOCALES } from '@sukoyaka/contracts/school-text-pick';
import { SUPPORTED_LOCALES } from '@sukoyaka/i18n/locales-meta';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SchoolText } from './school-text.tsx';

afterEach(async () => {
  await applyLocale('ja');
});

describe('SchoolText (issue 24 item 3: the school’s own texts per language)', () => {
  it('shows the school’s own translation in the pupil’s language, marked with its lang', async () => {
    await applyLocale('en');
    renderWithProviders(<SchoolText value="保健室の先生と話したい" translations={{ en: { label: 'I want to talk to the school nurse' } }} />);
    const text = screen.getByText('I want to talk to the school nurse');
    expect(text).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('untranslated-school-text')).not.toBeInTheDocument();
  });

  it('gives a standard item its built-in translation, also when the school wrote readings into it', async () => {
    await applyLocale('vi');
    renderWithProviders(<SchoolText value="{頭:あたま}が{痛:いた}い" translations={{}} />);
    expect(screen.getByText('Em bị đau đầu')).toHaveAttribute('lang', 'vi');
  });

  it('shows an untranslated text in Japanese with the mark in the pupil’s language', async () => {
    await applyLocale('en');
    renderWithProviders(<SchoolText value="保健室の先生と話したい" translations={{ pt: { label: 'Quero falar com a enfermeira' } }} />);
    expect(screen.getByText('保健室の先生と話したい')).toHaveAttribute('lang', 'ja');
    expect(screen.getByTestId('untranslated-school-text')).toHaveTextContent("School's words (in Japanese)");
    expect(screen.getByTestId('untranslated-school-text')).toHaveAttribute('lang', 'en');
  });

  it('shows a Japanese reader the school’s text as written, without any mark', () => {
    renderWithProviders(<SchoolText value="保健室の先生と話したい" translations={{ en: { label: 'I want to talk to the school nurse' } }} />);
    expect(screen.getByText('保健室の先生と話したい')).toBeInTheDocument();
    expect(screen.queryByTestId('untranslated-school-text')).not.toBeInTheDocument();
  });

  it('covers every language of the product but Japanese, for every standard item', () => {
    expect([...TRANSLATED_LOCALES]).toEqual(SUPPORTED_LOCALES.filter((l) => l !== 'ja'));
    for (const texts of Object.values(STANDARD_ITEM_TRANSLATIONS)) expect(Object.keys(texts).sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });
});
