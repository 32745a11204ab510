import type { OrganizationState } from '@sukoyaka/contracts/organizations';
import { useSyncExternalStore } from 'react';
import { readSession } from '../../../lib/session.ts';

/**
 * The stored organisation state (spec §3 organizationState: id, name, localGovernment.name), kept
 * under the key `organizationState` beside the board user's session credentials (local storage when
 * they kept themselves logged in, else session storage). Its presence is what lets a board page open
 * (spec §2: without it every path but login and the password pages goes to the login); logout and a
 * 401 clear it with the credentials (lib/session.ts SESSION_ITEMS).
 */
const KEY = 'organizationState';
const CHANGE_EVENT = 'sukoyaka:organization';

function storages(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return []; // storage disabled: no state, the guard sends the user to the login
  }
}

function parse(text: string | null): OrganizationState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OrganizationState> | null;
    if (typeof value?.id !== 'number' || typeof value.name !== 'string' || typeof value.localGovernment?.name !== 'string') return null;
    return { id: value.id, name: value.name, localGovernment: { name: value.localGovernment.name } };
  } catch {
    return null;
  }
}

let cached: { text: string | null; state: OrganizationState | null } = { text: null, state: null };

/** The stored organisation state, or null (none stored, unreadable, or no board session). */
export function readOrganizationState(): OrganizationState | null {
  if (readSession()?.role !== 'local_government') return null;
  const text =
    storages()
      .map((s) => s.getItem(KEY))
      .find((v) => v !== null) ?? null;
  if (text !== cached.text) cached = { text, state: parse(text) };
  return cached.state;
}

/** Stores the organisation state in the board session's storage (after sign-in, or a fresh organization/me). */
export function saveOrganizationState(state: OrganizationState): void {
  const session = readSession();
  const list = storages();
  const target = session?.isPersistentLogin ? list[1] : list[0];
  if (!target) return;
  for (const s of list) s.removeItem(KEY);
  target.setItem(KEY, JSON.stringify(state));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('sukoyaka:session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('sukoyaka:session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** React hook: the stored organisation state, re-rendering when it or the session changes. */
export function useOrganizationState(): OrganizationState | null {
  return useSyncExternalStore(subscribe, readOrganizationState, () => null);
}
