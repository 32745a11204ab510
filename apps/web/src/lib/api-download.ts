import { ApiError } from './api-error.ts';
import { authHeaders, envelopeOf, handleUnauthorized, type ApiRequestOptions } from './api-client.ts';
import { i18n } from './i18n.ts';

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''…` form first
 * (it carries Japanese names such as 心と身体の不調状況_261121_0805.xlsx), else the plain
 * `filename="…"`, else `fallback`.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a binary answer (spec §7 "blob" calls such as GET /api/teachers/students/report, or a
 * POST that answers a file such as sign_in_cards, `body` sent as JSON) with the session's credential headers. Empty query values are dropped (spec §5). A 401 clears the
 * session and goes to the role's login, like every other call (spec §8).
 * @throws ApiError with the server's messages (status 0 when offline).
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions<never>, 'query' | 'signal' | 'headers'> & { fallbackName: string; method?: 'GET' | 'POST'; body?: unknown },
): Promise<DownloadedFile> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      method: options.method ?? 'GET',
      headers: { ...authHeaders(), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [i18n.t('common.error.network')]);
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined; // not JSON: a generic message below
    }
    const envelope = envelopeOf(parsed);
    throw new ApiError(response.status, envelope?.errors.length ? envelope.errors : [i18n.t('common.error.generic')], envelope?.fieldErrors);
  }
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), options.fallbackName) };
}

/**
 * Hands a downloaded file to the browser's save flow under its name. The object URL lives a minute:
 * a browser that asks where to save (or scans the file) reads it after the click, and a URL revoked
 * before that ends in a failed download (issue 28 item 3).
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
