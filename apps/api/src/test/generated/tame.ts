import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { JsonSchema } from './surface.ts';

/**
 * One plain, valid-looking value for a JSON schema (the tenancy suite's calls must get past
 * validation to reach the services): today's date, a school year, the first enum member, short
 * Japanese text, and for every id-like field the id `idFor(fieldName)` picks.
 * `required` leaves optional object properties out.
 */
export function tameValue(schema: JsonSchema, name: string, idFor: (field: string) => number, required = false, depth = 0): unknown {
  if (depth > 6) return null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const variant = variants.find((v) => v.type !== 'null') ?? variants[0]!;
    return tameValue(variant, name, idFor, required, depth + 1);
  }
  if (schema.allOf?.length) return tameValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, idFor, required, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (isIdField(name) && type !== 'array' && type !== 'object') return type === 'string' ? String(idFor(name)) : idFor(name);
  switch (type) {
    case 'integer':
    case 'number':
      return numberFor(schema, name);
    case 'boolean':
      return false;
    case 'string':
      return stringFor(schema, name);
    case 'array': {
      const item = tameValue(schema.items ?? {}, isIdField(name) ? singular(name) : name, idFor, required, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const keep = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !required || keep.has(key))
          .map(([key, s]) => [key, tameValue(s, key, idFor, required, depth + 1)]),
      );
    }
    default:
      return 'テスト';
  }
}

/** Field names that carry a row id: id, ids, studentId, student_ids, klassIds, … */
export function isIdField(name: string): boolean {
  return /(^id$|^ids$|Id$|_id$|Ids$|_ids$)/.test(name);
}

/** studentIds → studentId, student_ids → student_id, ids → id. */
export function singular(name: string): string {
  return name.replace(/Ids$/, 'Id').replace(/_ids$/, '_id').replace(/^ids$/, 'id');
}

function numberFor(schema: JsonSchema, name: string): number {
  if (/year/i.test(name)) return schoolYearOf();
  if (/month/i.test(name)) return Number(japanDateKey().slice(5, 7));
  const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 1);
  return Math.min(Math.max(1, min), max);
}

function stringFor(schema: JsonSchema, name: string): string {
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /date|^from$|^to$/i.test(name)) return japanDateKey();
  if (schema.format === 'email' || /email/i.test(name)) return 'tenancy@a.example.jp';
  if (schema.format === 'date-time' || /At$/.test(name)) return new Date().toISOString();
  if (/ip|cidr/i.test(name)) return '192.0.2.1';
  if (/password/i.test(name)) return 'tenancy-pass-1234';
  if (schema.pattern?.includes(':')) return '08:00';
  const text = 'テスト';
  const min = schema.minLength ?? 0;
  return (text.length >= min ? text : text.padEnd(min, 'あ')).slice(0, schema.maxLength ?? 100);
}
