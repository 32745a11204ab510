import fc from 'fast-check';
import type { JsonSchema } from './surface.ts';

/**
 * fast-check arbitraries derived from the OpenAPI (JSON) schemas of the contracts, for the fuzz
 * suite: `valueOf` mostly fits the schema (so calls get past validation into the services) with
 * boundary values mixed in; `hostileOf` breaks it (wrong types, missing or extra fields, huge
 * strings, NUL, lone surrogates, year-9999 dates, arrays for objects and objects for arrays).
 */

/**
 * Ids: half small (rows of the test database, so calls reach the services' writes; the fuzz
 * repairs the accounts it signs in with after each endpoint), half that exist nowhere or are odd.
 */
const idLike = fc.oneof(
  fc.integer({ min: 1, max: 40 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 1_000_000, max: 2_000_000_000 }),
);

/** Dates around the edges of the accepted range and the calendar. */
const dateLike = fc.constantFrom('2026-11-20', '2000-01-01', '2100-12-31', '1999-12-31', '9999-12-31', '2026-02-29', '2024-02-29', '0000-00-00', '2026-13-01');

/** Strings a careless service might choke on. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'x'.repeat(100_000),
  '9999-12-31',
  '9999-12-31T23:59:59+09:00',
  '-1',
  '1e309',
  'NaN',
  "'; DROP TABLE students; --",
  '<script>alert(1)</script>',
  '😷'.repeat(3),
  '../../etc/passwd',
  '%00',
];

const isIdName = (name: string) => /(^id$|Id$|_id$|Ids$|_ids$|^ids$)/.test(name);

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 10_000) : min + 1000;
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  const edges = [min, max, min - 1, max + 1, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5].filter((n) => Number.isFinite(n));
  return fc.oneof({ arbitrary: inRange, weight: 3 }, { arbitrary: fc.constantFrom(...edges), weight: 1 });
}

function stringOf(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /date|from|to$/i.test(name)) return fc.oneof(dateLike, fc.string({ maxLength: 12 }));
  if (schema.format === 'email' || /email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('x@', 'a@b', ''));
  if (schema.format === 'date-time' || /At$/.test(name))
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('9999-12-31T00:00:00Z'),
    );
  const max = Math.min(schema.maxLength ?? 40, 40);
  return fc.oneof({ arbitrary: fc.string({ maxLength: max, unit: 'grapheme' }), weight: 3 }, { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 1 });
}

/** Values that (mostly) satisfy `schema`; `name` is the field name (ids get non-existent ids). */
export function valueOf(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  const base = baseValueOf(schema, name, depth);
  return nullable ? fc.option(base, { nil: null }) : base;
}

function baseValueOf(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueOf(s, name, depth + 1)));
  if (schema.allOf?.length) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema, name, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 4 }, { arbitrary: fc.string({ maxLength: 8 }), weight: 1 });
  const type = typeOf(schema);
  if ((type === 'integer' || type === 'number') && isIdName(name)) return idLike;
  switch (type) {
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return isIdName(name) ? idLike.map(String) : stringOf(schema, name);
    case 'array': {
      const itemName = isIdName(name) ? 'id' : name;
      return fc.array(valueOf(schema.items ?? {}, itemName, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, s] of Object.entries(props)) model[key] = valueOf(s, key, depth + 1);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
}

/** A value of the wrong kind for `schema`: another JSON type, an array for an object, an object for an array. */
function wrongKindOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const others: fc.Arbitrary<unknown>[] = [fc.constantFrom(null, true, -1, 1e308, '', 'x'), fc.constantFrom(...HOSTILE_STRINGS)];
  if (type === 'object') others.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.constant([{}]));
  else if (type === 'array') others.push(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), fc.constant({ 0: 1 }));
  else others.push(fc.constant({}), fc.constant([]), fc.constant([1, 2]));
  return fc.oneof(...others);
}

/** Dotted paths of every property in `schema` (objects and the first level of array items). */
function fieldPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): { path: string[]; schema: JsonSchema }[] {
  if (depth > 4) return [];
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([k, s]) => [{ path: [...prefix, k], schema: s }, ...fieldPaths(s, [...prefix, k], depth + 1)]);
  }
  if (type === 'array' && schema.items) return fieldPaths(schema.items, [...prefix, '0'], depth + 1);
  return [];
}

/** A copy of `value` with the field at `path` set to `replacement` (containers created on the way). */
function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const isIndex = /^\d+$/.test(head!);
  const container: Record<string, unknown> | unknown[] =
    value !== null && typeof value === 'object' ? (Array.isArray(value) ? [...value] : { ...(value as object) }) : isIndex ? [] : {};
  (container as Record<string, unknown>)[head!] = setAt((container as Record<string, unknown>)[head!], rest, replacement);
  return container;
}

/**
 * Inputs that break `schema`: one field of a valid value replaced by a wrong kind or a hostile
 * string, a required field dropped, an unknown field added, or the whole value of the wrong kind.
 */
export function hostileOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = valueOf(schema);
  const fields = fieldPaths(schema);
  const options: fc.Arbitrary<unknown>[] = [wrongKindOf(schema)];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    options.push(
      fc.tuple(valid, field, fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.jsonValue({ maxDepth: 1 }))).map(([v, f, bad]) => setAt(v, f.path, bad)),
    );
    options.push(fc.tuple(valid, field).chain(([v, f]) => wrongKindOf(f.schema).map((bad) => setAt(v, f.path, bad))));
  }
  if (typeOf(schema) === 'object') {
    options.push(valid.map((v) => ({ ...(v as object), unexpectedField: 'x' })));
    const required = schema.required ?? [];
    if (required.length > 0) {
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
          const copy = { ...(v as Record<string, unknown>) };
          delete copy[k];
          return copy;
        }),
      );
    }
  }
  return fc.oneof(...options);
}

/**
 * The hand-written cases of issue 9 for `schema`: every string field (to depth 4) set to NUL, a
 * lone surrogate, 100,000 characters and a year-9999 date in turn, and the value itself as an
 * array (for objects) or an object (for arrays). Deterministic, on top of the random runs.
 */
export function handCasesOf(schema: JsonSchema, base: unknown): unknown[] {
  const cases: unknown[] = [];
  const type = typeOf(schema);
  if (type === 'object') cases.push([base], []);
  if (type === 'array') cases.push({ 0: base }, {});
  for (const f of fieldPaths(schema)) {
    const t = typeOf(f.schema);
    if (t === 'string' || t === undefined) {
      for (const bad of ['a\u0000b', '\uD800', 'x'.repeat(100_000), '9999-12-31']) cases.push(setAt(base, f.path, bad));
    } else if (t === 'object') {
      cases.push(setAt(base, f.path, []));
    } else if (t === 'array') {
      cases.push(setAt(base, f.path, {}));
    } else {
      cases.push(setAt(base, f.path, '\uD800'));
    }
  }
  return cases;
}
