import { Loader, Stack, Text } from '@mantine/core';
import { googleSignInErrorOf } from '@sukoyaka/contracts/google-sign-in';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { signInStudentWithGoogle } from '../api/google-sign-in.ts';

export interface GoogleSignInFinishProps {
  schoolCode: string;
  /** The one-time code /auth passed as ?token= (decision 014). */
  token: string;
  onSignedIn: () => void;
  /** Called when the code was refused, with the message shown; the page drops ?token=. */
  onFailed: (message: string) => void;
}

/**
 * Finishes a Google sign-in on the login page (spec §2 /auth → /{state}/student/login?token=…):
 * exchanges the code once — it is single-use, so a re-render or React's development double
 * effect must not send it twice — then goes on, or reports the API's Japanese message.
 */
export function GoogleSignInFinish({ schoolCode, token, onSignedIn, onFailed }: GoogleSignInFinishProps) {
  const { t } = useTranslation();
  const sent = useRef<string | null>(null);
  const exchange = useMutation({ mutationFn: signInStudentWithGoogle });

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    exchange.mutate(
      { schoolCode, accessToken: token },
      {
        onSuccess: onSignedIn,
        onError: (error) => onFailed(isApiError(error) ? (error.errors[0] ?? t('common.error.generic')) : t('common.error.network')),
      },
    );
  }, [token, schoolCode, exchange, onSignedIn, onFailed, t]);

  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Loader aria-hidden="true" />
      <Text size="lg">{t('student.login.google.signingIn')}</Text>
    </Stack>
  );
}

/** The message for ?google_error= (the callback's reason), or none for an unknown value. */
export function GoogleSignInErrorAlert({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  const known = googleSignInErrorOf(reason);
  if (!known) return null;
  return <ErrorAlert messages={[t(`student.login.google.errors.${known}`)]} />;
}
