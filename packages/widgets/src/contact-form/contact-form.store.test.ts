import {
  API_ERROR_MESSAGES,
  type ApiClient,
  ApiError,
  type PublicMessage,
  type SubmissionReceipt,
} from '@school/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { partMissing } from '../runtime/lazy-part.ts';
import { createContactFormStore } from './contact-form.store.ts';
import { receipt, refusal, TOO_MANY, typed } from './fixtures.ts';

type Send = ApiClient['sendPublicMessage'];

/**
 * A fake provider whose `sendPublicMessage` does what the test says; its contact details say
 * nothing of a reply time unless the test gives `getContacts`.
 */
function fakeApi(
  send: (body: PublicMessage) => Promise<SubmissionReceipt>,
  getContacts: ApiClient['getContacts'] = async () => [],
) {
  const sendPublicMessage = vi.fn<Send>((body, _opts) => send(body));
  return { sendPublicMessage, getContacts: vi.fn(getContacts) };
}

const answers = (value: SubmissionReceipt) => fakeApi(async () => value);
const throws = (error: unknown) =>
  fakeApi(async () => {
    throw error;
  });

function fill(store: ReturnType<typeof createContactFormStore>, values: Partial<typeof typed>) {
  for (const [field, value] of Object.entries(values)) {
    store.set(field as keyof typeof typed, value);
  }
}

