import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { jaCore, loadMessages } from '@sukoyaka/i18n/loaders';
import type { Messages } from '@sukoyaka/i18n/locales/ja';
import { DEFAULT_LOCALE, isSupportedLocale, LOCALE_HTML_LANG, type SupportedLocale } from '@sukoyaka/i18n/locales-meta';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** localStorage key of the chosen language (spec §1, §3 "locale"). */
export const LOCALE_STORAGE_KEY = 'locale';
/** Query parameter that selects a language (spec §1 "lang"). */
export const LOCALE_QUERY_PARAM = 'lang';

/**
 * The app's i18next instance (spec §1: Japanese by default, eight languages, fallback ja).
 * Japanese without the staff namespaces is bundled; the other seven languages, and Japanese's
 * staff namespaces, load on demand so a student's first screen stays small (docs/decisions/015).
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...Object.keys(LOCALE_HTML_LANG)],
  resources: { [DEFAULT_LOCALE]: { translation: jaCore } },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  if (isSupportedLocale(lng)) document.documentElement.lang = LOCALE_HTML_LANG[lng];
});

/** The current locale code. */
export function currentLocale(): SupportedLocale {
  return isSupportedLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The stored language, or null when none is stored (or storage is unavailable). */
export function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Forgets a stored language (used when it is not a supported one). */
export function forgetStoredLocale(): void {
  try {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing stored
  }
}

/** Loads a locale's messages if needed, then switches the UI to it. */
export async function applyLocale(locale: SupportedLocale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadMessages(locale));
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

let staffMessages: Promise<void> | null = null;

/**
 * Adds Japanese's staff namespaces (teacher, teacherStudents, teacherSettings, parent). Every route
 * of a teacher, admin or parent page awaits it in a loader, before the page renders. The other
 * languages always load whole, so only Japanese (also the fallback language) needs this.
 */
export function ensureStaffMessages(): Promise<void> {
  staffMessages ??= loadMessages(DEFAULT_LOCALE).then(
    (messages) => {
      i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', messages, true, true);
    },
    (error: unknown) => {
      staffMessages = null; // offline for a moment: the next navigation tries again
      throw error;
    },
  );
  return staffMessages;
}

/**
 * Chooses a language (spec §4 "Language: changing locale only if supported, stored
 * persistently"): stores it under `locale` and applies it. Unsupported codes are refused.
 */
export async function chooseLocale(locale: string): Promise<boolean> {
  if (!isSupportedLocale(locale)) return false;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage unavailable: the language still applies to this page
  }
  await applyLocale(locale);
  return true;
}

/**
 * The language a URL asks for (spec §1, §5): `?lang=` first, else the stored `locale`, else
 * Japanese. `valid: false` means the requested or stored code is not supported (→ 404 page).
 */
export function requestedLocale(url: URL): { locale: SupportedLocale; valid: boolean; fromQuery: boolean } {
  const fromQuery = url.searchParams.get(LOCALE_QUERY_PARAM);
  const candidate = fromQuery ?? storedLocale();
  if (candidate === null) return { locale: currentLocale(), valid: true, fromQuery: false };
  if (!isSupportedLocale(candidate)) return { locale: DEFAULT_LOCALE, valid: false, fromQuery: fromQuery !== null };
  return { locale: candidate, valid: true, fromQuery: fromQuery !== null };
}

/** The BCP 47 tag of the current locale, for `Intl` formatting. */
export function currentHtmlLang(): string {
  return LOCALE_HTML_LANG[currentLocale()];
}
