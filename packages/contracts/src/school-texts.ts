import { z } from 'zod';
import { TRANSLATED_LOCALES, questionnaireText, type SchoolTextTranslations, type SchoolTextShown } from './school-text-pick.ts';

/**
 * The school's own texts per language (issue 24 item 3; decision 069). A school writes its health
 * observation items and 話したい buttons in Japanese and may give each of them in the product's
 * other seven languages (spec §1 locale codes); a pupil reading another language sees that text,
 * else the built-in translation of a standard item, else the Japanese, marked as the school's own.
 */

const translatedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${max}文字以内で入力してください` });

/**
 * The stored and sent translations of one text: `{ en: { label: 'Headache' }, … }`; a language
 * left out (or given blank) falls back to Japanese. `remarks` only for health observation items.
 */
export const schoolTextTranslationsSchema = labelAndRemarksTranslationsSchema(100, 500);

/**
 * Decision 069's translations shape with the text's own limits: `label` up to `labelMax`,
 * `remarks` up to `remarksMax` characters (messages in Japanese at the field), blanks dropped.
 * Health observation items and 話したい buttons (100/500); a board's 相談窓口 lines (decision 080:
 * `label` the line's name, `remarks` its hours, 60/60).
 */
export function labelAndRemarksTranslationsSchema(labelMax: number, remarksMax: number) {
  return z
    .partialRecord(
      z.enum(TRANSLATED_LOCALES),
      z.object({ label: translatedText(labelMax).optional(), remarks: translatedText(remarksMax).optional() }).strict(),
    )
    .transform((value) => withoutBlanks(value));
}
/** The translations as answered (stored ones, already without blanks). */
export const schoolTextTranslationsOutSchema = z.partialRecord(
  z.enum(TRANSLATED_LOCALES),
  z.object({ label: z.string().optional(), remarks: z.string().optional() }),
);

/** The translations with blank texts and empty languages dropped (a blank field means "use Japanese"). */
export function withoutBlanks(value: SchoolTextTranslations): SchoolTextTranslations {
  const out: SchoolTextTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entry = value[locale];
    if (!entry) continue;
    const kept = Object.fromEntries(Object.entries(entry).filter(([, text]) => typeof text === 'string' && text.trim() !== ''));
    if (Object.keys(kept).length > 0) out[locale] = kept;
  }
  return out;
}

/**
 * A questionnaire's texts per language (issue 24 item 3, decision 075): the delivery's title, each
 * page's title, each question's text and each option's text may carry the same `translations`
 * shape as decision 069 (`{ en: { label: '…' }, … }`, `label` only). `max` is the Japanese field's
 * own limit (DELIVERY_TITLE_MAX, QUESTION_BODY_TEXT_MAX, OPTION_TEXT_MAX).
 */
export const questionnaireTextTranslationsSchema = (max: number) =>
  z.partialRecord(z.enum(TRANSLATED_LOCALES), z.object({ label: translatedText(max).optional() }).strict()).transform((value) => withoutBlanks(value));

/** A questionnaire text with its translations, as stored for a delivery (title, page, question, option). */
export interface TranslatableText {
  text: string;
  translations?: SchoolTextTranslations;
}

/**
 * A questionnaire's texts as a pupil reading `locale` gets them: each text through `schoolText`
 * (no built-in translations: a questionnaire's words are the school's own), nested pages included.
 */
export function questionnaireTextsFor<
  Q extends { text: string; translations?: SchoolTextTranslations; options: Array<{ text: string; translations?: SchoolTextTranslations }> },
  G extends { title: string | null; translations?: SchoolTextTranslations; questions: Q[] },
>(
  questionnaire: { title: string; translations?: SchoolTextTranslations; groups: G[] },
  locale: string,
): { title: SchoolTextShown; groups: Array<{ title: SchoolTextShown | null; questions: Array<{ text: SchoolTextShown; options: SchoolTextShown[] }> }> } {
  const pick = (japanese: string, translations: SchoolTextTranslations | undefined) => questionnaireText(japanese, translations, locale);
  return {
    title: pick(questionnaire.title, questionnaire.translations),
    groups: questionnaire.groups.map((group) => ({
      title: group.title === null ? null : pick(group.title, group.translations),
      questions: group.questions.map((question) => ({
        text: pick(question.text, question.translations),
        options: question.options.map((option) => pick(option.text, option.translations)),
      })),
    })),
  };
}
