import { useSyncExternalStore } from 'react';

/** localStorage key of the device's furigana choice ('on' / 'off'); unset means the default. */
export const FURIGANA_STORAGE_KEY = 'furigana';
const CHANGE_EVENT = 'sukoyaka:furigana';

function read(): string | null {
  try {
    return window.localStorage.getItem(FURIGANA_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FURIGANA_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The furigana switch of the student header (issue 3): the choice made on this device, else
 * `byDefault`. Saved in localStorage so the next visit keeps it.
 */
export function useFurigana(byDefault: boolean): [boolean, (on: boolean) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const on = stored === null ? byDefault : stored === 'on';
  const set = (next: boolean) => {
    try {
      window.localStorage.setItem(FURIGANA_STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return [on, set];
}
