import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, loginPathFor, readSession } from '../../../lib/session.ts';
import { signOutParent } from '../api/sign-out.ts';

/**
 * Parent logout (spec §4 "Logout clears tokens and state and redirects", §8 forced logout when
 * the profile fetch is refused): tells the API to forget this device's token, clears the stored
 * credentials and cached data, then opens /{school_code}/parent/login.
 */
export function useParentSignOut(schoolCode: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    if (readSession()?.role === 'parent') await signOutParent();
    clearSession();
    queryClient.clear();
    setPending(false);
    await navigate(loginPathFor('parent', schoolCode), { replace: true });
  }, [navigate, queryClient, schoolCode]);
  return { signOut: run, pending };
}
