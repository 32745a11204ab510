import { Loader, Stack, Text } from '@mantine/core';
import { oidcSignInErrorOf, STUDENT_SIGN_IN_PROVIDERS, type StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { signInStudentWithProvider } from '../api/oidc-sign-in.ts';

export interface OidcSignInFinishProps {
  provider: StudentSignInProvider;
  schoolCode: string;
  /** The one-time code /auth passed as ?token= (decisions 014, 034). */
  token: string;
  onSignedIn: () => void;
  /** Called when the code was refused, with the message shown; the page drops ?token=. */
  onFailed: (message: string) => void;
}

/**
 * Finishes a Google or Microsoft sign-in on the login page (spec §2 /auth →
 * /{state}/student/login?token=…[&provider=microsoft]): exchanges the code once — it is
 * single-use, so a re-render or React's development double effect must not send it twice — then
 * goes on, or reports the API's Japanese message.
 */
export function OidcSignInFinish({ provider, schoolCode, token, onSignedIn, onFailed }: OidcSignInFinishProps) {
  const { t } = useTranslation();
  const sent = useRef<string | null>(null);
  const exchange = useMutation({ mutationFn: (body: { schoolCode: string; accessToken: string }) => signInStudentWithProvider(provider, body) });

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
      <Text size="lg">{t(`signInProviders.${provider}.signingIn`)}</Text>
    </Stack>
  );
}

/**
 * The message for ?google_error= / ?microsoft_error= (the callback's reason), or none for an
 * unknown value. `search` is the login page's query.
 */
export function OidcSignInErrorAlert({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation();
  const messages = STUDENT_SIGN_IN_PROVIDERS.flatMap((provider) => {
    const known = oidcSignInErrorOf(search.get(`${provider}_error`));
    return known ? [t(`signInProviders.${provider}.errors.${known}`)] : [];
  });
  return <ErrorAlert messages={messages} />;
}
