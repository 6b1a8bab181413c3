import { useSignals } from '@preact/signals-react/runtime';
import { type Exam, MAX_ROLL_DIGITS } from '@school/api';
import { type FormEvent, useCallback, useEffect, useId, useRef } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/field.css.ts';
import { Field } from '../ui/field.tsx';
import { Status } from '../ui/status.tsx';
import * as ui from '../ui/ui.css.ts';
import type { ResultCard } from './card.ts';
import * as styles from './result-checker.css.ts';
import { t } from './result-checker.messages.ts';
import {
  createResultCheckerStore,
  type FieldErrorKey,
  type LookupField,
  type ResultCheckerStore,
} from './result-checker.store.ts';

export interface ResultLookupDetail {
  roll: string;
  year: number;
  exam: number;
}

export interface ResultCheckerProps extends WidgetProps {
  /**
   * Roll number to look up on load (with `year` and `exam`), e.g. straight from the page's
   * address: Bengali digits are read as digits, and a wrong value is said under its field.
   */
  roll?: string | number | undefined;
  /** Academic year id (`/admission-years`). */
  year?: number | string | undefined;
  /** Exam id (`/api/exams`). */
  exam?: number | string | undefined;
  /** The school's name on the PDF; without it, the name `/api/institute` gives. */
  schoolName?: string | undefined;
  /**
   * The verification page the report card's QR code leads to, the card's code added to it
   * (`https://school.example/verify/`). Default: `/verify/` (`/bn/verify/` in Bengali) on the
   * site this code was loaded from, which for the embed bundle is the school's own site.
   */
  verifyUrl?: string | undefined;
  /** A result is on screen. */
  onLoad?: (card: ResultCard) => void;
  /** A lookup (or the option lists) failed, or found no result; the message is on screen too. */
  onError?: (detail: { message: string }) => void;
  /** The visitor submitted a lookup, so a host can put it in the address. */
  onLookup?: (detail: ResultLookupDetail) => void;
}

/**
 * What a lookup's answer shows (the card's body, "no result", the date of birth when the
 * provider asks for it) is code a visitor needs only once a lookup starts: not in the first
 * load, but fetched beside the lookup (the store waits for both).
 */
const answerPart = lazyPart(() => import('./result-card.tsx'));

const selectValue = (value: string) => (value ? Number(value) : null);

/** An exam as the form and its notices name it: the school's Bengali name in Bengali. */
const examName = (exam: Exam | undefined, lang: Lang) =>
  exam ? localized(exam, 'name', lang) : '';

/** The form's first field with an error, to move the focus to. */
function firstInvalid(store: ResultCheckerStore): LookupField | null {
  const errors = store.fieldErrors.peek();
  return (['roll', 'year', 'exam', 'dob'] as const).find((field) => errors[field]) ?? null;
}

