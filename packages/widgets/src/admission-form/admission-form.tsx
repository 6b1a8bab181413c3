import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { lazyPart } from '../runtime/lazy-part.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './admission-form.css.ts';
import { messages } from './admission-form.messages.ts';
import { createAdmissionFormStore, DRAFT_PREFIX } from './admission-form.store.ts';
import { STEPS_OF_FIELDS } from './fields.ts';

export interface AdmissionFormProps extends WidgetProps {
  /** The provider stored the application; `id` is its application number. */
  onSent?: (detail: { id: string }) => void;
  /** An application was not sent (refused, or the provider could not be reached). */
  onError?: (detail: { message: string }) => void;
}

/**
 * The fields, dialogs and receipt are most of the form's code: they load at once when the form
 * appears, beside the option lists (the store waits for them), instead of in the element's first
 * load. (The file's name sorts after admission-form.element.ts on purpose: Rolldown lays out the
 * shared runtime chunk from the first lazy module by name, and one that does not start from the
 * element adapter reorders it, costing every element about 120 B of gzip.)
 */
const bodyPart = lazyPart(() => import('./form-body.tsx').then((m) => m.AdmissionBody));

/**
 * The form's shape while its lists and fields are on their way (its first step: a reload in a
 * later step finds it there once loaded): nothing below moves after.
 */
function Skeleton() {
  const [first] = STEPS_OF_FIELDS;
  return (
    <div className={styles.form} aria-hidden="true">
      <span className={styles.ghostStep} />
      <span className={styles.ghostIntro} />
      <div className={styles.fieldset}>
        {first?.fields.map((field) => (
          <span key={field.name} className={styles.ghostField}>
            <span className={styles.ghostLabel} />
            {field.hint || field.optional ? <span className={styles.ghostHint} /> : null}
            <span className={styles.ghostControl} />
          </span>
        ))}
      </div>
      <span className={styles.ghostButton} />
    </div>
  );
}

/**
 * The admission form (spec §2 "Admission Form"), in steps a phone can take one at a time: the
 * student, the parents, the class and photo, then "Check your answers" before sending. It asks
 * each thing once and makes the four groups of the application from the answers (answers.ts);
 * the class, admission year and session come from the provider, the student's photo is scaled
 * down in the browser when large; each step is checked with the provider's own rules, what was
 * typed is kept in the browser until sent, and it is sent once; then Success! with the
 * application number, and a receipt to print (spec §8).
 */
export function AdmissionForm({
  api,
  lang = 'en',
  onStateChange,
  onSent,
  onError,
}: AdmissionFormProps) {
  useSignals();
  const store = useWidgetStore(
    () =>
      createAdmissionFormStore(api, {
        draftKey: `${DRAFT_PREFIX}:${api.href('')}`,
        prepare: () => bodyPart.load(lang),
      }),
    onStateChange,
  );
  const id = useId();
  const events = useLatest({ onSent, onError });

  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <h2 id={`${id}-heading`} className={`${ui.heading} ${styles.heading}`}>
        {messages('heading', {}, lang)}
      </h2>
      <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
        {() => {
          // There whenever the store is ready: it waited for the part.
          const Body = bodyPart.current;
          return Body ? (
            <Body store={store} lang={lang} headingId={`${id}-heading`} events={events} />
          ) : null;
        }}
      </Async>
    </div>
  );
}
