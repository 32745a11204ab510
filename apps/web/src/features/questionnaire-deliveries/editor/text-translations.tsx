import { TRANSLATED_LOCALES, type SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { TranslationInputs } from '../../../components/ui/translation-inputs.tsx';

export interface TextTranslationsProps {
  /** What is translated, for the inputs' names (e.g. 「質問 1」 → 「質問 1（English）」). */
  name: string;
  translations: SchoolTextTranslations;
  /** The Japanese field's own limit (QUESTION_BODY_TEXT_MAX, OPTION_TEXT_MAX). */
  maxLength: number;
  disabled: boolean;
  onChange: (next: SchoolTextTranslations) => void;
}

/**
 * The closed 「ほかの言語での表記 (n/7)」 of one questionnaire text in the question editor (issue 24
 * item 3, decision 075): 069's TranslationInputs on the draft's `translations` (label only). A field
 * emptied stays '' here; the API drops blanks (blank = the pupil sees the Japanese).
 */
export function TextTranslations({ name, translations, maxLength, disabled, onChange }: TextTranslationsProps) {
  const filled = TRANSLATED_LOCALES.filter((l) => translations[l]?.label?.trim()).length;
  return (
    <TranslationInputs
      name={name}
      filled={filled}
      disabled={disabled}
      maxLength={maxLength}
      inputProps={(locale) => ({
        value: translations[locale]?.label ?? '',
        onChange: (e) => onChange({ ...translations, [locale]: { label: e.currentTarget.value } }),
      })}
    />
  );
}
