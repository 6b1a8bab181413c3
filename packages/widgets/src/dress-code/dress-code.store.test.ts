import { type ApiClient, ApiError, type DressCode } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createDressCodeStore } from './dress-code.store.ts';
import { DRESS_CODES } from './fixtures.ts';

/** A fake provider: answers the dress code call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getDressCodes'> {
  return {
    getDressCodes: async () => {
      if (answer instanceof Error) throw answer;
      return answer as DressCode[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createDressCodeStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createDressCodeStore', () => {
  it("gives the provider's entries in its order, each picture with its description", async () => {
    const store = await loaded(DRESS_CODES);
    expect(store.state.value).toBe('ready');
    expect(store.entries.value).toEqual(
      DRESS_CODES.map((d) => ({
        key: `id-${d.id}`,
        image: d.dress_image,
        description: d.description,
      })),
    );
    expect(store.shown.value).toEqual(DRESS_CODES);
  });

  it('shows a picture only from an http(s) address, and leaves out an entry with nothing', async () => {
    const store = await loaded([
      { id: 1, dress_image: 'javascript:alert(1)', description: 'Words only.' },
      { id: 2, dress_image: '/media/dress/2.svg', description: '  ' },
      { id: 3, dress_image: 'https://p.example/3.png', description: '' },
      null,
    ]);
    expect(store.entries.value).toEqual([
      { key: 'id-1', image: null, description: 'Words only.' },
      { key: 'id-3', image: 'https://p.example/3.png', description: '' },
    ]);
    expect(store.shown.value.map((d) => d.id)).toEqual([1, 3]);
  });

  it("is 'ready', not empty, when the provider has no entries: the widget's own four remain", async () => {
    const store = await loaded([]);
    expect(store.state.value).toBe('ready');
    expect(store.entries.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({ kind: 'http', status: 503, url: '/dress-code/', message: 'Busy.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Busy.');
  });

  it("is 'loading' while the call runs", () => {
    const store = createDressCodeStore({ getDressCodes: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
