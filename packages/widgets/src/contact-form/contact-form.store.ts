import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  type ApiClient,
  type Contact,
  isApiError,
  type PublicMessage,
  type SubmissionReceipt,
} from '@school/api';
import type { ValidationResult } from '@school/api/schemas';
import { createFormStore } from '../runtime/form-store.ts';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart, partMissing } from '../runtime/lazy-part.ts';
import type { WidgetState, WidgetStore } from '../runtime/store.ts';

/** The fields of `POST /public-msg/`, named as the contract and the provider's errors name them. */
export type ContactField = 'name' | 'phone_no' | 'email_id' | 'subject' | 'msg';

/** The contact page's form (spec §2): Name, Mobile No, Email, Subject, Message. */
export const PAGE_FIELDS: readonly ContactField[] = [
  'name',
  'phone_no',
  'email_id',
  'subject',
  'msg',
];
/** The home page's form sends only name, phone number and message (spec §2, §7). */
export const COMPACT_FIELDS: readonly ContactField[] = ['name', 'phone_no', 'msg'];

/** More working days than this is no promise worth repeating to a parent: not said. */
const MAX_REPLY_DAYS = 30;

/** The success dialog closes itself after this long (spec §9). */
export const SENT_DIALOG_MS = 3000;

/** What became of the last message the visitor sent. */
export type SendOutcome =
  /** Stored by the provider; `id` is its reference. */
  | { kind: 'sent'; id: string | number }
  /** Refused field by field (a 400): the errors are on their fields; `message` is the provider's. */
  | { kind: 'refused'; message: string }
  /**
   * Not sent. `message` is the reason in words a visitor can read (the provider's, such as a
   * 429's "Please wait 40 seconds…", or the client's: offline, unreachable, too slow), or null
   * when there is none to give.
   */
  | { kind: 'failed'; message: string | null };

const EMPTY: Record<ContactField, string> = {
  name: '',
  phone_no: '',
  email_id: '',
  subject: '',
  msg: '',
};

/**
 * A fresh Idempotency-Key. `getRandomValues`, not `randomUUID`: a partner page on plain http
 * is no secure context, and only the first works there.
 */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Validate = (input: unknown) => ValidationResult<PublicMessage>;

/** The form's checks: the shared schema's, and its sentences in the visitor's language. */
export interface Checks {
  validatePublicMessage: Validate;
  inLanguage: (text: string, lang: Lang) => string;
}

/**
 * The checks (valibot) are not part of the element's first load: they are fetched when the
 * visitor starts on the form (`prepare`), and awaited by Submit.
 */
const loadChecks = (): Promise<Checks> => import('./checks.ts');

/** Only the given fields of the form's value: the compact form sends nothing else. */
function only(input: unknown, fields: readonly string[]): unknown {
  if (typeof input !== 'object' || input === null) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => fields.includes(key)));
}

/** What stays in the page once a message is stored: its reference (issue 23). */
export interface SentReceipt {
  id: string | number;
}

export interface ContactFormOptions {
  /** Start as the home page's form (name, phone number, message). */
  compact?: boolean;
  /** Fetches the checks; replaced in tests. */
  checks?: () => Promise<Checks>;
  /** Other code the answer needs (the view's `lazyPart`), fetched with the checks. */
  parts?: () => Promise<unknown>;
}

/**
 * The contact form (spec §2, §8): checked in the browser with the provider's own schema, sent
 * once, then the Success! dialog (and a fresh form) or the Error! dialog with what was typed
 * kept. It loads nothing, so it is `ready` from the start.
 */
