import { z } from 'zod';

/**
 * C0 controls and DEL. Never meaningful in a path, a query string or a single-line field, and a NUL byte
 * would cut an SQL statement short: MikroORM formats parameters into the statement text (see
 * docs: Architecture › Database access).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
/** The same, but tab, line feed and carriage return, which a body's text (a dispute message) may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

type TLocation = 'body' | 'other';

/** Where in `value` a string (or an object key) holds a forbidden character, or null. */
export function findControlCharacter(
  value: unknown,
  location: TLocation,
  path: (string | number)[] = [],
): (string | number)[] | null {
  const pattern = location === 'body' ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL;
  // A binary body (an uploaded document) is bytes, not text: it never reaches SQL, its route checks its
  // content, and walking it key by key would cost seconds per megabyte.
  if (value instanceof Uint8Array) return null;
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, location, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.test(key)) return [...path, key];
      const found = findControlCharacter(item, location, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Puts the check in front of a route's own schema for one part of the request. Do not loosen: it runs
 * for every route's params, query string and body, so no route can forget it; a refusal is the usual
 * 400 validation error naming the field.
 */
export function refusingControlCharacters<TSchema extends z.ZodType>(
  schema: TSchema,
  httpPart: string | undefined,
) {
  const location: TLocation = httpPart === 'body' ? 'body' : 'other';
  return z
    .unknown()
    .superRefine((value, context) => {
      const path = findControlCharacter(value, location);
      if (path !== null) context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    })
    .pipe(schema);
}
