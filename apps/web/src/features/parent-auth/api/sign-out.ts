import { apiFetch } from '../../../lib/api-client.ts';

/**
 * DELETE /api/parents/sign_out: forgets this device's token on the server. A failure is ignored:
 * the browser forgets the credentials either way (spec §4 "Logout clears tokens and state").
 */
export async function signOutParent(): Promise<void> {
  try {
    await apiFetch('/api/parents/sign_out', { method: 'DELETE' });
  } catch {
    // offline or already expired: logging out locally is what matters
  }
}
