// No zod here: the pupil's check-in page imports this (decision 015 keeps zod out of the first download).
import { stripFurigana } from './ruby-sentence.ts';

/**
 * Picking the school's own texts per language for a pupil (issue 24 item 3; decisions 069, 075),
 * without the schemas that validate them (school-texts.ts), so the pupil's first download stays
 * free of zod.
 */

/** The product's languages other than Japanese (spec §1 codes; the same list as i18n's SUPPORTED_LOCALES without ja). */
export const TRANSLATED_LOCALES = ['en', 'ch', 'sp', 'pt', 'ph', 'vi', 'id'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export type SchoolTextTranslations = Partial<Record<TranslatedLocale, { label?: string; remarks?: string }>>;

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
 * One questionnaire text (title, page title, question, option) for a pupil reading `locale`: as
 * `schoolText`, but only the school's own translations apply (decision 075: a question worded like
 * a standard health item is still the school's own text, so no built-in translation).
 */
export function questionnaireText(japanese: string, translations: SchoolTextTranslations | undefined, locale: string): SchoolTextShown {
  const shown = schoolText(japanese, translations, locale);
  if (shown.lang !== 'ja' && !translations?.[shown.lang]?.label) return { text: japanese, lang: 'ja', untranslated: true };
  return shown;
}
