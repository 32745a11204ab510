import type { i18n as I18next, TFunction } from 'i18next';

/** Nested messages of one language: the `Messages` shape of @sukoyaka/i18n (strings at the leaves). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

type Listener = (...args: unknown[]) => void;
type TranslateOptions = { defaultValue?: string; [name: string]: unknown };

/**
 * The translation engine behind react-i18next (docs/decisions/015). It implements the part of
 * i18next's instance that react-i18next 18 and this app use, so components keep `useTranslation`
 * and the typed `t()` (types still come from i18next), while pupils' devices skip i18next's
 * runtime (15 KB gzip of the first download):
 * - dotted keys into nested messages (`student.login.title`), one namespace (`translation`);
 * - `{{name}}` interpolation, not escaped (React escapes); a missing value becomes '';
 * - the fallback language when a key is missing, then the key itself;
 * - `changeLanguage` with the `languageChanged` event (react-i18next re-renders on it);
 * - `addResourceBundle` with deep merge (a language's staff namespaces join it later).
 * Not supported, because no message uses them: plurals, context, nesting ($t), formatters.
 */
export interface Translator {
  language: string;
  languages: readonly string[];
  resolvedLanguage: string;
  readonly isInitialized: true;
  readonly options: { defaultNS: 'translation'; fallbackLng: string; ns: string[]; react: Record<string, unknown> };
  readonly services: Record<string, never>;
  readonly store: { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void };
  t: TFunction;
  /** react-i18next's `t` for one language (and optional key prefix); `lng` null means the current one. */
  getFixedT(lng?: string | null, ns?: unknown, keyPrefix?: string): TFunction;
  changeLanguage(lng: string): Promise<TFunction>;
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, messages: MessageTree, deep?: boolean, overwrite?: boolean): Translator;
  getResourceBundle(lng: string, ns: string): MessageTree | undefined;
  hasLoadedNamespace(ns: string | readonly string[]): boolean;
  loadNamespaces(ns: unknown, callback?: () => void): Promise<void>;
  loadLanguages(lng: unknown, callback?: () => void): Promise<void>;
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  once(event: string, listener: Listener): void;
}

/** Creates a translator showing `lng`, falling back to `fallbackLng`, with `resources` loaded. */
export function createTranslator(config: { lng: string; fallbackLng: string; resources: Record<string, MessageTree> }): Translator {
  const bundles = new Map<string, MessageTree>(Object.entries(config.resources));
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };

  const lookup = (lng: string, key: string): string | undefined => {
    let node: string | MessageTree | undefined = bundles.get(lng);
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };

  const translate = (lng: string, keyPrefix: string | undefined, key: unknown, optionsOrDefault?: TranslateOptions | string): string => {
    // i18next's short form t(key, 'default text').
    const options = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : optionsOrDefault;
    const keys = (Array.isArray(key) ? key : [key]).map((k) => (keyPrefix ? `${keyPrefix}.${String(k)}` : String(k)));
    for (const k of keys) {
      for (const l of lng === config.fallbackLng ? [lng] : [lng, config.fallbackLng]) {
        const message = lookup(l, k);
        if (message !== undefined) return interpolate(message, options);
      }
    }
    return options?.defaultValue ?? keys[keys.length - 1] ?? '';
  };

  const fixedT = (lng: string | null | undefined, keyPrefix?: string): TFunction =>
    ((key: unknown, options?: TranslateOptions | string) => translate(lng ?? translator.language, keyPrefix, key, options)) as unknown as TFunction;

  const on = (event: string, listener: Listener) => {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
  };
  const off = (event: string, listener: Listener) => void listeners.get(event)?.delete(listener);

  const translator: Translator = {
    language: config.lng,
    languages: languagesOf(config.lng, config.fallbackLng),
    resolvedLanguage: config.lng,
    isInitialized: true,
    options: { defaultNS: 'translation', fallbackLng: config.fallbackLng, ns: ['translation'], react: {} },
    services: {},
    // react-i18next subscribes to store events only when told to (bindI18nStore); none are sent.
    store: { on: () => undefined, off: () => undefined },
    t: fixedT(null),
    getFixedT: (lng, _ns, keyPrefix) => fixedT(lng, keyPrefix),
    async changeLanguage(lng) {
      if (lng !== translator.language) {
        translator.language = lng;
        translator.resolvedLanguage = lng;
        translator.languages = languagesOf(lng, config.fallbackLng);
        emit('languageChanged', lng);
      }
      return translator.t;
    },
    hasResourceBundle: (lng) => bundles.has(lng),
    addResourceBundle(lng, _ns, messages, deep = false) {
      const current = bundles.get(lng);
      bundles.set(lng, deep && current ? deepMerge(current, messages) : messages);
      return translator;
    },
    getResourceBundle: (lng) => bundles.get(lng),
    // Messages are added before the language switches (applyLocale), so every namespace is ready.
    hasLoadedNamespace: () => true,
    loadNamespaces: async (_ns, callback) => callback?.(),
    loadLanguages: async (_lng, callback) => callback?.(),
    on,
    off,
    once(event, listener) {
      const wrapped: Listener = (...args) => {
        off(event, wrapped);
        listener(...args);
      };
      on(event, wrapped);
    },
  };
  return translator;
}

/**
 * The translator typed as the i18next instance react-i18next's API expects. It is not a whole
 * i18next (no plugins, backends, formatters); react-i18next uses only what `Translator` has.
 */
export function asI18next(translator: Translator): I18next {
  return translator as unknown as I18next;
}

function languagesOf(lng: string, fallbackLng: string): readonly string[] {
  return lng === fallbackLng ? [lng] : [lng, fallbackLng];
}

/**
 * Replaces `{{name}}` (spaces allowed) with `values.name`, as i18next does: a value passed as
 * undefined or null becomes '', a name not passed at all stays `{{name}}` (a visible mistake).
 */
function interpolate(message: string, values?: TranslateOptions): string {
  if (!message.includes('{{')) return message;
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    if (!values || !Object.prototype.hasOwnProperty.call(values, name)) return match;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** `base` with `extra`'s leaves added or replaced, recursively (neither argument is changed). */
function deepMerge(base: MessageTree, extra: MessageTree): MessageTree {
  const out: { [key: string]: string | MessageTree } = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}
