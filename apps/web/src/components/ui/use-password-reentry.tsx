import { useState, type ReactNode } from 'react';
import { needsReentry, readConfirmToken, saveConfirmToken } from '../../lib/confirm-token.ts';
import { PasswordReentryModal } from './password-reentry-modal.tsx';

export interface PasswordReentryRunner<T> {
  /**
   * Runs `task(item)` now, or, when `needsToken` and no confirm token is stored, asks for the
   * password first and then runs it. A refusal for want of re-entry (403, token lapsed) forgets
   * the token, asks again and runs it once more after the password.
   */
  start: (item: T, needsToken: boolean) => void;
  /** The re-entry modal; render it once on the page. */
  modal: ReactNode;
}

/**
 * Password re-entry on demand (spec §4, decision 022) for an action that may need the confirm
 * token, e.g. the download of a bullying survey's answers from a page that is not a bullying page.
 * `task` sends the stored token (confirmHeaders) and reports its own errors (e.g. a mutation's
 * error state); only the refusal for want of re-entry is handled here. Closing the modal (its ×
 * named `closeLabel`) cancels.
 */
export function usePasswordReentry<T>(task: (item: T) => Promise<unknown>, closeLabel: string): PasswordReentryRunner<T> {
  const [pending, setPending] = useState<{ item: T } | null>(null);
  function attempt(item: T) {
    task(item).catch((error: unknown) => {
      if (!needsReentry(error)) return;
      saveConfirmToken(null);
      setPending({ item });
    });
  }
  function confirmed() {
    if (pending) attempt(pending.item);
    setPending(null);
  }
  return {
    start: (item, needsToken) => (needsToken && !readConfirmToken() ? setPending({ item }) : attempt(item)),
    modal: <PasswordReentryModal opened={pending !== null} onClose={() => setPending(null)} onConfirmed={confirmed} closeLabel={closeLabel} />,
  };
}
