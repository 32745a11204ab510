import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@sukoyaka/contracts/errors';
import { HttpError, messages } from '../lib/http-errors.ts';

/**
 * Every error leaves as the envelope `{ errors, fieldErrors? }` (decision 007).
 * Validation errors name their fields; anything unexpected is logged and answered with a generic
 * Japanese message: no stack trace, SQL or internal id reaches a client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, opts: { spa: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[field] ??= []).push(issue.message ?? messages.badRequest);
      }
      const body: ErrorEnvelope = { errors: [messages.badRequest], fieldErrors };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ErrorEnvelope = { errors: [error.message], ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ errors: [messages.internal] } satisfies ErrorEnvelope);
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting, or no connection free within DATABASE_ACQUIRE_TIMEOUT_MS (the embedded
      // database's one connection held by a long or stuck statement): the client's outbox retries
      // (recordedAt, Idempotency-Key). Logged with the route, so an operator sees which call waited.
      request.log.warn({ err: error, route: request.routeOptions.url, method: request.method }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ errors: [messages.unavailable] } satisfies ErrorEnvelope);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ errors: [messages.internal] } satisfies ErrorEnvelope);
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large): generic Japanese text.
    return reply.status(status).send({ errors: [messages.badRequest] } satisfies ErrorEnvelope);
  });

  app.setNotFoundHandler((request, reply) => {
    // Page routes get the SPA (its router shows the 404 page); a missing built file is a real 404,
    // so a tab running an old build notices and reloads (chunk-load recovery) instead of parsing HTML.
    const isFile = request.url.startsWith('/assets/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (opts.spa && request.method === 'GET' && !request.url.startsWith('/api/') && !isFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ errors: [messages.routeNotFound] } satisfies ErrorEnvelope);
  });
});

/** SQLSTATEs and socket codes that mean the database cannot be reached now (not a bug in the request). */
const DATABASE_UNAVAILABLE = new Set([
  // ConnectionWaitTimeoutError (@sukoyaka/db): waited too long for the embedded database's connection.
  'SUKOYAKA_CONNECTION_WAIT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);
const DATABASE_GONE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * True when `error` (or an error it wraps: drizzle puts the driver's error in `cause`) says that
 * PostgreSQL is restarting, refusing connections or out of them: answered 503 with Retry-After
 * instead of 500, so clients and the load balancer see a passing outage, not a fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATABASE_UNAVAILABLE.has(code)) return true;
    if (typeof message === 'string' && DATABASE_GONE.test(message)) return true;
  }
  return false;
}

/** Japanese answers to what Node's HTTP parser or Fastify's router refuse before any route runs. */
export const EDGE_MESSAGES = {
  uriTooLong: 'URLが長すぎます。リンクを確認して、もう一度お試しください。',
  headersTooLarge: '送信されたヘッダーが大きすぎます。ブラウザのCookieを削除してから、もう一度お試しください。',
  timeout: '通信がタイムアウトしました。もう一度お試しください。',
} as const;

/** A request line longer than this (or with no end in the overflowed packet) is a too-long URL. */
const LONG_REQUEST_LINE = 8 * 1024;

/** Status and Japanese message for an error Node's HTTP parser raised on a connection. */
function clientErrorAnswer(err: ConnectionError): [number, string] {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, EDGE_MESSAGES.timeout];
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands the bytes read so far (a Buffer; Fastify's type says otherwise).
    const raw: unknown = err.rawPacket;
    const lineEnd = Buffer.isBuffer(raw) ? raw.indexOf('\n') : -1;
    return lineEnd === -1 || lineEnd > LONG_REQUEST_LINE ? [414, EDGE_MESSAGES.uriTooLong] : [431, EDGE_MESSAGES.headersTooLarge];
  }
  return [400, messages.badRequest];
}

/**
 * Fastify's `clientErrorHandler` (issue 9 part 7): what Node's HTTP parser refuses before Fastify
 * sees a request — a URL or headers over the 16 KB header limit (414 / 431), a request timeout
 * (408), malformed HTTP (400) — is answered in the envelope `{ errors: [Japanese] }` on the raw
 * socket, then the connection closes.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = clientErrorAnswer(err);
  const body = JSON.stringify({ errors: [message] } satisfies ErrorEnvelope);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `frameworkErrors` (issue 9 part 7): the router's refusals before a route matches — a
 * path parameter longer than `maxParamLength` (414), a malformed percent-encoding (400) — in the
 * Japanese envelope instead of Fastify's English JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ errors: [EDGE_MESSAGES.uriTooLong] } satisfies ErrorEnvelope);
    return;
  }
  void reply.status(400).send({ errors: [messages.badRequest] } satisfies ErrorEnvelope);
}
