/**
 * The browser build's module for the `i18next` package (an alias in vite.config.ts; decision
 * 015). The app translates with its own engine (`translator.ts`) and takes only types from
 * i18next; react-i18next imports one runtime function from it, `keyFromSelector`, which it
 * calls only for a selector-function key prefix (`useTranslation(ns, { keyPrefix: ($) => … })`).
 * Importing the real module would bundle all of i18next (15 KB gzip), as it builds its default
 * instance when loaded. This is that function: the dotted path the selector walks.
 */
const PATH = Symbol('path');

type PathProxy = { [PATH]: string[] } & { readonly [key: string]: PathProxy };

function pathProxy(path: string[]): PathProxy {
  return new Proxy({} as PathProxy, {
    get: (_target, key) => (key === PATH ? path : pathProxy([...path, String(key)])),
  });
}

/** `($) => $.student.login` → 'student.login' (one namespace here, so no `ns:` prefix). */
export function keyFromSelector(selector: (root: PathProxy) => PathProxy, options?: { keySeparator?: string }): string {
  return selector(pathProxy([]))[PATH].join(options?.keySeparator || '.');
}
