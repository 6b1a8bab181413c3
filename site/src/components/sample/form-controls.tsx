import { type ComponentPropsWithoutRef, type Ref, useId } from 'react';
import type { RollError } from '../../content/sample-common.ts';
import type { InputText, SelectText, Text } from '../../content/sample-types.ts';

interface SelectFieldProps {
  select: SelectText;
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** A labelled native select over a content module's options. */
export function SelectField({ select, value, onChange, name }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="sample-field">
      <label htmlFor={id}>{select.label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface TextFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'id' | 'ref'> {
  input: InputText;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value: shown under the field, which it describes. */
  error?: Text | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and its error, both read out with it. */
export function TextField({ input, value, onChange, error, inputRef, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [input.hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return (
    <div className="sample-field">
      <label htmlFor={id}>{input.label}</label>
      {input.hint ? (
        <p id={hintId} className="sample-field__hint">
          {input.hint}
        </p>
      ) : null}
      <input
        {...rest}
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="sample-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/** A number as typed, its Bengali digits made ASCII: a visitor may type either. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)));
}

/**
 * A roll number as typed: a whole number above 0, in Latin or Bengali digits, spaces around it
 * ignored. Gives the number, or what is wrong with it (the page says it in its language).
 */
export function parseRoll(text: string): { roll: number } | { error: RollError } {
  const digits = asciiDigits(text.trim());
  if (digits === '') return { error: 'required' };
  if (!/^\d{1,6}$/.test(digits) || Number(digits) < 1) return { error: 'invalid' };
  return { roll: Number(digits) };
}
