import { useSignals } from '@preact/signals-react/runtime';
import { localToday } from '@school/api';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { formatDay } from '../runtime/format-day.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ErrorSummary } from '../ui/error-summary.tsx';
import * as controls from '../ui/field.css.ts';
import { Field } from '../ui/field.tsx';
import { Select, type SelectOption } from '../ui/select.tsx';
import * as ui from '../ui/ui.css.ts';
import * as layout from './admission-form.css.ts';
import type { AdmissionFormStore } from './admission-form.store.ts';
import { type Application, SENT_DIALOG_MS } from './application.ts';
import type { Receipt, ReceiptClass } from './draft.ts';
import { FIELD_NAMES, type FieldSpec, STEPS, type Step, type StepName, stepOf } from './fields.ts';
import * as styles from './form-body.css.ts';
import css from './form-body.css.ts?inline';
import { messages } from './form-body.messages.ts';

type Key = Parameters<typeof messages>[0];
type Says = (key: Key, vars?: Record<string, string | number>) => string;

export interface BodyProps {
  store: AdmissionFormStore;
  lang: Lang;
  /** The widget's heading, which names the form. */
  headingId: string;
  /** The host's callbacks, newest first (useLatest). */
  events: {
    readonly current: {
      onSent?: ((detail: { id: string }) => void) | undefined;
      onError?: ((detail: { message: string }) => void) | undefined;
    };
  };
}

/** The photo's preview in CSS pixels (a passport photo's 3 : 4), also its width and height. */
const PREVIEW = { width: 96, height: 128 };

/**
 * "XI — Science, Morning shift, section A": a class as the provider lists it, in the form's
 * language (the school's Bengali twins in Bengali).
 */
function classLabel(c: ReceiptClass, says: Says, lang: Lang): string {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const shift = text(localized(c, 'shift_name', lang));
  const section = text(localized(c, 'section_name', lang));
  const details = [
    text(localized(c, 'group_name', lang)),
    shift ? says('shift', { shift }) : null,
    section ? says('section', { section }) : null,
  ].filter(Boolean);
  const name = localized(c, 'class_name', lang);
  return details.length ? `${name} — ${details.join(', ')}` : name;
}

/** The options of a select: spec §5's fixed values, or the provider's lists. */
function optionsOf(
  field: FieldSpec,
  lists: AdmissionFormStore,
  says: Says,
  lang: Lang,
): SelectOption[] {
  const last = field.name.split('.')[1] ?? '';
  if (field.choices) {
    // Blood groups read the same in both languages: A+, AB−.
    return field.choices.map((value) => ({
      value,
      label: last === 'bloodGroup' ? value.toUpperCase() : says(`${last}:${value}` as Key),
    }));
  }
  switch (last) {
    case 'class_id':
      return lists.classes.value.map((c) => ({ value: c.id, label: classLabel(c, says, lang) }));
    case 'admission_year_id':
      return lists.years.value.map((y) => ({ value: y.id, label: localDigits(y.name, lang) }));
    default:
      return lists.sessions.value.map((s) => ({
        value: s.id,
        label: localDigits(`${s.start_year}–${s.end_year}`, lang),
      }));
  }
}

/** The hint under a field's label: its format, "Optional", or both. */
function hintOf(field: FieldSpec, says: Says): string | null {
  if (field.kind === 'photo') return says('photoHint');
  const format = field.hint ? says(field.hint) : null;
  if (!field.optional) return format;
  return format ? `${says('optional')}. ${format}` : says('optional');
}

const INPUT_TYPES = { text: 'text', tel: 'tel', email: 'email', date: 'date', digits: 'text' };
const INPUT_MODES = { tel: 'tel', email: 'email', digits: 'numeric' } as const;

interface ControlProps {
  field: FieldSpec;
  app: Application;
  /** The option lists. */
  lists: AdmissionFormStore;
  id: string;
  says: Says;
  lang: Lang;
}

