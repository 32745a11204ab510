import { useSyncExternalStore } from 'react';
import { clearOfflineCopies } from './offline-copy.ts';
import { paths } from './paths.ts';

/**
 * Browser-held session credentials (spec §3 "Session credentials"; architecture "Auth contract").
 * Sign-in returns access-token, client, uid, expiry and schoolCode as response headers; they are kept
 * in localStorage when the user ticks keep-logged-in (isPersistentLogin), otherwise in
 * sessionStorage, under the spec's own key names. `role` records which login the session came
 * from so a 401 or a logout returns to the right login page (spec §2, §6). A parent's session
 * (docs/decisions/005-parent-sign-in.md) returns to /{school_code}/parent/login.
 */
export type SessionRole = 'student' | 'teacher' | 'admin' | 'parent' | 'local_government';

export interface Session {
  accessToken: string;
  client: string;
  uid: string;
  expiry: string | null;
  schoolCode: string;
  role: SessionRole;
  isPersistentLogin: boolean;
}

const KEYS = {
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
  expiry: 'expiry',
  schoolCode: 'schoolCode',
  role: 'role',
  isPersistentLogin: 'isPersistentLogin',
} as const;
/** Other per-session items the spec keeps in storage (§3); cleared with the credentials. */
const SESSION_ITEMS = ['teacherState', 'organizationState', 'boardAccess', 'latestParams', 'confirm_token', 'isGoogleLogin'] as const;

const CHANGE_EVENT = 'sukoyaka:session';
const ROLES: readonly SessionRole[] = ['student', 'teacher', 'admin', 'parent', 'local_government'];

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the app then works without a saved session.
    return null;
  }
}

function readFrom(storage: Storage | null): Session | null {
  if (!storage) return null;
  const accessToken = storage.getItem(KEYS.accessToken);
  const client = storage.getItem(KEYS.client);
  const uid = storage.getItem(KEYS.uid);
  const schoolCode = storage.getItem(KEYS.schoolCode);
  const role = storage.getItem(KEYS.role) as SessionRole | null;
  if (!accessToken || !client || !uid || !role || !ROLES.includes(role)) return null;
  // A board user (local_government) has no school: its schoolCode is ''.
  if (!schoolCode && !(role === 'local_government' && schoolCode === '')) return null;
  return {
    accessToken,
    client,
    uid,
    schoolCode: schoolCode ?? '',
    role,
    expiry: storage.getItem(KEYS.expiry),
    isPersistentLogin: storage.getItem(KEYS.isPersistentLogin) === 'true',
  };
}

let cached: { key: string; session: Session | null } | null = null;

/** The current session: sessionStorage first (this tab), then localStorage (kept logged in). */
export function readSession(): Session | null {
  const session = readFrom(safeStorage('session')) ?? readFrom(safeStorage('local'));
  // useSyncExternalStore needs a stable object while nothing changed.
  const key = JSON.stringify(session);
  if (cached?.key !== key) cached = { key, session };
  return cached.session;
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Stores a new session in local or session storage (isPersistentLogin), replacing any other. */
export function saveSession(session: Session): void {
  clearSession({ silent: true });
  const storage = safeStorage(session.isPersistentLogin ? 'local' : 'session');
  if (storage) {
    storage.setItem(KEYS.accessToken, session.accessToken);
    storage.setItem(KEYS.client, session.client);
    storage.setItem(KEYS.uid, session.uid);
    if (session.expiry) storage.setItem(KEYS.expiry, session.expiry);
    storage.setItem(KEYS.schoolCode, session.schoolCode);
    storage.setItem(KEYS.role, session.role);
    storage.setItem(KEYS.isPersistentLogin, String(session.isPersistentLogin));
  }
  notify();
}

/**
 * Records that the current session came from "sign in with Google" (spec §3 stored item
 * isGoogleLogin), next to the credentials so a logout clears it with them.
 */
export function markGoogleLogin(): void {
  const session = readSession();
  if (session) safeStorage(session.isPersistentLogin ? 'local' : 'session')?.setItem('isGoogleLogin', 'true');
}

/** Changes the role of the stored session (a teacher whose profile says admin becomes 'admin'). */
export function updateSessionRole(role: SessionRole): void {
  const session = readSession();
  if (!session || session.role === role) return;
  safeStorage(session.isPersistentLogin ? 'local' : 'session')?.setItem(KEYS.role, role);
  notify();
}

/**
 * Forgets the credentials and per-session items in both storages (spec §4 "Logout clears tokens
 * and state", §8 on 401). The chosen language (`locale`) is kept on purpose: a child who picked
 * their language should not lose it when a session expires.
 */
export function clearSession(options: { silent?: boolean } = {}): void {
  for (const storage of [safeStorage('local'), safeStorage('session')]) {
    if (!storage) continue;
    for (const key of [...Object.values(KEYS), ...SESSION_ITEMS]) storage.removeItem(key);
    clearOfflineCopies(storage);
  }
  if (!options.silent) notify();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab signed in or out
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** React hook: the current session, re-rendering on sign-in and sign-out (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

/**
 * The login page of a role (spec §2, §6): students to /{school_code}/student/login, admin teachers
 * to /admin/login, other teachers to /{school_code}/teacher/login, parents to
 * /{school_code}/parent/login, board users to /local_governments/login.
 */
export function loginPathFor(role: SessionRole, schoolCode: string | null | undefined): string {
  if (role === 'admin') return paths.adminLogin;
  if (role === 'local_government') return paths.board('login');
  if (!schoolCode) return role === 'student' || role === 'parent' ? '/' : paths.adminLogin;
  return `/${schoolCode}/${role}/login`;
}