const httpError = (status: number, message: string, errors?: Record<string, string>) =>
  new ApiError({ kind: 'http', status, url: '/public-msg/', message, errors: errors ?? null });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createContactFormStore', () => {
  it('is ready from the start, with the five fields of the contact page', () => {
    const store = createContactFormStore(answers(receipt));
    expect(store.state.value).toBe('ready');
    expect(store.error.value).toBeNull();
    expect(store.fields.value).toEqual(['name', 'phone_no', 'email_id', 'subject', 'msg']);
  });

  it('sends nothing while a field is wrong, and says what is wrong on each field', async () => {
    const api = answers(receipt);
    const store = createContactFormStore(api);
    fill(store, { phone_no: '12345', email_id: 'rahima@' });
    expect(await store.submit()).toBe('name');
    expect(api.sendPublicMessage).not.toHaveBeenCalled();
    expect(store.errors.value).toEqual({
      name: 'Enter your name.',
      phone_no: 'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
      email_id: 'Enter a valid email address, e.g. name@example.com.',
      msg: 'Write your message.',
    });
    expect(store.failures.value).toBe(1);
    expect(store.dialog.value).toBeNull();
    expect(store.outcome.value).toBeNull();
    expect(store.values.value.phone_no).toBe('12345');
  });

  it('sends the checked message once, then opens Success! and clears the form', async () => {
    const answer = deferred<SubmissionReceipt>();
    const api = fakeApi(() => answer.promise);
    const store = createContactFormStore(api);
    fill(store, typed);
    const done = store.submit();
    await vi.waitFor(() => expect(store.sending.value).toBe(true));
    // A second press while sending sends nothing more.
    await store.submit();
    answer.resolve(receipt);
    expect(await done).toBeNull();
    expect(api.sendPublicMessage).toHaveBeenCalledTimes(1);
    expect(api.sendPublicMessage.mock.calls[0]?.[0]).toEqual({ ...typed, phone_no: '01712345678' });
    expect(store.sending.value).toBe(false);
    expect(store.dialog.value).toEqual({ kind: 'sent', id: 'M-7KQ4M-9XP2B' });
    expect(Object.values(store.values.value)).toEqual(['', '', '', '', '']);
    store.closeDialog();
    expect(store.dialog.value).toBeNull();
    expect(store.outcome.value).toEqual({ kind: 'sent', id: 'M-7KQ4M-9XP2B' });
    // The reference stays in the page after the dialog, until another message is started.
    expect(store.receipt.value).toEqual({ id: 'M-7KQ4M-9XP2B' });
    store.newMessage();
    expect(store.receipt.value).toBeNull();
  });

  it('asks once, with the checks, when the school usually replies; a provider that does not say, or fails, leaves it unsaid', async () => {
    const contact = {
      google_map: '',
      image: '',
      mobile: '',
      office_address: '',
      email: '',
      reply_days: 2,
    };
    const api = fakeApi(
      async () => receipt,
      async () => [contact],
    );
    const store = createContactFormStore(api);
    store.prepare();
    store.prepare();
    fill(store, typed);
    await store.submit();
    expect(api.getContacts).toHaveBeenCalledTimes(1);
    expect(store.replyDays.value).toBe(2);

    for (const answer of [
      async () => [{ ...contact, reply_days: null }],
      async () => [{ ...contact, reply_days: 100_000 }],
      async () => 'not a list' as never,
      async () => [],
      async () => {
        throw httpError(503, 'busy');
      },
    ]) {
      const silent = createContactFormStore(fakeApi(async () => receipt, answer));
      fill(silent, typed);
      expect(await silent.submit()).toBeNull();
      expect(silent.receipt.value).toEqual({ id: 'M-7KQ4M-9XP2B' });
      expect(silent.replyDays.value).toBeNull();
    }
  });

  it('sends after the view was mounted, disposed and mounted again (React StrictMode)', async () => {
    const api = answers(receipt);
    const store = createContactFormStore(api);
    store.start();
    store.dispose();
    store.start();
    fill(store, typed);
    expect(await store.submit()).toBeNull();
    expect(api.sendPublicMessage).toHaveBeenCalledTimes(1);
    expect(store.dialog.value).toEqual({ kind: 'sent', id: 'M-7KQ4M-9XP2B' });
  });

  it('leaves the optional email and subject out when they are empty', async () => {
    const api = answers(receipt);
    const store = createContactFormStore(api);
    fill(store, { ...typed, email_id: '  ', subject: '' });
    await store.submit();
    expect(api.sendPublicMessage.mock.calls[0]?.[0]).toEqual({
      name: typed.name,
      phone_no: '01712345678',
      msg: typed.msg,
    });
  });

  it('as the compact form, shows and sends only name, phone number and message', async () => {
    const api = answers(receipt);
    const store = createContactFormStore(api, { compact: true });
    expect(store.fields.value).toEqual(['name', 'phone_no', 'msg']);
    // Typed while it was the page's form, e.g. before the host switched it: not sent.
    fill(store, { ...typed, email_id: 'not an address' });
    expect(await store.submit()).toBeNull();
    expect(api.sendPublicMessage.mock.calls[0]?.[0]).toEqual({
      name: typed.name,
      phone_no: '01712345678',
      msg: typed.msg,
    });
    store.setCompact(false);
    expect(store.fields.value).toHaveLength(5);
  });

  it("puts the provider's refusal on its field, keeps everything typed, and opens no dialog", async () => {
    const store = createContactFormStore(throws(httpError(400, refusal.message, refusal.errors)));
    fill(store, typed);
    expect(await store.submit()).toBe('phone_no');
    expect(store.errors.value).toEqual(refusal.errors);
    expect(store.failures.value).toBe(1);
    expect(store.values.value).toEqual(typed);
    expect(store.dialog.value).toBeNull();
    expect(store.outcome.value).toEqual({ kind: 'refused', message: refusal.message });
  });

  it.each([
    ['a 429', httpError(429, TOO_MANY), TOO_MANY],
    [
      'a 403',
      httpError(403, "The school's server did not allow this request."),
      "The school's server did not allow this request.",
    ],
    [
      'a stopped provider',
      new ApiError({ kind: 'network', url: '/public-msg/', message: API_ERROR_MESSAGES.network }),
      API_ERROR_MESSAGES.network,
    ],
    [
      'no connection',
      new ApiError({ kind: 'network', url: '/public-msg/', message: API_ERROR_MESSAGES.offline }),
      API_ERROR_MESSAGES.offline,
    ],
  ])(
    'opens Error! with the reason for %s, and keeps everything typed',
    async (_, error, reason) => {
      const store = createContactFormStore(throws(error));
      fill(store, typed);
      await store.submit();
      expect(store.dialog.value).toEqual({ kind: 'failed', message: reason });
      expect(store.errors.value).toEqual({});
      expect(store.values.value).toEqual(typed);
    },
  );

  it('opens Error! without a reason when the failure is not one the client worded', async () => {
    const store = createContactFormStore(throws(new TypeError('x is not a function')));
    fill(store, typed);
    await store.submit();
    expect(store.dialog.value).toEqual({ kind: 'failed', message: null });
    expect(store.values.value).toEqual(typed);
  });

  it('gives every send an outcome of its own, even when two fail alike', async () => {
    const store = createContactFormStore(throws(httpError(429, TOO_MANY)));
    fill(store, typed);
    await store.submit();
    const first = store.outcome.value;
    store.closeDialog();
    await store.submit();
    expect(store.outcome.value).toEqual(first);
    expect(store.outcome.value).not.toBe(first);
    expect(store.dialog.value).not.toBeNull();
  });

  it('sends a retry of the same message with the same Idempotency-Key, so it is stored once', async () => {
    let fails = true;
    const api = fakeApi(async () => {
      if (fails) {
        throw new ApiError({ kind: 'timeout', url: '/public-msg/', message: 'Too slow.' });
      }
      return receipt;
    });
    const store = createContactFormStore(api);
    fill(store, typed);
    await store.submit();
    await store.submit();
    fails = false;
    await store.submit();
    const keys = api.sendPublicMessage.mock.calls.map(([, opts]) => opts?.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives a changed message, and the next one after a success, a key of its own', async () => {
    let fails = true;
    const api = fakeApi(async () => {
      if (fails) throw new ApiError({ kind: 'network', url: '/public-msg/', message: 'Down.' });
      return receipt;
    });
    const store = createContactFormStore(api);
    fill(store, typed);
    await store.submit();
    store.set('msg', `${typed.msg} Thank you.`);
    fails = false;
    await store.submit();
    fill(store, typed);
    await store.submit();
    const keys = api.sendPublicMessage.mock.calls.map(([, opts]) => opts?.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('says so when its checks cannot be fetched, keeps what was typed, and tries again next time', async () => {
    const real = await import('./checks.ts');
    let online = false;
    const checks = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return real;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = answers(receipt);
    const store = createContactFormStore(api, { checks });
    fill(store, typed);
    store.prepare();
    expect(await store.submit()).toBeNull();
    expect(store.dialog.value).toEqual({ kind: 'failed', message: partMissing('partMissing') });
    expect(api.sendPublicMessage).not.toHaveBeenCalled();
    expect(store.values.value).toEqual(typed);
    store.closeDialog();
    online = true;
    await store.submit();
    expect(store.dialog.value).toEqual({ kind: 'sent', id: receipt.id });
    // Once for the failed attempt (shared by prepare and the press), once more for the next.
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('fetches its checks once, however often the visitor comes back to the form', async () => {
    const real = await import('./checks.ts');
    const checks = vi.fn(async () => real);
    const store = createContactFormStore(answers(receipt), { checks });
    store.prepare();
    store.prepare();
    fill(store, typed);
    await store.submit();
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when it goes away while its checks are on their way', async () => {
    const api = answers(receipt);
    const store = createContactFormStore(api);
    fill(store, typed);
    const done = store.submit();
    store.dispose();
    expect(await done).toBeNull();
    expect(api.sendPublicMessage).not.toHaveBeenCalled();
    expect(store.outcome.value).toBeNull();
  });

  it('aborts a send in flight on dispose, and changes nothing afterwards', async () => {
    let seen: AbortSignal | undefined;
    const sendPublicMessage = vi.fn<Send>(
      (_body, opts) =>
        new Promise((_, reject) => {
          seen = opts?.signal;
          seen?.addEventListener('abort', () =>
            reject(new ApiError({ kind: 'aborted', url: '/public-msg/', message: 'Cancelled.' })),
          );
        }),
    );
    const store = createContactFormStore({ sendPublicMessage });
    fill(store, typed);
    const done = store.submit();
    await vi.waitFor(() => expect(seen).toBeDefined());
    store.dispose();
    expect(seen?.aborted).toBe(true);
    expect(await done).toBeNull();
    expect(store.dialog.value).toBeNull();
    expect(store.outcome.value).toBeNull();
  });
});
