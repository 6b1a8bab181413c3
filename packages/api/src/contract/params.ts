import * as v from 'valibot';
import { numberFromText } from '../schemas/common.ts';
import { type ParamRefusal, REFUSAL } from './table.ts';

type Schemas = Readonly<Record<string, v.GenericSchema>>;
type Raw = Readonly<Record<string, unknown>>;
type Refusal = ParamRefusal;

/** Parameters read, or the refusal a visitor reads: a sentence, and which field when it is one. */
export type ParamsRead<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; code?: string; errors?: Record<string, string> };

/** Through `optional` to the schema of the value itself (a pipe has its first schema's type). */
function valueSchema(schema: v.GenericSchema): v.GenericSchema {
  const s = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  return s.type === 'optional' && s.wrapped ? valueSchema(s.wrapped) : schema;
}

/** How a parameter's schema says its refusal (`REFUSAL` metadata), if it says more than its message. */
function refusalOf(schema: v.GenericSchema): Refusal | undefined {
  const items = (schema as { pipe?: readonly unknown[] }).pipe ?? [];
  for (const item of items) {
    if (item === schema) continue;
    const meta = (item as { type?: string; metadata?: Record<string, unknown> }).metadata;
    if ((item as { type?: string }).type === 'metadata' && meta?.[REFUSAL]) {
      return meta[REFUSAL] as Refusal;
    }
    const inner = (item as { pipe?: unknown }).pipe
      ? refusalOf(item as v.GenericSchema)
      : undefined;
    if (inner) return inner;
  }
  const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped;
  return wrapped ? refusalOf(wrapped) : undefined;
}

/**
 * Reads path or query parameters from an address's text into the values the table declares:
 * the first of a repeated key, nothing for a blank one, and a number from digits (Bangla digits
 * read the same) where the schema wants a number, as HTML forms send numbers too. In a query
 * every parameter may be left out (`optional`); in a path none is.
 */
export function paramReader<T>(schemas: Schemas, { optional }: { optional: boolean }) {
  const fields = Object.entries(schemas).map(([name, declared]) => {
    const schema =
      optional && declared.type !== 'optional'
        ? v.optional(declared)
        : (declared as v.GenericSchema);
    const number = valueSchema(declared).type === 'number';
    return { name, schema, number, refusal: refusalOf(declared) };
  });
  return (raw: Raw | undefined): ParamsRead<T> => {
    const value: Record<string, unknown> = {};
    for (const field of fields) {
      const given = raw?.[field.name];
      const first = Array.isArray(given) ? given[0] : given;
      const text = typeof first === 'string' && first.trim() === '' ? undefined : first;
      const read = field.number && text !== undefined ? numberFromText(text) : text;
      const parsed = v.safeParse(field.schema, read, { abortPipeEarly: true });
      if (!parsed.success) {
        const message = parsed.issues[0].message;
        const { sentence, code } = field.refusal ?? {};
        return {
          ok: false,
          message: sentence ?? message,
          ...(code ? { code } : {}),
          ...(sentence ? { errors: { [field.name]: message } } : {}),
        };
      }
      if (parsed.output !== undefined) value[field.name] = parsed.output;
    }
    return { ok: true, value: value as T };
  };
}
