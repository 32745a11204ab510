import { ch } from './locales/ch.ts';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';
import { ja, type Messages } from './locales/ja.ts';
import { ph } from './locales/ph.ts';
import { pt } from './locales/pt.ts';
import { sp } from './locales/sp.ts';
import { vi } from './locales/vi.ts';
import type { SupportedLocale } from './locales-meta.ts';

export { DEFAULT_LOCALE, isSupportedLocale, LOCALE_HTML_LANG, LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, type SupportedLocale } from './locales-meta.ts';
export type { Messages } from './locales/ja.ts';
export { loadMessages } from './loaders.ts';

/**
 * Every locale's messages in i18next's resource shape (spec §1). Japanese is the source; the
 * others are typed `Messages`, so they have exactly its keys. The web app imports single locales
 * through `@sukoyaka/i18n/loaders` instead, to keep its first download small.
 */
export const resources: Record<SupportedLocale, { translation: Messages }> = {
  ja: { translation: ja },
  en: { translation: en },
  ch: { translation: ch },
  sp: { translation: sp },
  pt: { translation: pt },
  ph: { translation: ph },
  vi: { translation: vi },
  id: { translation: id },
};