export function ResultChecker(props: ResultCheckerProps) {
  useSignals();
  const { api, lang = 'en', roll, year, exam, schoolName, verifyUrl } = props;
  const store = useWidgetStore(
    () => createResultCheckerStore(api, { prepare: () => answerPart.load(lang), lang }),
    props.onStateChange,
    lang,
  );
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const focusAfterLookup = useRef(false);
  const handlers = useLatest(props);

  const state = store.state.value;
  const card = store.card.value;
  const errors = store.fieldErrors.value;
  const query = store.lastQuery.value;
  const reason = store.notFoundReason.value;
  const says = (key: Parameters<typeof t>[0], vars = {}) => t(key, vars, lang);
  const message = state === 'error' ? (store.error.value ?? '') : null;
  const needsDob = store.needsDob.value;
  const answer = answerPart.current;

  useEffect(() => {
    if (roll === undefined && year === undefined && exam === undefined) return;
    void store.fill({ roll, yearId: year, examId: exam });
  }, [store, roll, year, exam]);

  // The card's body comes in the same commit as the card (its code came with the lookup), so
  // `onLoad` here means "on screen".
  useEffect(() => {
    if (card) handlers.current.onLoad?.(card);
  }, [card, handlers]);
  const emitNoResult = useCallback(
    (text: string) => handlers.current.onError?.({ message: text }),
    [handlers],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query makes a new event even when two lookups fail alike
  useEffect(() => {
    if (message !== null) handlers.current.onError?.({ message });
  }, [message, query]);

  // After a lookup, the focus goes to its answer: the card's title, or the message (or the date
  // of birth, which takes it itself when the provider asks for it).
  useEffect(() => {
    if (!focusAfterLookup.current || state === 'loading' || (state === 'ready' && !card)) return;
    focusAfterLookup.current = false;
    (card ? titleRef.current : messageRef.current)?.focus();
  }, [state, card]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitted = store.submit();
    if (!submitted) {
      const field = firstInvalid(store);
      // Each control is named for its field.
      if (field) (event.currentTarget.elements.namedItem(field) as HTMLElement | null)?.focus();
      return;
    }
    if (store.state.peek() === 'loading') focusAfterLookup.current = true;
    // The same lookup is already on screen: nothing changes, so the focus moves to it now.
    else (store.card.peek() ? titleRef.current : messageRef.current)?.focus();
    handlers.current.onLookup?.({
      roll: submitted.roll,
      year: submitted.yearId,
      exam: submitted.examId,
    });
  }

  /** The form's own fields; the date of birth words its errors itself. */
  const fieldError = (field: Exclude<LookupField, 'dob'>) => {
    const key = errors[field] as Exclude<FieldErrorKey, 'dobRequired'> | undefined;
    return key ? says(key, { max: MAX_ROLL_DIGITS }) : null;
  };

  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <h2 className={ui.heading} id={`${id}-heading`}>
        {says('heading')}
      </h2>
      <form
        part="form"
        className={`${styles.form} ${needsDob ? styles.formWithDob : ''}`}
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={onSubmit}
      >
        <Field label={says('roll')} error={fieldError('roll')}>
          <input
            className={controls.input}
            name="roll"
            type="text"
            inputMode="numeric"
            pattern="[0-9০-৯]*"
            autoComplete="off"
            value={store.roll.value}
            onChange={(e) => store.setRoll(e.currentTarget.value)}
          />
        </Field>
        <Field label={says('year')} error={fieldError('year')}>
          <select
            className={controls.select}
            name="year"
            value={store.yearId.value ?? ''}
            onChange={(e) => store.setYear(selectValue(e.currentTarget.value))}
          >
            <option value="">{says('year')}</option>
            {store.years.value.map((y) => (
              <option key={y.id} value={y.id}>
                {localDigits(y.name, lang)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={says('exam')} error={fieldError('exam')}>
          <select
            className={controls.select}
            name="exam"
            value={store.examId.value ?? ''}
            onChange={(e) => store.setExam(selectValue(e.currentTarget.value))}
          >
            <option value="">{says('exam')}</option>
            {store.exams.value.map((x) => (
              <option key={x.id} value={x.id}>
                {localized(x, 'name', lang)}
              </option>
            ))}
          </select>
        </Field>
        {needsDob && answer ? (
          <answer.DateOfBirthField
            lang={lang}
            value={store.dob.value}
            error={errors.dob}
            onChange={store.setDob}
            takeFocus={focusAfterLookup.current}
          />
        ) : null}
        <Button type="submit" part="submit" className={styles.submit}>
          {says('submit')}
        </Button>
      </form>

      {/* Named by its title once a result shows: the "Exam Result" region. */}
      <section
        part="card"
        className={styles.result}
        data-state={state}
        data-card={card ? '' : undefined}
        aria-labelledby={card ? `${id}-title` : undefined}
      >
        {/* Always in the page, so that what appears in it is announced. */}
        <div aria-live="polite" ref={messageRef} tabIndex={-1} className={styles.live}>
          {state === 'loading' || state === 'error' ? (
            <Status state={state} error={message} onRetry={() => void store.start()} lang={lang} />
          ) : null}
          {state === 'empty' && reason !== undefined && query && answer ? (
            <answer.NoResultNotice
              // A new lookup is a new notice, and a new error event, even in the same words.
              key={`${query.roll} ${query.yearId} ${query.examId} ${query.dob ?? ''}`}
              reason={reason}
              roll={query.roll}
              exam={examName(
                store.exams.value.find((x) => x.id === query.examId),
                lang,
              )}
              year={localDigits(
                store.years.value.find((y) => y.id === query.yearId)?.name ?? '',
                lang,
              )}
              lang={lang}
              onShown={emitNoResult}
            />
          ) : null}
          {card && answer ? (
            <answer.CardTitle
              id={`${id}-title`}
              ref={titleRef}
              lang={lang}
              className={styles.title}
            />
          ) : null}
        </div>
        {card && answer ? (
          <answer.ResultCardBody
            card={card}
            lang={lang}
            pdf={store.pdf.value}
            onDownload={() => void store.downloadReportCard({ schoolName, lang, verifyUrl })}
          />
        ) : null}
      </section>
    </div>
  );
}
