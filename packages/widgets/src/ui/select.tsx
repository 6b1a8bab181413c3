import type { ComponentPropsWithRef } from 'react';
import { type Lang, t } from '../runtime/i18n.ts';
import * as controls from './field.css.ts';
import { Field } from './field.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectProps
  extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'children' | 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; null or '' shows the placeholder. */
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  /** The first option, which stands for "nothing chosen" (value ''); default: the label. */
  placeholder?: string;
  error?: string | null | undefined;
  /** A line under the label ("Optional"), read out with the select (see `Field`). */
  hint?: string | null | undefined;
  /** The options are on their way: the select waits, disabled, and says so. */
  loading?: boolean;
  /** The select's id, for an error summary's link. */
  id?: string | undefined;
  fieldClassName?: string;
  lang?: Lang;
}

/**
 * A labelled native select: every form of the site chooses a class, session, year or exam from
 * a list the provider sends, and the platform's control is the one phones and screen readers know.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  loading = false,
  id,
  fieldClassName,
  lang = 'en',
  disabled,
  className,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={fieldClassName}>
      <select
        {...rest}
        className={className ? `${controls.select} ${className}` : controls.select}
        value={value ?? ''}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{loading ? t('loading', {}, lang) : (placeholder ?? label)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
