import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredPage } from '../components/layouts/centered-page.tsx';
import { ErrorView } from '../components/ui/error-view.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { NotFoundView } from '../components/ui/not-found-view.tsx';
import { ApiError } from '../lib/api-error.ts';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';

/**
 * The router's error screen (spec §2, §8): 404 for unknown routes, failed route validation and
 * unsupported languages; a failed code-chunk load reloads the page (at most once a minute, else
 * the load-failure screen); any other error shows ERROR with its status (default 500) and message.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

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
