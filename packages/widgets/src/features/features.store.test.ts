import { type ApiClient, ApiError, type Feature } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createFeaturesStore } from './features.store.ts';
import { features } from './fixtures.ts';

/** A fake provider: answers the features call with `answer` (or throws it). */
function fakeApi(answer: unknown): Pick<ApiClient, 'getFeatures'> {
  return {
    getFeatures: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Feature[];
    },
  };
}

async function loaded(answer: unknown) {
  const store = createFeaturesStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createFeaturesStore', () => {
  it('makes a card of every feature, in the order the provider sends them', async () => {
    const store = await loaded(features);
    expect(store.state.value).toBe('ready');
    expect(store.cards.value.map((c) => c.title)).toEqual(features.map((f) => f.title));
    expect(store.cards.value[0]).toEqual({
      key: 'id-1',
      title: 'Experienced Teachers',
      text: 'More than eighty trained teachers, many with over fifteen years in the classroom.',
      icon: 'https://provider.example/media/icons/teacher.svg',
    });
    expect(store.features.value).toEqual(features);
  });

  it('reads features with only the contract’s fields, keeping line breaks', async () => {
    const store = await loaded([
      { title: ' Safe Campus ', service_text: ' Guarded gates.\nCCTV. ', icon: '' },
    ]);
    expect(store.cards.value).toEqual([
      { key: 'at-0', title: 'Safe Campus', text: 'Guarded gates.\nCCTV.', icon: null },
    ]);
  });

  it.each([['javascript:alert(1)'], ['data:image/svg+xml,<svg/>'], ['/media/i.svg'], [null]])(
    'has no icon for the address %j',
    async (icon) => {
      const store = await loaded([{ title: 'Library', service_text: '', icon }]);
      expect(store.cards.value[0]?.icon).toBeNull();
    },
  );

  it('leaves out features without a title, and is empty when none has one', async () => {
    const store = await loaded([{ title: ' ', service_text: 'x' }, null, { title: 'Kept' }]);
    expect(store.cards.value).toEqual([{ key: 'at-2', title: 'Kept', text: '', icon: null }]);
    expect((await loaded([{ title: '', service_text: 'x', icon: '' }])).state.value).toBe('empty');
  });

  it("is 'empty' for an empty list, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    const odd = await loaded({});
    expect(odd.state.value).toBe('empty');
    expect(odd.cards.value).toEqual([]);
    expect(odd.features.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/features',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.cards.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createFeaturesStore({ getFeatures: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
