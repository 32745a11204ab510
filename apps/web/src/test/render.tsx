import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type DataRouter } from 'react-router';
import { theme } from '../app/theme.ts';
import { i18n } from '../lib/i18n.ts';

export interface RenderOptions {
  /** The URL the memory router starts at (default `/`). */
  route?: string;
  /** The route pattern the component is mounted under (default: the route itself). */
  path?: string;
}

export interface Rendered extends RenderResult {
  /** Types and clicks as a person does (pointer and keyboard events in order). */
  user: UserEvent;
  /** The data router: `router.state.location.pathname` tells where a link or a guard went. */
  router: DataRouter;
  /** This test's own query cache (retries off: a failed answer shows at once). */
  queryClient: QueryClient;
}

/**
 * Renders `ui` as the app does (decision 049): translations (Japanese, staff namespaces loaded by
 * the setup), a fresh query cache, the Mantine theme with the toast host, inside a data router
 * (so `useBlocker`, links and `useParams` work). Every other path renders `moved to <path>`.
 */
export function renderWithProviders(ui: ReactNode, { route = '/', path }: RenderOptions = {}): Rendered {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path ?? route.split('?')[0], element: ui },
      { path: '*', element: <MovedTo /> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, user: userEvent.setup(), router, queryClient };
}

function MovedTo() {
  return <p>moved to {useLocation().pathname}</p>;
}
