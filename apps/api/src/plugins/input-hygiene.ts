import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, messages } from '../lib/http-errors.ts';

/** The field message of a string the database could not store faithfully (issue 9 part 6). */
export const BAD_CHARACTER_MESSAGE = '使用できない文字（制御文字または不正な文字コード）が含まれています。';

/**
 * NUL (PostgreSQL refuses it in text: a 500) and UTF-16 surrogates without their partner (the
 * database driver would store U+FFFD instead, silently changing what the user typed).
 */
// eslint-disable-next-line no-control-regex
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a NUL or an unpaired surrogate. */
export function hasBadCharacter(s: string): boolean {
  return BAD_CHARACTER.test(s);
}

/** Nesting deeper than this is not walked further (the body limit bounds the total size anyway). */
const MAX_DEPTH = 64;

/** Objects whose own fields are input (JSON bodies, the parsed query's null-prototype-like object); not buffers or streams. */
function isWalkable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The dotted paths (`notificationEmails.0.notification_email`, `_` for the value itself) of every
 * string in `value` — object keys included — that holds a bad character. Buffers and streams
 * are skipped.
 */
export function badStringPaths(value: unknown, path: string[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasBadCharacter(value)) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) value.forEach((item, i) => badStringPaths(item, [...path, String(i)], found, depth + 1));
  } else if (isWalkable(value)) {
    if (depth < MAX_DEPTH) {
      for (const [key, item] of Object.entries(value)) {
        if (hasBadCharacter(key)) found.push([...path, key].join('.'));
        else badStringPaths(item, [...path, key], found, depth + 1);
      }
    }
  }
  return found;
}

/** Every bad string of the request: params, query, headers and body, as fieldErrors keys. */
function badFields(request: FastifyRequest): string[] {
  return [
    ...badStringPaths(request.params),
    ...badStringPaths(request.query),
    ...badStringPaths(request.headers).map((p) => `headers.${p}`),
    ...badStringPaths(request.body),
  ];
}

/**
 * Input hygiene at the edge (issue 9 part 6), for every route present and future: a root
 * preValidation hook refuses any request whose path parameters, query, headers or JSON body hold a
 * string with a NUL or an unpaired surrogate, with 400 `{ errors, fieldErrors: { <field path>:
 * [Japanese message] } }` (field paths as the validation errors name them). Runs after
 * authentication (onRequest) and before the zod validation, so no service ever sees such a string.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fields = badFields(request);
    if (fields.length === 0) return;
    throw badRequest(messages.badRequest, Object.fromEntries(fields.map((f) => [f, [BAD_CHARACTER_MESSAGE]])));
  });
});
