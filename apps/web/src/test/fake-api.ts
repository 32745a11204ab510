import { vi } from 'vitest';

/** One request the component sent: method, path (without the query), query and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a route answers: a status and a JSON body (`{ data }` or the error envelope). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Response headers, e.g. a sign-in's access-token, client, uid. */
  headers?: Record<string, string>;
}

type Handler = FakeAnswer | ((request: SentRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * The network edge of a component test (decision 049): `fetch` answers the listed routes
 * (`'POST /api/parents/attendances'`) with the API's shapes — `{ data }` or the envelope
 * `{ errors, fieldErrors? }` — and records every request; an unlisted route fails the test.
 * What the server does is proven by the API suite and the journeys; a component test proves
 * what the screen does with each answer.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : null;
    const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`fakeApi: no answer for ${method} ${url.pathname}`);
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    requests,
    /** The requests sent to one route (`'POST /api/…'`). */
    sent: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
