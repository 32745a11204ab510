import { changeSchoolSchema, type ChangeSchool } from '@sukoyaka/contracts/local-government';
import type { OrganizationState } from '@sukoyaka/contracts/organizations';
import { useSyncExternalStore } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import { readSession, saveSession, type Session } from '../../../lib/session.ts';
import { readOrganizationState, saveOrganizationState } from './organization-state.ts';

/**
 * "Access school accounts" (spec §2 /local_governments/schools, organization/change_school; decision
 * 028/029): the board user's session is set aside under `boardAccess` and a teacher-type session of
 * the school (board rights) takes its place, so the school's teacher screens work unchanged. Ending
 * the access tells the API, then puts the board session and organisation state back.
 */
export interface BoardAccess {
  /** The board user's own session, restored when the access ends. */
  board: Session;
  organization: OrganizationState;
  schoolCode: string;
  schoolName: string;
}

const KEY = 'boardAccess';
const CHANGE_EVENT = 'sukoyaka:board-access';

function storageOf(persistent: boolean): Storage | null {
  try {
    return persistent ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

let cached: { text: string | null; value: BoardAccess | null } = { text: null, value: null };

let switching = false;

/**
 * True while a school access starts or ends: the stored session has already changed but the
 * navigation to the other side has not happened yet, so a layout must wait (show its loading
 * screen) instead of sending the user to its login.
 */
export function boardAccessSwitching(): boolean {
  return switching;
}

/** Marks the switch as running or done (the hooks clear it once the navigation has happened). */
export function setBoardAccessSwitching(on: boolean): void {
  switching = on;
}

/** The running school access, or null. Only while the stored session is the access's teacher session. */
export function readBoardAccess(): BoardAccess | null {
  const session = readSession();
  if (!session || session.role === 'local_government') return null;
  const text = storageOf(session.isPersistentLogin)?.getItem(KEY) ?? null;
  if (text !== cached.text) {
    let value: BoardAccess | null;
    try {
      value = text ? (JSON.parse(text) as BoardAccess) : null;
    } catch {
      value = null;
    }
    cached = { text, value };
  }
  return cached.value?.schoolCode === session.schoolCode ? cached.value : null;
}

/**
 * POST /api/local_governments/organization/change_school {schoolId}: stores the school's
 * board-access session (token headers as at sign-in) and keeps the board's for the way back.
 * @throws ApiError (404 a school of another organisation, 401 → login) or when no board state is stored.
 */
export async function startBoardAccess(schoolId: number): Promise<ChangeSchool> {
  const board = readSession();
  const organization = readOrganizationState();
  if (!board || board.role !== 'local_government' || !organization) throw new ApiError(401, [i18n.t('common.error.generic')]);
  const { data, headers } = await apiFetch('/api/local_governments/organization/change_school', {
    method: 'POST',
    body: { schoolId },
    schema: changeSchoolSchema,
  });
  switching = true;
  // Replaces the stored credentials (and clears boardAccess/organizationState with them) first.
  saveSessionFromHeaders(headers, 'teacher', board.isPersistentLogin, data.schoolCode);
  const record: BoardAccess = { board, organization, schoolCode: data.schoolCode, schoolName: data.schoolName };
  storageOf(board.isPersistentLogin)?.setItem(KEY, JSON.stringify(record));
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return data;
}

/**
 * Ends the school access: DELETE /api/teachers/board_access (a failure is ignored: the browser
 * forgets the access token either way), then the board session and organisation state come back.
 * Resolves to false when no access was running.
 */
export async function endBoardAccess(): Promise<boolean> {
  const access = readBoardAccess();
  if (!access) return false;
  try {
    await apiFetch('/api/teachers/board_access', { method: 'DELETE' });
  } catch {
    // expired or offline: the board session is restored anyway
  }
  switching = true;
  saveSession(access.board);
  saveOrganizationState(access.organization);
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

function subscribe(onChange: () => void): () => void {
  for (const name of [CHANGE_EVENT, 'sukoyaka:session', 'storage']) window.addEventListener(name, onChange);
  return () => {
    for (const name of [CHANGE_EVENT, 'sukoyaka:session', 'storage']) window.removeEventListener(name, onChange);
  };
}

/** React hook: the running school access (for the teacher layout's banner), or null. */
export function useBoardAccess(): BoardAccess | null {
  return useSyncExternalStore(subscribe, readBoardAccess, () => null);
}
