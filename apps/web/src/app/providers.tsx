import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
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
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
