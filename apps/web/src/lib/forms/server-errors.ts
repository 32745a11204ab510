import { ApiError } from '../api-error.ts';

/** An API error split for a form: messages for its fields, and the rest for the form's alert. */
export interface SplitServerErrors {
  /** Field path (as the API names it: `memo`, `notificationEmails.2`) → its first message. */
  fields: Record<string, string>;
  /** Messages that name no field of the form (shown above the buttons by `ErrorAlert`). */
  messages: string[];
}

/**
 * Splits a failed call's error for a form (architecture "Request path": the envelope
 * `{ errors, fieldErrors? }`, fieldErrors keyed by the contract's field paths). A field error
 * whose path `isField` accepts goes on that field; the others stay messages. The envelope's
 * general line (入力内容に誤りがあります。) is kept only when no field message found its field.
 * Anything that is not an ApiError (a bug, a contract mismatch) gives `fallback`.
 */
export function splitServerErrors(error: unknown, isField: (path: string) => boolean, fallback: string): SplitServerErrors {
  if (!error) return { fields: {}, messages: [] };
  if (!(error instanceof ApiError)) return { fields: {}, messages: [fallback] };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    if (isField(path)) fields[path] = first;
    else unplaced.push(...messages);
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, messages: placed ? unplaced : [...error.errors, ...unplaced.filter((m) => !error.errors.includes(m))] };
}

/**
 * True when `path` (`a.b.2`) names a value inside `values`: a key of an object or an index of an
 * array along the way (`notificationEmails.2` of `{ notificationEmails: ['', '', ''] }`).
 */
export function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (Array.isArray(node)) {
      const index = Number(part);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) return false;
      node = node[index];
    } else if (node !== null && typeof node === 'object' && part in node) {
      node = (node as Record<string, unknown>)[part];
    } else return false;
  }
  return true;
}
