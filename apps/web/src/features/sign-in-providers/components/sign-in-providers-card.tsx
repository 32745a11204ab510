import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { STUDENT_SIGN_IN_PROVIDERS, type StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useSignInProviderSettings, useUpdateSignInProviderSettings } from '../hooks/use-sign-in-providers.ts';

/**
 * 児童生徒のログイン方法 on the board's settings page (issue 15 item 6, decision 034): which of
 * 「Googleでログイン」 and 「Microsoftでログイン」 the login pages of the board's schools show.
 * Ticking saves at once; a provider the server is not configured for says it will not be shown.
 */
export function SignInProvidersCard() {
  const { t } = useTranslation();
  const settings = useSignInProviderSettings();
  const update = useUpdateSignInProviderSettings();
  const chosen = update.isPending ? update.variables.providers : (settings.data?.providers ?? []);
  const failure = settings.error ?? update.error;

  const toggle = (provider: StudentSignInProvider, on: boolean) => {
    const next = STUDENT_SIGN_IN_PROVIDERS.filter((p) => (p === provider ? on : chosen.includes(p)));
    update.mutate({ providers: next });
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="sign-in-providers-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="sign-in-providers-title">
          {t('signInProviderSettings.title')}
        </Title>
        <Text size="sm" c="gray.8">
          {t('signInProviderSettings.lead')}
        </Text>
        {STUDENT_SIGN_IN_PROVIDERS.map((provider) => (
          <Checkbox
            key={provider}
            label={t(`signInProviderSettings.${provider}`)}
            description={settings.data && !settings.data.configured.includes(provider) ? t('signInProviderSettings.notConfigured') : undefined}
            checked={chosen.includes(provider)}
            disabled={!settings.data || update.isPending}
            onChange={(e) => toggle(provider, e.currentTarget.checked)}
          />
        ))}
        <Text size="sm" c="gray.7" role="status">
          {update.isSuccess ? t('signInProviderSettings.saved') : ''}
        </Text>
        <ErrorAlert error={failure} />
      </Stack>
    </Paper>
  );
}