function Control({ field, app, lists, id, says, lang }: ControlProps) {
  useSignals();
  const error = app.errors.value[field.name];
  const shown = error ? app.words(error, lang) : null;
  const value = app.values.value[field.name] ?? '';
  const common = {
    name: field.name,
    'aria-required': field.optional ? undefined : true,
  };
  if (field.kind === 'choice' || field.kind === 'list') {
    return (
      <Select
        {...common}
        id={id}
        label={says(field.name as Key)}
        hint={hintOf(field, says)}
        error={shown}
        placeholder={says('choose')}
        options={optionsOf(field, lists, says, lang)}
        value={value}
        onChange={(next) => app.set(field.name, next)}
        lang={lang}
      />
    );
  }
  const kind = field.kind as keyof typeof INPUT_TYPES;
  return (
    <Field id={id} label={says(field.name as Key)} hint={hintOf(field, says)} error={shown}>
      <input
        {...common}
        className={controls.input}
        type={INPUT_TYPES[kind]}
        inputMode={INPUT_MODES[kind as keyof typeof INPUT_MODES]}
        autoComplete={field.autoComplete ?? 'off'}
        // The Bangla name: the right keyboard and voice for it.
        lang={field.name === 'student_user.nameBn' ? 'bn' : undefined}
        max={kind === 'date' ? localToday() : undefined}
        value={value}
        onChange={(e) => app.set(field.name, e.currentTarget.value)}
      />
    </Field>
  );
}

function PhotoField({ field, app, id, says, lang }: ControlProps) {
  useSignals();
  const input = useRef<HTMLInputElement>(null);
  const photo = app.photo.value;
  const error = app.errors.value[field.name];
  const refusal = photo.kind === 'refused' ? photo.message : null;
  const shown = error ?? refusal;
  const words = (text: string) => app.words(text, lang);
  return (
    <div className={`${styles.photoField} ${layout.wide}`}>
      <Field
        id={id}
        label={says(field.name as Key)}
        hint={hintOf(field, says)}
        error={shown ? words(shown) : null}
      >
        <input
          ref={input}
          className={`${controls.input} ${styles.file}`}
          name={field.name}
          type="file"
          // Any picture the browser can open: one that is not a JPEG, PNG or WebP is converted.
          accept="image/*"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void app.choosePhoto(file);
          }}
        />
      </Field>
      {photo.kind === 'working' ? (
        <p className={styles.note} role="status">
          {says('photoWorking')}
        </p>
      ) : null}
      {app.photoLost.value ? <p className={styles.warning}>{says('photoLost')}</p> : null}
      {photo.kind === 'ready' ? (
        <div className={styles.photo}>
          <img
            className={styles.preview}
            src={photo.dataUrl}
            alt={says('photoAlt')}
            width={PREVIEW.width}
            height={PREVIEW.height}
          />
          <Button
            className={styles.secondary}
            onClick={() => {
              app.removePhoto();
              if (input.current) input.current.value = '';
              input.current?.focus();
            }}
          >
            {says('removePhoto')}
          </Button>
          {photo.scaled ? <p className={styles.note}>{says('photoScaled')}</p> : null}
          {photo.kept ? null : <p className={styles.warning}>{says('photoNotKept')}</p>}
        </div>
      ) : null}
    </div>
  );
}

/** "Kept from before" with Start again, which asks first: a slip must not lose a whole form. */
function DraftBanner({
  app,
  says,
  onCleared,
}: {
  app: Application;
  says: Says;
  onCleared: () => void;
}) {
  useSignals();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // Its buttons change under the focus: the focus goes to the first of the new ones.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    box.current?.querySelector('button')?.focus();
  });
  if (!app.restored.value) return null;
  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };
  return (
    <div ref={box} className={styles.banner} part="draft">
      <p id={`${id}-text`} className={styles.bannerText}>
        {says(asking ? 'confirmStartAgain' : 'restored')}
      </p>
      {asking ? (
        <>
          <Button
            aria-describedby={`${id}-text`}
            onClick={() => {
              setAsking(false);
              app.startAgain();
              onCleared();
            }}
          >
            {says('clearForm')}
          </Button>
          <Button className={styles.secondary} onClick={() => ask(false)}>
            {says('keepIt')}
          </Button>
        </>
      ) : (
        <Button className={styles.secondary} onClick={() => ask(true)}>
          {says('startAgain')}
        </Button>
      )}
    </div>
  );
}

