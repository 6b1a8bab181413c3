import { cloneElement, type ReactElement, useId } from 'react';
import * as styles from './ui.css.ts';

interface FieldProps {
  label: string;
  /** What is wrong with the value, in plain words; shown under the control and announced. */
  error?: string | null | undefined;
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  className?: string;
  /** The control's id, when something else points at it (an error summary's link); else generated. */
  id?: string | undefined;
}

export function Field({ label, error, children, className, id: given }: FieldProps) {
  const generated = useId();
  const id = given || generated;
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