export function createContactFormStore(
  // Without `getContacts` (a host's own client), the receipt says no reply time.
  api: Pick<ApiClient, 'sendPublicMessage'> & Partial<Pick<ApiClient, 'getContacts'>>,
  { compact = false, checks = loadChecks, parts }: ContactFormOptions = {},
) {
  const isCompact = signal(compact);
  // A failed fetch is tried again by the next press; it fails with a sentence Status and the
  // answer show in Bengali too.
  const checkPart = lazyPart(checks);
  const replyDays = signal<number | null>(null);
  let askedReplyDays = false;
  /**
   * When the school usually replies (`reply_days` of /contacts, beyond the spec): asked once,
   * with the checks, for the receipt to say. A provider without it, or one that fails, leaves
   * the receipt without that sentence: it never stands in the way of sending.
   */
  function askReplyDays() {
    if (askedReplyDays || !api.getContacts) return;
    askedReplyDays = true;
    api.getContacts().then(
      (contacts) => {
        // Whatever a provider sends: only a sensible number of days is said.
        const days = Array.isArray(contacts)
          ? (contacts[0] as Contact | undefined)?.reply_days
          : null;
        if (
          typeof days === 'number' &&
          Number.isInteger(days) &&
          days >= 1 &&
          days <= MAX_REPLY_DAYS
        ) {
          replyDays.value = days;
        }
      },
      () => {},
    );
  }
  const prepare = () => {
    askReplyDays();
    return Promise.all([checkPart.load(), parts?.()]);
  };
  let disposed = false;
  let failure: unknown = null;
  /**
   * The message being sent and its Idempotency-Key: sent again unchanged (a retry after a
   * timeout that the provider may have stored after all), it keeps its key and is stored once.
   */
  let attempt: { content: string; key: string } | null = null;
  const form = createFormStore<PublicMessage, SubmissionReceipt>({
    // Submit calls it only once `prepare` has fetched it.
    validate: (input) =>
      (checkPart.current as Checks).validatePublicMessage(
        isCompact.peek() ? only(input, COMPACT_FIELDS) : input,
      ),
    send: async (value, signal) => {
      failure = null;
      const content = JSON.stringify(value);
      if (content !== attempt?.content) attempt = { content, key: newKey() };
      try {
        const receipt = await api.sendPublicMessage(value, { signal, idempotencyKey: attempt.key });
        attempt = null;
        return receipt;
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    initial: EMPTY,
  });
  const outcome = signal<SendOutcome | null>(null);
  const dialogOpen = signal(false);
  const receipt = signal<SentReceipt | null>(null);

  /** The reason a send failed, when the client could word it (every ApiError's message is). */
  function reason(): string | null {
    if (!isApiError(failure) || failure.kind === 'aborted') return null;
    return form.error.peek() ?? failure.message;
  }

  const store = {
    state: computed<WidgetState>(() => 'ready'),
    error: computed<string | null>(() => null),
    /** Nothing to load; a view mounted again (StrictMode does so) may send again. */
    start() {
      disposed = false;
    },
    dispose() {
      disposed = true;
      form.dispose();
    },

    compact: isCompact as ReadonlySignal<boolean>,
    /** The fields shown, in order. */
    fields: computed(() => (isCompact.value ? COMPACT_FIELDS : PAGE_FIELDS)),
    values: form.values as ReadonlySignal<Record<ContactField, string>>,
    /** What is wrong, by field (the provider's names); a key may be no field of the form. */
    errors: form.errors,
    /** Counts refused submits: the error summary takes focus each time. */
    failures: form.failures,
    sending: computed(() => form.status.value === 'submitting'),
    /** `idle`, `submitting`, `success` (briefly: the form is then cleared) or `error`. */
    status: form.status,
    /** The last send's outcome; a new object for every send, so a view can report each. */
    outcome: outcome as ReadonlySignal<SendOutcome | null>,
    /**
     * The last message stored, shown in place of the form (its reference stays after Success!
     * closes) until the visitor starts another.
     */
    receipt: receipt as ReadonlySignal<SentReceipt | null>,
    /** The working days the school usually takes to reply, when its provider says. */
    replyDays: replyDays as ReadonlySignal<number | null>,
    /** The Success! or Error! dialog to show, if any. */
    dialog: computed(() => {
      const last = outcome.value;
      return dialogOpen.value && last && last.kind !== 'refused' ? last : null;
    }),

    /**
     * A sentence of the schema, the client or the provider in the visitor's language, when the
     * checks (which know them) are in; as it came otherwise, but for the one that says they are not.
     */
    words(text: string, lang: Lang): string {
      if (checkPart.current) return checkPart.current.inLanguage(text, lang);
      return text === partMissing('partMissing') ? partMissing('partMissing', {}, lang) : text;
    },
    /** Fetch the form's checks now (the visitor has started on the form), not at Submit. */
    prepare() {
      void prepare().catch(() => {});
    },
    setCompact(value: boolean) {
      isCompact.value = value;
    },
    set(field: ContactField, value: string) {
      form.set(field, value);
    },
    /**
     * Check, then send. Resolves with the first field that is wrong (nothing was sent), or null.
     * A press while sending sends nothing more.
     */
    async submit(): Promise<ContactField | null> {
      if (form.status.peek() === 'submitting') return null;
      try {
        await prepare();
      } catch (error) {
        if (disposed) return null;
        batch(() => {
          outcome.value = { kind: 'failed', message: (error as Error).message };
          dialogOpen.value = true;
        });
        return null;
      }
      // The view went away while the checks were on their way: nothing is sent.
      if (disposed) return null;
      const invalid = (await form.submit()) as ContactField | null;
      const status = form.status.peek();
      if (status === 'success') {
        const stored = form.result.peek();
        batch(() => {
          form.reset();
          outcome.value = { kind: 'sent', id: stored?.id ?? '' };
          receipt.value = { id: stored?.id ?? '' };
          dialogOpen.value = true;
        });
      } else if (status === 'error') {
        const message = reason();
        batch(() => {
          if (form.hasErrors.peek()) {
            outcome.value = { kind: 'refused', message: message ?? '' };
          } else {
            outcome.value = { kind: 'failed', message };
            dialogOpen.value = true;
          }
        });
      }
      return invalid;
    },
    /** The visitor closed the dialog (OK, Escape), or it closed itself. */
    closeDialog() {
      dialogOpen.value = false;
    },
    /** "Send another message": the form again, empty. */
    newMessage() {
      batch(() => {
        receipt.value = null;
        dialogOpen.value = false;
      });
    },
  };
  return store satisfies WidgetStore;
}

export type ContactFormStore = ReturnType<typeof createContactFormStore>;