function Summary({
  app,
  fieldId,
  lang,
}: {
  app: Application;
  fieldId: (name: string) => string;
  lang: Lang;
}) {
  useSignals();
  const rank = (name: string) =>
    FIELD_NAMES.includes(name) ? FIELD_NAMES.indexOf(name) : FIELD_NAMES.length;
  const step = app.step.value;
  // The step's own errors (and any that belong to no field): the others wait for their step.
  const items = Object.entries(app.errors.value)
    .filter(([name]) => {
      const on = stepOf(name);
      return on === null || on === step;
    })
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, message]) => ({
      id: FIELD_NAMES.includes(name) ? fieldId(name) : undefined,
      message: app.words(message, lang),
    }));
  return <ErrorSummary items={items} focusKey={app.failures.value} lang={lang} />;
}

function ReceiptCard({
  receipt,
  says,
  lang,
  titleRef,
  onNew,
}: {
  receipt: Receipt;
  says: Says;
  lang: Lang;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onNew: () => void;
}) {
  const id = useId();
  const rows: [string, string, string][] = [
    [says('receiptNumber'), receipt.id, styles.number],
    [says('receiptDate'), receipt.date ? formatDay(receipt.date, lang) : '', styles.value],
    [says('receiptStudent'), receipt.name, styles.value],
  ];
  if (receipt.klass)
    rows.push([says('receiptClass'), classLabel(receipt.klass, says, lang), styles.value]);
  return (
    <section className={styles.receipt} aria-labelledby={`${id}-title`} part="receipt">
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.receiptTitle}>
        {says('receiptTitle')}
      </h3>
      <dl className={styles.details}>
        {rows
          .filter(([, value]) => value)
          .map(([term, value, className]) => [
            <dt key={`${term}-t`} className={styles.term}>
              {term}
            </dt>,
            <dd key={`${term}-d`} className={className}>
              {value}
            </dd>,
          ])}
      </dl>
      <p className={styles.keep}>{says('receiptKeep')}</p>
      <div className={styles.actions}>
        <Button part="print" onClick={() => window.print()}>
          {says('print')}
        </Button>
        <Button className={styles.secondary} onClick={onNew}>
          {says('newApplication')}
        </Button>
      </div>
    </section>
  );
}

/** "Step 2 of 4 · The parents": the heading each step starts with, focused as it comes. */
function StepHeading({
  step,
  id,
  headingRef,
  says,
  lang,
}: {
  step: Step;
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  says: Says;
  lang: Lang;
}) {
  const count = says('stepCount', {
    n: localDigits(String(STEPS.indexOf(step) + 1), lang),
    total: localDigits(String(STEPS.length), lang),
  });
  return (
    <h3 id={id} ref={headingRef} tabIndex={-1} className={layout.stepHeading} part="step">
      <span className={layout.stepCount}>{count}</span>
      <span>{says(`step:${step}` as Key)}</span>
    </h3>
  );
}

/** An answer as the parent reads it back: an option's label, the photo's state, or "Not given". */
function answerText(
  field: FieldSpec,
  app: Application,
  lists: AdmissionFormStore,
  says: Says,
  lang: Lang,
): string {
  if (field.kind === 'photo') {
    return says(app.photo.value.kind === 'ready' ? 'photoChosen' : 'noPhoto');
  }
  const value = app.values.value[field.name] ?? '';
  if (value === '') return says('notGiven');
  if (field.kind === 'choice' || field.kind === 'list') {
    const option = optionsOf(field, lists, says, lang).find((o) => String(o.value) === value);
    return option?.label ?? value;
  }
  return value;
}

