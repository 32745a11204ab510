import { data } from 'react-router';

/** A 404 thrown from a loader: the error boundary shows the not-found page (spec §2). */
export function notFound(): never {
  throw data(null, { status: 404 });
}
