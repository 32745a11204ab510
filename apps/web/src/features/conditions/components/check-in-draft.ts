import type { ConditionValue } from '@sukoyaka/contracts/conditions';

/**
 * The half-done check-in of this tab (issue 3 "a half-filled form loses nothing"): the こころ answer
 * chosen before the からだ question, kept in sessionStorage for the same student and day so a reload
 * or a detour can resume it.
 */
export interface CheckInDraft {
  uid: string;
  date: string;
  mental: ConditionValue;
}

const KEY = 'checkInDraft';

/** The stored draft of `uid` for `date`, or null. */
export function readCheckInDraft(uid: string | undefined, date: string): CheckInDraft | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as CheckInDraft | null;
    return draft && draft.uid === uid && draft.date === date && typeof draft.mental === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/** Stores the draft, or forgets it with null. */
export function writeCheckInDraft(draft: CheckInDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the check-in still works, it just cannot resume after a reload.
  }
}
