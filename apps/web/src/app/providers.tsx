import { MantineProvider, mergeThemeOverrides, PasswordInput, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/**
 * Text colours darkened to pass WCAG AA (4.5:1) on white and on the light button tints: Mantine's
 * "dimmed" grey (3.3:1), error red (3.3:1) and the text of `light` buttons.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-green-light-color': '#1b5e20',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#6b4300',
  },
  dark: {},
});

export interface AppProvidersProps {
  children: ReactNode;
}

/** The app-wide providers: translations, data cache and the Mantine theme (light scheme only). */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeInLanguage>{children}</ThemeInLanguage>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The Mantine theme with the texts Mantine writes itself in the reader's language: the password
 * fields' show/hide button was "Toggle password visibility" on Japanese pages (issue 24 item 10).
 */
function ThemeInLanguage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const showPassword = t('common.showPassword');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPassword } } }) },
      }),
    [showPassword],
  );
  return (
    <MantineProvider theme={localized} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
