import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredPage } from '../components/layouts/centered-page.tsx';
import { ErrorView } from '../components/ui/error-view.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { NotFoundView } from '../components/ui/not-found-view.tsx';
import { ApiError } from '../lib/api-error.ts';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { reportError } from '../lib/monitoring.ts';

/** A thrown error the router caught, not an answer it was meant to give (404, an API refusal). */
const isUnexpected = (error: unknown) => !isRouteErrorResponse(error) && !(error instanceof ApiError) && !isChunkLoadError(error);

/**
 * The router's error screen (spec §2, §8): 404 for unknown routes, failed route validation and
 * unsupported languages; a failed code-chunk load reloads the page (at most once a minute, else
 * the load-failure screen); any other error shows ERROR with its status (default 500) and message,
 * and an unexpected one is reported to monitoring (lib/monitoring.ts).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // An unexpected error goes to monitoring when it runs (decision 065), once per error.
  useEffect(() => {
    if (isUnexpected(error)) reportError(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <CenteredPage width={640}>
        <NotFoundView />
      </CenteredPage>
    );
  }
  if (isChunkLoadError(error)) {
    if (reloadForChunkError()) return <LoadingScreen />;
    return (
      <CenteredPage width={640}>
        <LoadFailure order={1} />
      </CenteredPage>
    );
  }

  let status = 500;
  let messages: string[] = [];
  if (isRouteErrorResponse(error)) {
    status = error.status;
    if (typeof error.data === 'string' && error.data) messages = [error.data];
  } else if (error instanceof ApiError) {
    status = error.status || 500;
    messages = error.errors;
  } else {
    console.error(error);
  }
  return (
    <CenteredPage width={640}>
      <ErrorView status={status} messages={messages} />
    </CenteredPage>
  );
}
