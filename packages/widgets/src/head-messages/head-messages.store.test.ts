import { type ApiClient, ApiError, type HeadMessage } from '@school/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { headMessage, otherMessage } from './fixtures.ts';
import { createHeadMessagesStore, type HeadMessagesApi } from './head-messages.store.ts';

type Answer = unknown[] | Error;

/** A fake provider: answers each call with its list (or throws its error). */
function fakeApi(head: Answer, other: Answer): HeadMessagesApi {
  const answer = async (value: Answer) => {
    if (value instanceof Error) throw value;
    return value as HeadMessage[];
  };
  return {
    getMessagesFromHead: () => answer(head),
    getMessagesFromOther: () => answer(other),
  };
}

async function loaded(head: Answer, other: Answer) {
  const store = createHeadMessagesStore(fakeApi(head, other));
  await store.start();
  return store;
}

const failure = (message: string) =>
  new ApiError({ kind: 'http', status: 503, url: '/messages-from-head', message });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createHeadMessagesStore', () => {
  it('shows the first message of each call: the head’s, then the other’s', async () => {
    const store = await loaded(
      [headMessage, { ...headMessage, name: 'Someone else' }],
      [otherMessage],
    );
    expect(store.state.value).toBe('ready');
    expect(store.cards.value.map((c) => [c.kind, c.name])).toEqual([
      ['head', 'Professor Tahmid Islam'],
      ['other', 'Engr. Mohammad Shahidul Islam'],
    ]);
    expect(store.messages.value).toEqual([headMessage, otherMessage]);
  });

  it('shows the head’s alone when the other call has none', async () => {
    const store = await loaded([headMessage], []);
    expect(store.cards.value.map((c) => c.kind)).toEqual(['head']);
  });

  it('asks both at once, not one after the other', async () => {
    const head = deferred<HeadMessage[]>();
    const other = deferred<HeadMessage[]>();
    const api = {
      getMessagesFromHead: vi.fn(() => head.promise),
      getMessagesFromOther: vi.fn(() => other.promise),
    } satisfies Pick<ApiClient, 'getMessagesFromHead' | 'getMessagesFromOther'>;
    const store = createHeadMessagesStore(api);
    const started = store.start();
    expect(api.getMessagesFromHead).toHaveBeenCalledTimes(1);
    expect(api.getMessagesFromOther).toHaveBeenCalledTimes(1);
    other.resolve([otherMessage]);
    head.resolve([headMessage]);
    await started;
    expect(store.cards.value).toHaveLength(2);
  });

  it('cuts a message longer than 200 characters at a word, and keeps a short one whole', async () => {
    const store = await loaded([headMessage], [otherMessage]);
    const [head, other] = store.cards.value;
    expect(head?.text).toBe(headMessage.text);
    expect(head?.short.endsWith('…')).toBe(true);
    expect(Array.from(head?.short.slice(0, -1) ?? '').length).toBeLessThanOrEqual(200);
    expect(headMessage.text.startsWith(head?.short.slice(0, -1) ?? 'x')).toBe(true);
    expect(other?.short).toBe(otherMessage.text);
  });

  it('links only real addresses, and makes a WhatsApp chat from a Bangladeshi mobile', async () => {
    const store = await loaded([headMessage], [otherMessage]);
    const [head, other] = store.cards.value;
    expect([head?.facebook, head?.linkedin, head?.whatsapp]).toEqual([
      'https://www.facebook.com/tahmid.islam',
      'https://www.linkedin.com/in/tahmid-islam',
      'https://wa.me/8801711428536',
    ]);
    expect([other?.facebook, other?.linkedin, other?.whatsapp]).toEqual([
      null,
      null,
      'https://wa.me/8801812345678',
    ]);
  });

  it('never links a script address, and shows no photo that is not http(s)', async () => {
    const store = await loaded(
      [
        {
          ...headMessage,
          img: 'javascript:alert(1)',
          facebook: 'javascript:alert(1)',
          linkedin: 'data:text/html,x',
          whatsapps: 'javascript:alert(1)',
        },
      ],
      [],
    );
    const [head] = store.cards.value;
    expect([head?.photo, head?.facebook, head?.linkedin, head?.whatsapp]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('skips a message without words, and is empty when neither call has one', async () => {
    const silent = { ...headMessage, text: '   ' };
    expect((await loaded([silent, headMessage], [])).cards.value).toHaveLength(1);
    const store = await loaded([silent], [{ ...otherMessage, text: '' }]);
    expect(store.state.value).toBe('empty');
    expect((await loaded([], [])).state.value).toBe('empty');
  });

  it('shows the other’s message alone when the head has none', async () => {
    const store = await loaded([], [otherMessage]);
    expect(store.state.value).toBe('ready');
    expect(store.cards.value.map((c) => c.kind)).toEqual(['other']);
  });

  it('is an error with the readable message when the head’s call fails', async () => {
    const store = await loaded(failure('The school server is busy.'), [otherMessage]);
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('The school server is busy.');
  });

  it('shows the head’s message alone when only the other call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await loaded([headMessage], failure('There is nothing at this address.'));
    expect(store.state.value).toBe('ready');
    expect(store.cards.value.map((c) => c.kind)).toEqual(['head']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('opens and closes each message on its own', async () => {
    const store = await loaded([headMessage], [otherMessage]);
    expect(store.toggle('head')).toBe(true);
    expect([...store.expanded.value]).toEqual(['head']);
    expect(store.toggle('other')).toBe(true);
    expect(store.toggle('head')).toBe(false);
    expect([...store.expanded.value]).toEqual(['other']);
  });

  it("is 'loading' while the calls run", () => {
    const store = createHeadMessagesStore({
      getMessagesFromHead: () => new Promise(() => {}),
      getMessagesFromOther: () => new Promise(() => {}),
    });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
