import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { FORM_ERROR_KEY, isApiError } from '@school/api';
// Types only: the schemas (valibot) stay out of a form's first load.
import type { ValidationResult } from '@school/api/schemas';
import { messageOf } from './resource.ts';

/** `error`: the last send failed (refused or never delivered); a form left invalid stays `idle`. */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * A form's values by field name: the dot paths of the shared schemas (`student_user.name`),
 * which are also the keys of their errors and of the provider's 400 answer.
 */
export type FormValues = Record<string, unknown>;

export interface FormStoreOptions<T, R> {
  /** A shared schema's `validate*` (`validatePublicMessage`, `validateAdmission`). */
  validate: (input: unknown) => ValidationResult<T>;
  /** Sends the validated value (e.g. `api.sendPublicMessage`); its answer becomes `result`. */
  send: (value: T, signal: AbortSignal) => Promise<R>;
  initial?: FormValues;
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** `{'student_user.name': 'A', msg: 'B'}` → `{student_user: {name: 'A'}, msg: 'B'}`. */
export function nestValues(values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    if (keys.some((key) => UNSAFE_KEYS.has(key))) continue;
    let node = out;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (typeof next !== 'object' || next === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) as string] = value;
  }
  return out;
}

/** The field the view should focus: the first one named (the form's own key is no field). */
function firstField(errors: Record<string, string>): string | null {
  return Object.keys(errors).find((key) => key !== FORM_ERROR_KEY) ?? null;
}

/**
 * A form on the shared schemas: checked in the browser with the provider's own rules before
 * anything is sent, the provider's refusal shown on the same fields, and what the visitor typed
 * never lost to an error.
 */
export function createFormStore<T, R = unknown>({
  validate,
  send,
  initial = {},
}: FormStoreOptions<T, R>) {
  const values = signal<FormValues>({ ...initial });
  const errors = signal<Record<string, string>>({});
  const error = signal<string | null>(null);
  const status = signal<FormStatus>('idle');
  const result = signal<R | undefined>(undefined);
  const failures = signal(0);
  let controller: AbortController | null = null;

  /** Field errors on their fields; a message for the whole form (key `form`) as its error. */
  function fail(fieldErrors: Record<string, string>, formError: string | null, next: FormStatus) {
    const { [FORM_ERROR_KEY]: whole, ...fields } = fieldErrors;
    batch(() => {
      errors.value = fields;
      error.value = whole ?? formError;
      status.value = next;
      failures.value += 1;
    });
    return firstField(fields);
  }

  return {
    values: values as ReadonlySignal<FormValues>,
    /** What is wrong, by field name; shown under each field and in the error summary. */
    errors: errors as ReadonlySignal<Record<string, string>>,
    /** A failure that belongs to no field, in words a visitor can read. */
    error: error as ReadonlySignal<string | null>,
    status: status as ReadonlySignal<FormStatus>,
    /** The provider's answer to the last accepted submission (e.g. its reference). */
    result: result as ReadonlySignal<R | undefined>,
    /** Counts submits that did not succeed: an error summary takes focus when it changes. */
    failures: failures as ReadonlySignal<number>,
    hasErrors: computed(() => Object.keys(errors.value).length > 0),

    /** Change one field; its error goes, since it may now be right. */
    set(name: string, value: unknown) {
      batch(() => {
        values.value = { ...values.peek(), [name]: value };
        if (name in errors.peek()) {
          const { [name]: _, ...rest } = errors.peek();
          errors.value = rest;
        }
      });
    },

    /**
     * Check, then send. Resolves with the first invalid field's name (for the view to focus),
     * or null when sent or when the failure belongs to no field. A second press while sending
     * sends nothing.
     */
    async submit(): Promise<string | null> {
      if (status.peek() === 'submitting') return null;
      const checked = validate(nestValues(values.peek()));
      if (!checked.ok) return fail(checked.errors, null, 'idle');
      controller?.abort();
      const current = new AbortController();
      controller = current;
      batch(() => {
        errors.value = {};
        error.value = null;
        status.value = 'submitting';
      });
      try {
        const answer = await send(checked.value, current.signal);
        if (controller !== current) return null;
        batch(() => {
          result.value = answer;
          status.value = 'success';
        });
        return null;
      } catch (failure) {
        if (current.signal.aborted || controller !== current) return null;
        const refused = isApiError(failure) ? failure.errors : null;
        return fail(refused ?? {}, refused ? null : messageOf(failure), 'error');
      }
    },

    /**
     * Show `fieldErrors` as a failed check would (a form in steps checks one step's fields before
     * the next): the error summary takes focus. Resolves nothing; the form stays as typed.
     */
    refuse(fieldErrors: Record<string, string>) {
      fail(fieldErrors, null, 'idle');
    },

    /** Clear the errors of `names` (a step's answers are right: on to the next). */
    clearErrors(names: readonly string[]) {
      const cleared = new Set(names);
      batch(() => {
        errors.value = Object.fromEntries(
          Object.entries(errors.peek()).filter(([name]) => !cleared.has(name)),
        );
        error.value = null;
      });
    },

    /** Back to the initial values (after a success: a fresh form for the next visitor). */
    reset() {
      controller?.abort();
      controller = null;
      batch(() => {
        values.value = { ...initial };
        errors.value = {};
        error.value = null;
        status.value = 'idle';
        result.value = undefined;
      });
    },

    /** Abort a send in flight; the view is going away. */
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}

export type FormStore<T, R = unknown> = ReturnType<typeof createFormStore<T, R>>;
