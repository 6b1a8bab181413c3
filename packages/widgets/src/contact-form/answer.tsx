import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../ui/error-summary.tsx';
import * as styles from './contact-form.css.ts';
import { messages } from './contact-form.messages.ts';
import { type ContactFormStore, SENT_DIALOG_MS } from './contact-form.store.ts';

/** Each error, linked to its field when the form has it, in the order of the form. */
function summaryItems(
  store: ContactFormStore,
  fieldId: (field: string) => string,
  lang: Lang,
): ErrorSummaryItem[] {
  const fields: readonly string[] = store.fields.value;
  const rank = (name: string) => (fields.includes(name) ? fields.indexOf(name) : fields.length);
  return Object.entries(store.errors.value)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, message]) => ({
      id: fields.includes(name) ? fieldId(name) : undefined,
      message: store.words(message, lang),
    }));
}

/** Why a message was not sent, in the visitor's language when the words are known. */
function reason(store: ContactFormStore, message: string | null, lang: Lang): string {
  return message ? store.words(message, lang) : messages('failed', {}, lang);
}

/** The Success! or Error! dialog of the last send (spec §8). */
export function Answer({ store, lang }: { store: ContactFormStore; lang: Lang }) {
  useSignals();
  const dialog = store.dialog.value;
  const sent = dialog?.kind === 'sent';
  return (
    <Dialog
      open={dialog !== null}
      title={messages(sent ? 'sentTitle' : 'failedTitle', {}, lang)}
      tone={sent ? 'success' : 'error'}
      autoCloseMs={sent ? SENT_DIALOG_MS : undefined}
      onClose={() => store.closeDialog()}
      lang={lang}
    >
      {dialog?.kind === 'sent' ? (
        <>
          <p>{messages('sent', {}, lang)}</p>
          {dialog.id !== '' ? (
            <p>{messages('reference', { id: String(dialog.id) }, lang)}</p>
          ) : null}
        </>
      ) : dialog?.kind === 'failed' ? (
        <>
          <p>{reason(store, dialog.message, lang)}</p>
          <p>{messages('kept', {}, lang)}</p>
        </>
      ) : null}
    </Dialog>
  );
}

export interface SummaryProps {
  store: ContactFormStore;
  /** The id of a field's control, for the summary's links. */
  fieldId: (field: string) => string;
  lang: Lang;
}

/** What is wrong, at the top of the form; it takes focus after each refused submit. */
export function Summary({ store, fieldId, lang }: SummaryProps) {
  useSignals();
  return (
    <ErrorSummary
      items={summaryItems(store, fieldId, lang)}
      focusKey={store.failures.value}
      lang={lang}
    />
  );
}

/**
 * What stays in place of the form once the message is stored (issue 23): its reference, a word
 * to keep it, and when the school usually replies (when its provider says). It takes the focus
 * when Success! closes, as the Submit button it came from is gone.
 */
export function Receipt({
  store,
  lang,
  onAnother,
}: {
  store: ContactFormStore;
  lang: Lang;
  onAnother: () => void;
}) {
  useSignals();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const receipt = store.receipt.value;
  const days = store.replyDays.value;
  const dialog = store.dialog.value;
  const dialogWas = useRef(dialog);
  useEffect(() => {
    const was = dialogWas.current;
    dialogWas.current = dialog;
    if (was?.kind === 'sent' && !dialog) title.current?.focus();
  }, [dialog]);
  if (!receipt) return null;
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  return (
    <section className={styles.receipt} aria-labelledby={`${id}-title`} part="receipt">
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className={styles.receiptTitle}>
        {says('receiptTitle')}
      </h3>
      <p className={styles.receiptLine}>{says('sent')}</p>
      {receipt.id !== '' ? (
        <p className={styles.receiptLine}>
          {says('receiptReference')} <strong className={styles.reference}>{receipt.id}</strong>
        </p>
      ) : null}
      {receipt.id !== '' ? <p className={styles.receiptLine}>{says('receiptKeep')}</p> : null}
      {days ? (
        <p className={styles.receiptLine}>
          {days === 1 ? says('replyOne') : says('replyDays', { days: formatNumber(days, lang) })}
        </p>
      ) : null}
      <Button onClick={onAnother}>{says('another')}</Button>
    </section>
  );
}
