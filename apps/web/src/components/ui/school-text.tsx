import { Text } from '@mantine/core';
import { questionnaireText, schoolText, type SchoolTextShown, type SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { LOCALE_HTML_LANG, isSupportedLocale } from '@sukoyaka/i18n/locales-meta';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from './text-renderer.tsx';

/**
 * The picker of the school's own texts for the pupil's language (issue 24 item 3; decision 069):
 * `(japanese, translations, field) → { text, lang, untranslated }` (contracts schoolText).
 */
export function useSchoolText(): (japanese: string, translations: SchoolTextTranslations | undefined, field?: 'label' | 'remarks') => SchoolTextShown {
  const { i18n } = useTranslation();
  return (japanese, translations, field = 'label') => schoolText(japanese, translations, i18n.language, field);
}

export interface SchoolTextProps {
  /** The text as the school wrote it in Japanese (may carry `{漢字:よみ}` readings). */
  value: string;
  translations: SchoolTextTranslations | undefined;
  field?: 'label' | 'remarks';
  /**
   * A questionnaire's text (decision 075) or the name of a board's 相談窓口 line (decision 080):
   * only the writer's own translations apply, never a standard health item's built-in one.
   */
  questionnaire?: boolean;
}

/**
 * One of the school's own texts (a health observation item, a 話したい button) as the pupil reads it
 * (issue 24 items 3 and 4): in the pupil's language when the school gave it (or a standard item's
 * built-in translation), else the school's Japanese with its ruby (the furigana switch) and a small
 * mark in the pupil's language, 「学校の ことば（にほんご）」, so a pupil reading English knows it is the
 * school's untranslated text. Each part carries its `lang` (WCAG 3.1.2). One inline run.
 */
export function SchoolText({ value, translations, field = 'label', questionnaire = false }: SchoolTextProps) {
  const { t, i18n } = useTranslation();
  const { rich } = useTextRenderer();
  const pick = useSchoolText();
  const shown = questionnaire ? questionnaireText(value, translations, i18n.language) : pick(value, translations, field);
  if (shown.lang !== 'ja') return <span lang={LOCALE_HTML_LANG[shown.lang]}>{shown.text}</span>;
  return (
    // lang on the outer element too: Preact reuses it from the translated run and would leave lang="".
    <span lang="ja">
      <span lang="ja">{rich(shown.text)}</span>
      {/* A space, so the accessible name reads 「… Lời của trường (tiếng Nhật)」, not one run-on word. */}
      {shown.untranslated ? (
        <>
          {' '}
          <UntranslatedMark label={t('student.schoolText.untranslated')} />
        </>
      ) : null}
    </span>
  );
}

function UntranslatedMark({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const lang = isSupportedLocale(i18n.language) ? LOCALE_HTML_LANG[i18n.language] : undefined;
  return (
    <Text span size="sm" fw={500} c="inherit" ml={4} lang={lang} data-testid="untranslated-school-text">
      {label}
    </Text>
  );
}
