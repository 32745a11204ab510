import { z } from 'zod';
import { stripFurigana } from './ruby-sentence.ts';

/**
 * The school's own texts per language (issue 24 item 3; decision 069). A school writes its health
 * observation items and 話したい buttons in Japanese and may give each of them in the product's
 * other seven languages (spec §1 locale codes); a pupil reading another language sees that text,
 * else the built-in translation of a standard item, else the Japanese, marked as the school's own.
 */

/** The product's languages other than Japanese (spec §1 codes; the same list as i18n's SUPPORTED_LOCALES without ja). */
export const TRANSLATED_LOCALES = ['en', 'ch', 'sp', 'pt', 'ph', 'vi', 'id'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

const translatedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${max}文字以内で入力してください` });

/**
 * The stored and sent translations of one text: `{ en: { label: 'Headache' }, … }`; a language
 * left out (or given blank) falls back to Japanese. `remarks` only for health observation items.
 */
export const schoolTextTranslationsSchema = z
  .partialRecord(z.enum(TRANSLATED_LOCALES), z.object({ label: translatedText(100).optional(), remarks: translatedText(500).optional() }).strict())
  .transform((value) => withoutBlanks(value));
/** The translations as answered (stored ones, already without blanks). */
export const schoolTextTranslationsOutSchema = z.partialRecord(
  z.enum(TRANSLATED_LOCALES),
  z.object({ label: z.string().optional(), remarks: z.string().optional() }),
);
export type SchoolTextTranslations = Partial<Record<TranslatedLocale, { label?: string; remarks?: string }>>;

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
 * The standard health observation items (the ones every school starts with) in the seven other
 * languages, keyed by the Japanese label read without readings. Used when the school gave no
 * translation of its own; a label the school changed is its own text and is not matched.
 */
export const STANDARD_ITEM_TRANSLATIONS: Readonly<Record<string, Record<TranslatedLocale, string>>> = {
  今朝の体温: {
    en: 'Temperature this morning',
    ch: '今天早上的体温',
    sp: 'Temperatura de esta mañana',
    pt: 'Temperatura desta manhã',
    ph: 'Temperatura kaninang umaga',
    vi: 'Nhiệt độ sáng nay',
    id: 'Suhu tubuh pagi ini',
  },
  きのう寝た時間: {
    en: 'What time you went to bed last night',
    ch: '昨天晚上睡觉的时间',
    sp: 'Hora a la que te dormiste anoche',
    pt: 'Hora em que você dormiu ontem',
    ph: 'Oras ng pagtulog kagabi',
    vi: 'Giờ đi ngủ tối qua',
    id: 'Jam tidur tadi malam',
  },
  朝ごはんを食べた: {
    en: 'I ate breakfast',
    ch: '吃了早饭',
    sp: 'Desayuné',
    pt: 'Tomei café da manhã',
    ph: 'Nag-almusal ako',
    vi: 'Em đã ăn sáng',
    id: 'Saya sudah sarapan',
  },
  頭が痛い: {
    en: 'I have a headache',
    ch: '头疼',
    sp: 'Me duele la cabeza',
    pt: 'Estou com dor de cabeça',
    ph: 'Masakit ang ulo ko',
    vi: 'Em bị đau đầu',
    id: 'Kepala saya sakit',
  },
  おなかが痛い: {
    en: 'I have a stomachache',
    ch: '肚子疼',
    sp: 'Me duele la barriga',
    pt: 'Estou com dor de barriga',
    ph: 'Masakit ang tiyan ko',
    vi: 'Em bị đau bụng',
    id: 'Perut saya sakit',
  },
  先生に伝えたいこと: {
    en: 'Anything you want to tell your teacher',
    ch: '想告诉老师的事',
    sp: 'Lo que quieres decirle a tu maestro',
    pt: 'O que você quer contar ao professor',
    ph: 'Gusto mong sabihin sa guro',
    vi: 'Điều em muốn nói với thầy cô',
    id: 'Hal yang ingin kamu sampaikan kepada guru',
  },
};

/** One of the school's texts as a pupil reading `locale` gets it. */
export interface SchoolTextShown {
  /** The text to show (may carry `{漢字:よみ}` readings when it is the Japanese). */
  text: string;
  /** The language the text is in: `locale`, or 'ja' when it fell back to the school's Japanese. */
  lang: 'ja' | TranslatedLocale;
  /** True when the pupil reads another language and this is the school's untranslated Japanese. */
  untranslated: boolean;
}

/**
 * Picks a school text for a pupil reading `locale` (issue 24 item 3): Japanese as written for
 * 'ja'; otherwise the school's translation, then (label only) a standard item's built-in one, then
 * the Japanese marked `untranslated`. `field` is 'label' or 'remarks'; `japanese` the stored text.
 */
export function schoolText(
  japanese: string,
  translations: SchoolTextTranslations | undefined,
  locale: string,
  field: 'label' | 'remarks' = 'label',
): SchoolTextShown {
  if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) return { text: japanese, lang: 'ja', untranslated: false };
  const lang = locale as TranslatedLocale;
  const own = translations?.[lang]?.[field];
  if (own) return { text: own, lang, untranslated: false };
  const standard = field === 'label' ? STANDARD_ITEM_TRANSLATIONS[stripFurigana(japanese)]?.[lang] : undefined;
  if (standard) return { text: standard, lang, untranslated: false };
  return { text: japanese, lang: 'ja', untranslated: true };
}

/**
 * A questionnaire's texts per language (issue 24 item 3, decision 075): the delivery's title, each
 * page's title, each question's text and each option's text may carry the same `translations`
 * shape as decision 069 (`{ en: { label: '…' }, … }`, `label` only). `max` is the Japanese field's
 * own limit (DELIVERY_TITLE_MAX, QUESTION_BODY_TEXT_MAX, OPTION_TEXT_MAX).
 */
export const questionnaireTextTranslationsSchema = (max: number) =>
  z.partialRecord(z.enum(TRANSLATED_LOCALES), z.object({ label: translatedText(max).optional() }).strict()).transform((value) => withoutBlanks(value));

/**
 * One questionnaire text (title, page title, question, option) for a pupil reading `locale`: as
 * `schoolText`, but only the school's own translations apply (decision 075: a question worded like
 * a standard health item is still the school's own text, so no built-in translation).
 */
export function questionnaireText(japanese: string, translations: SchoolTextTranslations | undefined, locale: string): SchoolTextShown {
  const shown = schoolText(japanese, translations, locale);
  if (shown.lang !== 'ja' && !translations?.[shown.lang]?.label) return { text: japanese, lang: 'ja', untranslated: true };
  return shown;
}

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
