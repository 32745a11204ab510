import { isApiError } from '../../../lib/api-error.ts';

/** The messages of a failed call: the server's Japanese sentences, else the generic one. */
export function errorMessages(error: unknown, generic: string): string[] {
  if (!error) return [];
  return isApiError(error) ? error.errors : [generic];
}
