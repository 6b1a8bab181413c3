import type { ValidationResult } from '@school/api/schemas';

/**
 * A console form's own checks before anything is sent: each missing field's words. The provider
 * checks again and its refusals land on the same fields.
 */
export function required<T extends Record<string, unknown>>(
  words: Partial<Record<keyof T & string, string>>,
): (input: unknown) => ValidationResult<T> {
  return (input) => {
    const value = (input ?? {}) as T;
    const errors: Record<string, string> = {};
    for (const [name, message] of Object.entries(words) as [string, string][]) {
      const given = value[name];
      if (typeof given !== 'string' || given.trim() === '') errors[name] = message;
    }
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
  };
}
