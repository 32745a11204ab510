import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PasswordReentryModal } from '../../../components/ui/password-reentry-modal.tsx';
import { readConfirmToken, subscribeConfirmToken } from '../../../lib/confirm-token.ts';
import { reentryBackPath } from '../lib/reentry.ts';

/**
 * Password re-entry before any bullying page (spec §2, §4; decision 022): without a stored
 * `confirm_token` the page shows only the re-entry modal (PasswordReentryModal). The right password
 * stores the token and shows the page; closing goes back by the spec's rule (reentryBackPath). A
 * page whose call is refused (token lapsed) forgets the token, so the modal comes back.
 */
export function PasswordReentry({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeConfirmToken, readConfirmToken, () => null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { school_code: schoolCode = '' } = useParams();
  if (token) return <>{children}</>;
  return <PasswordReentryModal opened onClose={() => navigate(reentryBackPath(schoolCode, pathname))} />;
}
