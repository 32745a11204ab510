import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/**
 * The one query cache of the app. A 4xx answer is final (no retry: the server has said no);
 * a network error or 5xx is retried once before the screen shows the load-failure message.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
