import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { lazyPart, partMissing } from '../runtime/lazy-part.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/field.css.ts';
import { Field } from '../ui/field.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './contact-form.css.ts';
import { messages } from './contact-form.messages.ts';
import { type ContactField, createContactFormStore } from './contact-form.store.ts';

export interface ContactFormProps extends WidgetProps {
  /** The home page's form: name, mobile number and message only. */
  compact?: boolean | undefined;
  /** The provider stored the message; `id` is its reference. */
  onSent?: (detail: { id: string | number }) => void;
  /** A message could not be sent (refused, or the provider could not be reached). */
  onError?: (detail: { message: string }) => void;
}

interface Control {
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'tel' | 'email';
  required?: boolean;
  hint?: 'phoneHint' | 'optional';
}

const CONTROLS: Record<ContactField, Control> = {
  name: { type: 'text', autoComplete: 'name', required: true },
  phone_no: {
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    required: true,
    hint: 'phoneHint',
  },
  email_id: { type: 'email', autoComplete: 'email', hint: 'optional' },
  subject: { type: 'text', autoComplete: 'off', hint: 'optional' },
  msg: { autoComplete: 'off', required: true },
};

/**
 * The summary and the Success!/Error! dialog appear only after Submit: they are fetched when the
 * visitor starts on the form, with its checks (Submit waits for both), not as part of the
 * element's first load.
 */
const answerPart = lazyPart(() => import('./answer.tsx'));

/**
 * The contact form (spec §2 "Contact page"; the home page's with `compact`): checked in the
 * browser with the provider's own rules, each problem on its field and in a summary that takes
 * focus; sent once; then Success! (closing itself after 3 s) over a receipt that keeps the
 * reference in the page, with when the school usually replies, in place of the form; or Error!
 * with the reason and everything typed kept (spec §8).
 */
export function ContactForm({
  api,
  lang = 'en',
  compact = false,
  onStateChange,
  onSent,
  onError,
}: ContactFormProps) {
  useSignals();
  const store = useWidgetStore(
    () => createContactFormStore(api, { compact, parts: () => answerPart.load() }),
    onStateChange,
  );
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const latest = useLatest({ onSent, onError });
  const outcome = store.outcome.value;
  const sending = store.sending.value;
  const values = store.values.value;
  const errors = store.errors.value;
  const says = (key: Parameters<typeof messages>[0]) => messages(key, {}, lang);
  const answer = answerPart.current;

  useEffect(() => store.setCompact(Boolean(compact)), [store, compact]);

  // "Send another message" starts at the first field of the fresh form.
  const formRef = useRef<HTMLFormElement>(null);
  const focusForm = useRef(false);
  const receipt = store.receipt.value;
  useEffect(() => {
    if (!focusForm.current || receipt) return;
    focusForm.current = false;
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  });

  useEffect(() => {
    if (outcome?.kind === 'sent') latest.current.onSent?.({ id: outcome.id });
    else if (outcome) {
      latest.current.onError?.({ message: outcome.message || messages('failed') });
    }
  }, [outcome, latest]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void store.submit();
  }

  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <h2 id={`${id}-heading`} className={`${ui.heading} ${styles.heading}`}>
        {says('heading')}
      </h2>
      {receipt && answer ? (
        <answer.Receipt
          store={store}
          lang={lang}
          onAnother={() => {
            focusForm.current = true;
            store.newMessage();
          }}
        />
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          part="form"
          noValidate
          aria-labelledby={`${id}-heading`}
          data-status={store.status.value}
          onFocus={() => store.prepare()}
          onSubmit={onSubmit}
        >
          <div className={styles.summary}>
            {answer && store.failures.value > 0 ? (
              <answer.Summary store={store} fieldId={fieldId} lang={lang} />
            ) : null}
          </div>
          {store.fields.value.map((field) => {
            const control = CONTROLS[field];
            const error = errors[field];
            const common = {
              name: field,
              autoComplete: control.autoComplete,
              'aria-required': control.required || undefined,
              value: values[field] ?? '',
            };
            return (
              <Field
                key={field}
                id={fieldId(field)}
                label={says(field)}
                hint={control.hint ? says(control.hint) : null}
                error={error ? store.words(error, lang) : null}
                className={field === 'msg' ? styles.wide : undefined}
              >
                {field === 'msg' ? (
                  <textarea
                    {...common}
                    className={`${controls.input} ${styles.message}`}
                    rows={4}
                    onChange={(e) => store.set(field, e.currentTarget.value)}
                  />
                ) : (
                  <input
                    {...common}
                    className={controls.input}
                    type={control.type}
                    inputMode={control.inputMode}
                    onChange={(e) => store.set(field, e.currentTarget.value)}
                  />
                )}
              </Field>
            );
          })}
          <Button
            type="submit"
            part="submit"
            className={styles.submit}
            aria-disabled={sending || undefined}
          >
            {says(sending ? 'sending' : 'submit')}
          </Button>
        </form>
      )}
      {answer ? (
        <answer.Answer store={store} lang={lang} />
      ) : store.dialog.value ? (
        // Submit failed because the answer's code (or the checks') could not be fetched.
        <p role="alert" className={ui.statusError}>
          {partMissing('partMissing', {}, lang)}
        </p>
      ) : null}
    </div>
  );
}
