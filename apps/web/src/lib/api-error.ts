/**
 * A failed API call (architecture "Request path": the envelope `{ errors, fieldErrors? }`).
 * `status` is the HTTP status, or 0 when no response arrived (offline, server down).
 * `errors` are the server's Japanese sentences for the user, ready to show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, errors: string[], fieldErrors: Record<string, string[]> = {}) {
    super(errors.join('\n') || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fieldErrors = fieldErrors;
  }

  /** True when no HTTP response arrived at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The lines an error box shows for a failed call (spec §8 "an alert shows the server messages"):
 * none without an error, the server's Japanese sentences for an ApiError, else `fallback` (the
 * generic エラーが発生しました。…).
 */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (!error) return [];
  return error instanceof ApiError ? error.errors : [fallback];
}
