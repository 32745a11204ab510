import { apiFetch } from '../../../lib/api-client.ts';
import type { SessionRole } from '../../../lib/session.ts';

/** The sign-out path of each session role (admin teachers are teachers). */
const SIGN_OUT_PATHS: Record<SessionRole, string> = {
  student: '/api/students/sign_out',
  teacher: '/api/teachers/sign_out',
  admin: '/api/teachers/sign_out',
  parent: '/api/parents/sign_out',
  local_government: '/api/local_governments/sign_out',
};

/**
 * DELETE /api/{students,teachers,parents}/sign_out: forgets this device's token on the server.
 * A failure is ignored: the browser forgets the credentials either way.
 */
export async function signOut(role: SessionRole): Promise<void> {
  const path = SIGN_OUT_PATHS[role];
  try {
    await apiFetch(path, { method: 'DELETE', auth: true });
  } catch {
    // offline or already expired: logging out locally is what matters
  }
}
