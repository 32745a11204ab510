import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, loginPathFor, readSession, type SessionRole } from '../../../lib/session.ts';
import { signOut } from '../api/sign-out.ts';

/**
 * Logout (spec §4 "Logout clears tokens and state and redirects"): tells the API to forget this
 * device's token, clears the stored credentials and cached data, then opens the role's login
 * (admin teachers /admin/login, spec §2). `fallbackRole` is used when no session is stored.
 */
export function useSignOut(fallbackRole: SessionRole, fallbackSchoolCode?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    const session = readSession();
    const role = session?.role ?? fallbackRole;
    const schoolCode = session?.schoolCode ?? fallbackSchoolCode;
    setPending(true);
    if (session) await signOut(role);
    clearSession();
    queryClient.clear();
    setPending(false);
    await navigate(loginPathFor(role, schoolCode), { replace: true });
  }, [fallbackRole, fallbackSchoolCode, navigate, queryClient]);
  return { signOut: run, pending };
}
