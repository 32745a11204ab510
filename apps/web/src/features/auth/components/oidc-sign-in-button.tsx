import { Button } from '@mantine/core';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { startOidcSignIn } from '../api/oidc-sign-in.ts';

export interface OidcSignInButtonProps {
  provider: StudentSignInProvider;
  schoolCode: string;
  /** The form's keep-logged-in choice, applied when the student comes back signed in. */
  isPersistentLogin: boolean;
}

/** Google's "G", drawn in its four colours (decorative: the button says what it does). */
function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** Microsoft's four squares (decorative). */
function MicrosoftMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#F25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
      <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
      <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
    </svg>
  );
}

const MARKS: Record<StudentSignInProvider, ComponentType> = { google: GoogleMark, microsoft: MicrosoftMark };

/**
 * 「Googleでログイン」/「Microsoftでログイン」 under the student login form (spec §2 Student login
 * "sign in with Google"; decisions 014, 034). Shown for the providers the school info lists.
 */
export function OidcSignInButton({ provider, schoolCode, isPersistentLogin }: OidcSignInButtonProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const Mark = MARKS[provider];
  return (
    <Button
      variant="default"
      size="lg"
      fullWidth
      // Some languages' label is longer than a phone's width: it wraps instead of being cut off.
      h="auto"
      mih={50}
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      leftSection={<Mark />}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        startOidcSignIn(provider, schoolCode, isPersistentLogin);
      }}
    >
      {t(`signInProviders.${provider}.button`)}
    </Button>
  );
}