/**
 * "Check your answers" (GOV.UK's pattern): every answer of every step, each with a Change link
 * back to its question, and Submit below.
 */
function CheckAnswers({
  app,
  lists,
  says,
  lang,
  onChange,
}: {
  app: Application;
  lists: AdmissionFormStore;
  says: Says;
  lang: Lang;
  onChange: (step: StepName, field: string) => void;
}) {
  useSignals();
  return (
    <div className={styles.check} part="check">
      <p className={layout.intro}>{says('checkIntro')}</p>
      {(['student', 'parents', 'class'] as const).map((step) => (
        <section key={step} className={styles.checkGroup} aria-label={says(`step:${step}`)}>
          <h4 className={styles.checkTitle}>{says(`step:${step}`)}</h4>
          <dl className={styles.answers}>
            {app.fieldsOf(step).map((field) => {
              const label = says(field.name as Key);
              return (
                <div key={field.name} className={styles.answer}>
                  <dt className={styles.term}>{label}</dt>
                  <dd className={styles.value}>{answerText(field, app, lists, says, lang)}</dd>
                  <dd className={styles.changeCell}>
                    <button
                      type="button"
                      className={styles.change}
                      onClick={() => onChange(step, field.name)}
                    >
                      {says('change')} <span className={ui.visuallyHidden}>{label}</span>
                    </button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}

const MARK = '\u0000';

/** A sentence with the application number in it, the number kept on one line. */
function Numbered({ text, id }: { text: string; id: string }) {
  const [before, after] = text.split(MARK);
  return (
    <p>
      {before}
      <strong className={styles.nowrap}>{id}</strong>
      {after}
    </p>
  );
}

/** The Success! or Error! dialog of the last send (spec §8). */
function Answer({ app, says, lang }: { app: Application; says: Says; lang: Lang }) {
  useSignals();
  const dialog = app.dialog.value;
  const sent = dialog?.kind === 'sent';
  const reason = (message: string | null) => (message ? app.words(message, lang) : says('failed'));
  return (
    <Dialog
      open={dialog !== null}
      title={says(sent ? 'sentTitle' : 'failedTitle')}
      tone={sent ? 'success' : 'error'}
      autoCloseMs={sent ? SENT_DIALOG_MS : undefined}
      onClose={() => app.closeDialog()}
      lang={lang}
    >
      {dialog?.kind === 'sent' ? (
        <>
          <p>{says('sent')}</p>
          {dialog.id ? <Numbered text={says('number', { id: MARK })} id={dialog.id} /> : null}
        </>
      ) : dialog?.kind === 'failed' ? (
        <>
          <p>{reason(dialog.message)}</p>
          <p>{says('kept')}</p>
        </>
      ) : null}
    </Dialog>
  );
}

/**
 * Everything of the admission form below its heading, loaded at once after the element: the
 * four fieldsets, the error summary, the draft's banner, the dialogs, and the receipt that
 * replaces the form once the provider has the application.
 */
export function AdmissionBody(props: BodyProps) {
  useSignals();
  const app = props.store.application.value;
  return app ? <Body {...props} app={app} /> : null;
}

function Body({ store, app, lang, headingId, events }: BodyProps & { app: Application }) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  useShadowStyles(ref, css);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const says: Says = (key, vars = {}) => messages(key, vars, lang);
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const receiptTitle = useRef<HTMLHeadingElement>(null);
  const focusForm = useRef(false);
  /** What takes the focus once the next step is drawn: its heading, or a question (Change). */
  const focusOnStep = useRef<string | null>(null);
  const receipt = app.receipt.value;
  const outcome = app.outcome.value;
  const dialog = app.dialog.value;
  const sending = app.sending.value;
  const step = app.step.value;

  useEffect(() => {
    if (outcome?.kind === 'sent') events.current.onSent?.({ id: outcome.id });
    else if (outcome) events.current.onError?.({ message: outcome.message || messages('failed') });
  }, [outcome, events]);

  // Once Success! closes, the focus goes to the receipt (the Submit button it came from is gone).
  const dialogWas = useRef(dialog);
  useEffect(() => {
    const was = dialogWas.current;
    dialogWas.current = dialog;
    if (was?.kind === 'sent' && !dialog) receiptTitle.current?.focus();
  }, [dialog]);

  // A new application starts at the first field of the fresh form.
  useEffect(() => {
    if (!focusForm.current || receipt) return;
    focusForm.current = false;
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  });

  // A new step: its heading takes the focus (a screen reader says where the parent is), or the
  // question a Change link leads to; the error summary keeps it when the step has errors.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the step, not the errors
  useEffect(() => {
    const target = focusOnStep.current;
    focusOnStep.current = null;
    if (target === null) return;
    // The step's own errors: the summary has the focus.
    if (Object.keys(app.errors.peek()).some((name) => stepOf(name) === step)) return;
    const element =
      target === 'heading'
        ? stepHeading.current
        : ref.current?.querySelector<HTMLElement>(`[name="${target}"]`);
    element?.scrollIntoView?.({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [step]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 'check') {
      focusOnStep.current = 'heading';
      await app.submit();
      return;
    }
    focusOnStep.current = 'heading';
    await app.next();
  }

  return (
    <div ref={ref}>
      {receipt ? (
        <ReceiptCard
          receipt={receipt}
          says={says}
          lang={lang}
          titleRef={receiptTitle}
          onNew={() => {
            focusForm.current = true;
            app.newApplication();
          }}
        />
      ) : (
        <form
          ref={formRef}
          className={layout.form}
          part="form"
          noValidate
          aria-labelledby={headingId}
          data-status={app.status.value}
          data-step={step}
          onFocus={() => app.prepare()}
          onSubmit={onSubmit}
        >
          <DraftBanner
            app={app}
            says={says}
            onCleared={() => {
              focusOnStep.current = 'heading';
              stepHeading.current?.focus();
            }}
          />
          <StepHeading
            step={step}
            id={`${id}-step`}
            headingRef={stepHeading}
            says={says}
            lang={lang}
          />
          <div className={styles.summary}>
            <Summary app={app} fieldId={fieldId} lang={lang} />
          </div>
          {step === 'check' ? (
            <CheckAnswers
              app={app}
              lists={store}
              says={says}
              lang={lang}
              onChange={(to, field) => {
                focusOnStep.current = field;
                app.goTo(to);
              }}
            />
          ) : (
            <>
              {step === 'student' ? <p className={layout.intro}>{says('intro')}</p> : null}
              {/* biome-ignore lint/a11y/useSemanticElements: a grid in a <fieldset> is laid out
                  again 104 px taller by WebKit after its first layout (the page jumps); a group
                  named by the step's heading reads the same and lays out alike everywhere. */}
              <div
                role="group"
                aria-labelledby={`${id}-step`}
                className={layout.fieldset}
                part="fieldset"
              >
                {app.fieldsOf(step).map((field) => {
                  const Kind = field.kind === 'photo' ? PhotoField : Control;
                  return (
                    <Kind
                      key={field.name}
                      field={field}
                      app={app}
                      lists={store}
                      id={fieldId(field.name)}
                      says={says}
                      lang={lang}
                    />
                  );
                })}
              </div>
            </>
          )}
          <div className={styles.stepActions}>
            <Button
              type="submit"
              part="submit"
              className={styles.submit}
              aria-disabled={sending || undefined}
            >
              {says(step === 'check' ? (sending ? 'sending' : 'submit') : 'continue')}
            </Button>
            {step !== 'student' ? (
              <Button
                className={styles.secondary}
                onClick={() => {
                  focusOnStep.current = 'heading';
                  app.back();
                }}
              >
                {says('back')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
      {outcome ? <Answer app={app} says={says} lang={lang} /> : null}
    </div>
  );
}
