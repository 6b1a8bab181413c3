import { useSignals } from '@preact/signals-react/runtime';
import type { FormStore, Lang } from '@school/widgets/runtime';
import { Button, controls, ErrorSummary, Field } from '@school/widgets/ui';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './console.css.ts';

// biome-ignore lint/suspicious/noExplicitAny: a form of any value and answer
type AnyForm = FormStore<any, any>;

interface FormProps {
  form: AnyForm;
  /** Names the form for screen readers (its heading's text). */
  label: string;
  submit: string;
  lang: Lang;
  /** Ids of the fields by name, for the error summary's links. */
  ids: Record<string, string>;
  children: ReactNode;
  /** Shown above the form after a failed send that belongs to no field. */
  error?: string | null;
}

/**
 * A console form on the kit's form store: every problem on its field and in a summary that takes
 * focus, a failure that belongs to no field said above the button, one send at a time.
 */
export function Form({ form, label, submit, lang, ids, children, error }: FormProps) {
  useSignals();
  const errors = form.errors.value;
  const items = Object.entries(errors).map(([name, message]) => ({ message, id: ids[name] }));
  const whole = error ?? form.error.value;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit();
  };
  return (
    <form className={styles.stack} aria-label={label} noValidate onSubmit={onSubmit}>
      {items.length > 0 ? (
        <ErrorSummary items={items} focusKey={form.failures.value} lang={lang} />
      ) : null}
      {children}
      {whole ? (
        <p className={styles.alert} role="alert">
          {whole}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={form.status.value === 'submitting'}>
          {submit}
        </Button>
      </div>
    </form>
  );
}

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'form' | 'id'> {
  form: AnyForm;
  name: string;
  label: string;
  hint?: string | null;
  id: string;
}

/** A labelled input bound to one field of a form store. */
export function TextField({ form, name, label, hint, id, ...input }: TextFieldProps) {
  useSignals();
  const value = form.values.value[name];
  return (
    <Field label={label} hint={hint} error={form.errors.value[name]} id={id}>
      <input
        {...input}
        name={name}
        className={controls.input}
        value={typeof value === 'string' || typeof value === 'number' ? value : ''}
        onChange={(event) => form.set(name, event.currentTarget.value)}
      />
    </Field>
  );
}

/** Ids for a form's fields, unique on the page. */
export function useFieldIds<const N extends string>(names: readonly N[]): Record<N, string> {
  const base = useId();
  return Object.fromEntries(names.map((name) => [name, `${base}-${name}`])) as Record<N, string>;
}
