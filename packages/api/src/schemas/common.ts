import * as v from 'valibot';
import { toAsciiDigits } from '../digits.ts';
import { FORM_ERROR_KEY } from '../errors.ts';

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string> };

export { FORM_ERROR_KEY };

export const MOBILE_MESSAGE =
  'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.';
export const EMAIL_MESSAGE = 'Enter a valid email address, e.g. name@example.com.';

const MOBILE = /^01[3-9]\d{8}$/;
// PostgreSQL `integer`: larger ids cannot name a row, so they are wrong input, not a server error.
const MAX_ID = 2_147_483_647;

/** `+880 1712-345678` → `01712345678`; anything else is returned compacted, for the check to reject. */
export function normaliseMobile(s: string): string {
  const compact = toAsciiDigits(s).replace(/[\s-]/g, '');
  return /^(?:\+?88)?(01\d{9})$/.exec(compact)?.[1] ?? compact;
}

export const HIDDEN_CHARACTERS_MESSAGE =
  'Remove the hidden control characters from this field (they can come with copied text).';

// Control characters, the marks that silently reorder text (bidi overrides and isolates), and
// lone surrogates (half a character: no UTF-8 for it, it would be stored as �).
// Zero-width joiners stay allowed: Bangla spelling uses them.
const HIDDEN = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// A message may have line breaks and tabs; nothing else of the above.
const HIDDEN_IN_LINES = /(?![\n\r\t])[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const VISIBLE = /[\p{L}\p{N}]/u;

interface TextOptions {
  /** Line breaks allowed (a message). */
  multiline?: boolean;
}

/** Free text: trimmed, at most `max` characters, nothing hidden in it. */
export function plainText(max: number, tooLong: string, options: TextOptions = {}) {
  const hidden = options.multiline ? HIDDEN_IN_LINES : HIDDEN;
  return v.pipe(
    v.string(tooLong),
    v.trim(),
    v.check((s) => !hidden.test(s), HIDDEN_CHARACTERS_MESSAGE),
    v.maxLength(max, tooLong),
  );
}

/** Free text that must say something: a value of only spaces or invisible characters is missing. */
export function requiredText(
  missing: string,
  max: number,
  tooLong: string,
  options: TextOptions = {},
) {
  return v.pipe(
    v.string(missing),
    v.check((s) => VISIBLE.test(s), missing),
    plainText(max, tooLong, options),
  );
}

export function mobile(message = MOBILE_MESSAGE) {
  return v.pipe(v.string(message), v.transform(normaliseMobile), v.regex(MOBILE, message));
}

export function emailAddress() {
  return v.pipe(
    v.string(EMAIL_MESSAGE),
    v.trim(),
    v.maxLength(254, EMAIL_MESSAGE),
    v.email(EMAIL_MESSAGE),
  );
}

/** A string of digits only; spaces and dashes are ignored. */
export function digits(pattern: RegExp, message: string) {
  return v.pipe(
    v.string(message),
    v.transform((s) => toAsciiDigits(s).replace(/[\s-]/g, '')),
    v.regex(pattern, message),
  );
}

/**
 * A number sent as text, as HTML forms and addresses send them: digits only (Bangla digits read
 * the same), surrounding space ignored; anything else is NaN, for the number check to refuse.
 */
export function numberFromText(x: unknown): number {
  if (typeof x === 'number') return x;
  if (typeof x === 'string' && /^\s*\d+\s*$/.test(toAsciiDigits(x)))
    return Number(toAsciiDigits(x));
  return Number.NaN;
}

/**
 * A `YYYY-MM-DD` day that exists (not 2012-02-30): a date of birth typed in a form or sent in an
 * address. Here rather than in dates.ts, which pages load first: only forms and the provider need it.
 */
export function isCalendarDate(s: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A whole number from 1 that can name a row: an id, a page, a year. */
export function wholeNumber(message: string) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );
}

export function positiveInt(message: string) {
  return v.pipe(v.unknown(), v.transform(numberFromText), wholeNumber(message));
}

const isBlank = (x: unknown) => x === null || (typeof x === 'string' && x.trim() === '');

/** May be left out or left empty; an empty value is dropped from the result. */
export function optionalField<S extends v.GenericSchema>(schema: S) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (isBlank(x) ? undefined : x)),
      v.optional(schema),
    ),
  );
}

/** May be left out (dropped), or empty or null (kept as null). */
export function optionalNullableInt(message: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (isBlank(x) ? null : x)),
      v.nullable(positiveInt(message)),
    ),
  );
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, x]) => x !== undefined)) as T;
}

/**
 * Valibot reports a missing key with the object's message; asking the field's own schema about
 * `undefined` gives the field's message instead ("Choose a gender." rather than "Invalid key").
 */
function missingFieldMessage(entries: v.ObjectEntries, issue: v.ObjectIssue): string | undefined {
  const item = issue.path?.[0];
  if (item?.type !== 'object' || item.origin !== 'key') return undefined;
  const schema = entries[item.key];
  return schema ? v.safeParse(schema, undefined).issues?.[0]?.message : undefined;
}

/** An object of form fields: unknown keys are dropped, and so are optional fields left empty. */
export function formObject<const E extends v.ObjectEntries>(entries: E, notAnObject: string) {
  return v.pipe(
    // Valibot's object() takes an array too; a list is not a form.
    v.unknown(),
    v.check((x) => !Array.isArray(x), notAnObject),
    v.object(entries, (issue) => missingFieldMessage(entries, issue) ?? notAnObject),
    v.transform(withoutUndefined),
  );
}

/** One message per field path (the first), e.g. `{ 'student_user.dob': 'Enter a real …' }`. */
export function validate<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
): ValidationResult<T> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) || FORM_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
