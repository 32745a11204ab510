import { apiFetch } from '../../../lib/api-client.ts';
import type { SessionRole } from '../../../lib/session.ts';

/**
 * DELETE /api/students/sign_out or /api/teachers/sign_out: forgets this device's token on the
 * server. A failure is ignored: the browser forgets the credentials either way.
 */
export async function signOut(role: SessionRole): Promise<void> {
  const path = role === 'student' ? '/api/students/sign_out' : '/api/teachers/sign_out';
  try {
    await apiFetch(path, { method: 'DELETE', auth: true });
  } catch {
    // offline or already expired: logging out locally is what matters
  }
}
