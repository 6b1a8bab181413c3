import { cloneElement, type ReactElement, useId, useRef } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import * as styles from './field.css.ts';
import css from './field.css.ts?inline';

interface FieldProps {
  label: string;
  /** What is wrong with the value, in plain words; shown under the control and announced. */
  error?: string | null | undefined;
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  className?: string;
  /** The control's id, when something else points at it (an error summary's link); else generated. */
  id?: string | undefined;
  /**
   * A line under the label that helps to fill the control in ("11 digits starting with 01",
   * "Optional"); the control is described by it, then by its error.
   */
  hint?: string | null | undefined;
}

export function Field({ label, error, children, className, id: given, hint }: FieldProps) {
  const generated = useId();
  const id = given || generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const ref = useRef<HTMLDivElement>(null);
  useShadowStyles(ref, css);
  return (
    <div ref={ref} className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
