import { useSignals } from '@preact/signals-react/runtime';
import type { Lang } from '../runtime/i18n.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../ui/error-summary.tsx';
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
