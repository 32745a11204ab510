import type { FormValues } from '../healthcheck-form.ts';

/**
 * The half-filled health observation of this tab (issue 3 "a half-filled form loses nothing the
 * student entered"), kept in sessionStorage for the same student and day.
 */
export interface HealthcheckDraft {
  uid: string;
  date: string;
  values: FormValues;
}

const KEY = 'healthcheckDraft';

/** The draft values of `uid` for `date`, or null. */
export function readHealthcheckDraft(uid: string | undefined, date: string): FormValues | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as HealthcheckDraft | null;
    return draft && draft.uid === uid && draft.date === date && typeof draft.values === 'object' ? draft.values : null;
  } catch {
    return null;
  }
}

/** Stores the draft. */
export function writeHealthcheckDraft(draft: HealthcheckDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the form still works, it just cannot survive a reload.
  }
}

/** Forgets the draft (after it was registered, skipped, or the student started again). */
export function clearHealthcheckDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
