import type { FormEvent, ReactNode, RefObject } from 'react';
import type { ClassChoice } from '../runtime/class-choice.ts';
import type { Lang } from '../runtime/i18n.ts';
import { Button } from './button.tsx';
import { messages } from './class-choice.messages.ts';
import { ClassChoiceFields } from './class-choice-fields.tsx';

/** Across the form's grid, under its fields (an inline style: this part has no sheet of its own). */
const MISSING = {
  gridColumn: '1 / -1',
  margin: 0,
  color: 'var(--school-color-danger)',
  fontWeight: 600,
} as const;

interface ClassSearchFormProps {
  choice: ClassChoice;
  /** What a screen reader calls the form ("Find students"). */
  label: string;
  /** Searches tried without every field chosen; above 0 the form says so, again each time. */
  missing: number;
  onSubmit: (event: FormEvent) => void;
  /** The form got the focus: the moment to fetch what the results will need. */
  onFocus?: () => void;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The form's grid (the widget's own layout of its fields). */
  className?: string;
  lang?: Lang;
  /** Fields after the class and session-or-year selects. */
  children?: ReactNode;
}

/**
 * A search by class: the Class and Session-or-Academic-Year selects, the widget's own fields,
 * Submit, and "Please select all form fields" when a search was tried with one left empty (spec
 * §4). The browser's own bubbles are off (`noValidate`): the message is the form's, in its
 * language, announced on every try.
 */
export function ClassSearchForm({
  choice,
  label,
  missing,
  onSubmit,
  onFocus,
  formRef,
  className,
  lang = 'en',
  children,
}: ClassSearchFormProps) {
  return (
    <form
      ref={formRef}
      className={className}
      part="form"
      noValidate
      aria-label={label}
      onFocus={onFocus}
      onSubmit={onSubmit}
    >
      <ClassChoiceFields choice={choice} lang={lang} />
      {children}
      <Button type="submit" part="submit">
        {messages('submit', {}, lang)}
      </Button>
      {missing > 0 ? (
        // A new node for each try: a screen reader announces it again.
        <p key={missing} style={MISSING} role="alert" part="missing">
          {messages('missing', {}, lang)}
        </p>
      ) : null}
    </form>
  );
}
