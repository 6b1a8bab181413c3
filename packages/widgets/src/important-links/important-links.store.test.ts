import { type ApiClient, ApiError, type ImportantLink } from '@school/api';
import { describe, expect, it } from 'vitest';
import { importantLinks } from './fixtures.ts';
import { createImportantLinksStore } from './important-links.store.ts';

/** A fake provider: answers the links call with `answer` (or throws it). */
function fakeApi(answer: unknown): Pick<ApiClient, 'getImportantLinks'> {
  return {
    getImportantLinks: async () => {
      if (answer instanceof Error) throw answer;
      return answer as ImportantLink[];
    },
  };
}

async function loaded(answer: unknown) {
  const store = createImportantLinksStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createImportantLinksStore', () => {
  it('makes an entry of every link, in the order the provider sends them', async () => {
    const store = await loaded(importantLinks);
    expect(store.state.value).toBe('ready');
    expect(store.entries.value.map((e) => e.headline)).toEqual(
      importantLinks.map((l) => l.headline),
    );
    expect(store.entries.value[0]).toEqual({
      key: 'id-1',
      headline: 'Ministry of Education',
      link: 'https://moedu.gov.bd',
      icon: 'https://provider.example/media/icons/link-1.svg',
    });
    expect(store.links.value).toEqual(importantLinks);
  });

  it('reads links with only the contract’s fields, the optional image left out', async () => {
    const store = await loaded([
      { headline: ' BANBEIS ', link: ' https://banbeis.gov.bd ' },
      { headline: 'NCTB', link: 'https://nctb.gov.bd', image: null },
    ]);
    expect(store.entries.value).toEqual([
      { key: 'at-0', headline: 'BANBEIS', link: 'https://banbeis.gov.bd', icon: null },
      { key: 'at-1', headline: 'NCTB', link: 'https://nctb.gov.bd', icon: null },
    ]);
  });

  it.each([['javascript:alert(1)'], ['data:image/svg+xml,<svg/>'], ['/media/i.svg'], ['']])(
    'has no icon for the address %j',
    async (image) => {
      const store = await loaded([{ headline: 'NCTB', link: 'https://nctb.gov.bd', image }]);
      expect(store.entries.value[0]?.icon).toBeNull();
    },
  );

  it('leaves out entries without a headline, and is empty when none has one', async () => {
    const store = await loaded([
      { headline: '  ', link: 'https://a.example' },
      null,
      { headline: 'Kept', link: '' },
    ]);
    expect(store.entries.value.map((e) => [e.key, e.headline])).toEqual([['at-2', 'Kept']]);
    expect((await loaded([{ headline: '', link: 'https://a.example' }])).state.value).toBe('empty');
  });

  it("is 'empty' for an empty list, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    const odd = await loaded({});
    expect(odd.state.value).toBe('empty');
    expect(odd.entries.value).toEqual([]);
    expect(odd.links.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/important-links',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.entries.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createImportantLinksStore({ getImportantLinks: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
