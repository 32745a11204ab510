/**
 * Locale codes of spec §1: the product's own short codes (ch = Simplified Chinese, sp = Spanish,
 * ph = Filipino), not BCP 47 tags. Japanese is the default and the fallback.
 */
export const SUPPORTED_LOCALES = ['ja', 'en', 'ch', 'sp', 'pt', 'ph', 'vi', 'id'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The default and fallback language (spec §1). */
export const DEFAULT_LOCALE: SupportedLocale = 'ja';

/** True when `value` is one of the eight supported locale codes (spec §5: else a 404 page). */
export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Each language's name in its own language, for the language switch. */
export const LOCALE_NATIVE_NAMES: Record<SupportedLocale, string> = {
  ja: '日本語',
  en: 'English',
  ch: '中文（简体）',
  sp: 'Español',
  pt: 'Português',
  ph: 'Filipino',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

/** The BCP 47 tag of each locale, for `<html lang>` and `Intl` formatting. */
export const LOCALE_HTML_LANG: Record<SupportedLocale, string> = {
  ja: 'ja',
  en: 'en',
  ch: 'zh-Hans',
  sp: 'es',
  pt: 'pt',
  ph: 'fil',
  vi: 'vi',
  id: 'id',
};
