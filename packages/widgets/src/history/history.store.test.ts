import { type ApiClient, ApiError, type SchoolHistory } from '@school/api';
import { describe, expect, it } from 'vitest';
import { history } from './fixtures.ts';
import { createSchoolHistoryStore } from './history.store.ts';

/** A fake provider: answers the history call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getSchoolHistory'> {
  return {
    getSchoolHistory: async () => {
      if (answer instanceof Error) throw answer;
      return answer as SchoolHistory[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createSchoolHistoryStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createSchoolHistoryStore', () => {
  it('uses the first item: its heading, text and pictures', async () => {
    const store = await loaded([history, { ...history, heading: 'Another' }]);
    expect(store.state.value).toBe('ready');
    expect(store.history.value?.heading).toBe(history.heading);
    expect(store.view.value).toEqual({
      heading: 'History of Dhaka Model College',
      text: history.text,
      images: [1, 2, 3].map((n) => `https://provider.example/media/history/${n}.svg`),
    });
  });

  it('leaves out pictures whose address is not http(s), and copes with no list at all', async () => {
    const store = await loaded([
      {
        ...history,
        images: [
          { image: 'javascript:alert(1)' },
          { image: '/media/history/2.svg' },
          null,
          {},
          { image: 'https://provider.example/3.svg' },
        ],
      },
    ]);
    expect(store.view.value?.images).toEqual(['https://provider.example/3.svg']);
    const none = await loaded([{ heading: 'H', text: 'T' }]);
    expect(none.view.value?.images).toEqual([]);
  });

  it("is 'empty' when there is no item, or one without words", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    expect((await loaded([{ ...history, text: ' \n\n ' }])).state.value).toBe('empty');
    expect((await loaded([null])).state.value).toBe('empty');
  });

  it('keeps the readable message when the call fails', async () => {
    const store = await loaded(
      new ApiError({ kind: 'timeout', url: '/school-history', message: 'Too slow.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Too slow.');
    expect(store.view.value).toBeNull();
  });

  it("is 'loading' while the call runs", () => {
    const store = createSchoolHistoryStore({ getSchoolHistory: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
