import { type ApiClient, ApiError, type Credential } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createCredentialsStore } from './credentials.store.ts';
import { credentials } from './fixtures.ts';

/** A fake provider: answers the credentials call with `answer` (or throws it). */
function fakeApi(answer: unknown): Pick<ApiClient, 'getCredentials'> {
  return {
    getCredentials: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Credential[];
    },
  };
}

async function loaded(answer: unknown) {
  const store = createCredentialsStore(fakeApi(answer));
  await store.start();
  return store;
}

/** Only the fields of the contract (no id): what another school's provider may send. */
const bare = {
  headline: '  Our Achievements ',
  image: 'https://school.example/media/c/1.jpg',
  o_image: 'https://school.example/media/c/1-full.jpg',
};

describe('createCredentialsStore', () => {
  it("shows the first credential's picture, opening its original, under the list's headline", async () => {
    const store = await loaded(credentials);
    expect(store.state.value).toBe('ready');
    expect(store.headline.value).toBe('Our Achievements');
    expect(store.showcase.value).toEqual({
      thumbnail: 'https://provider.example/media/credentials/1.svg',
      original: 'https://provider.example/media/credentials/1-certificate.svg',
    });
    expect(store.credentials.value).toEqual(credentials);
  });

  it('reads a credential with only the contract’s fields', async () => {
    const store = await loaded([bare]);
    expect(store.headline.value).toBe('Our Achievements');
    expect(store.showcase.value).toEqual({
      thumbnail: 'https://school.example/media/c/1.jpg',
      original: 'https://school.example/media/c/1-full.jpg',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['/media/c/1-full.jpg'],
    [''],
    [null],
  ])('does not link an original at %j, and shows its thumbnail alone', async (address) => {
    const store = await loaded([{ ...bare, o_image: address }]);
    expect(store.showcase.value).toEqual({
      thumbnail: 'https://school.example/media/c/1.jpg',
      original: null,
    });
  });

  it('shows the original as its own thumbnail when the thumbnail is not http(s)', async () => {
    const store = await loaded([{ ...bare, image: 'javascript:alert(1)' }]);
    expect(store.showcase.value).toEqual({
      thumbnail: 'https://school.example/media/c/1-full.jpg',
      original: 'https://school.example/media/c/1-full.jpg',
    });
  });

  it('passes over a first credential without pictures, keeping its headline', async () => {
    const store = await loaded([
      { headline: 'Our Achievements', image: '', o_image: 'None' },
      { ...bare, headline: 'Science Fair Champions' },
    ]);
    expect(store.headline.value).toBe('Our Achievements');
    expect(store.showcase.value?.thumbnail).toBe('https://school.example/media/c/1.jpg');
  });

  it("is 'empty' for an empty list, a list without pictures, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    const bad = await loaded([null, { ...bare, image: '', o_image: '' }]);
    expect(bad.state.value).toBe('empty');
    expect(bad.headline.value).toBe('Our Achievements');
    const odd = await loaded({});
    expect(odd.state.value).toBe('empty');
    expect(odd.credentials.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/credentials',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.showcase.value).toBeNull();
  });

  it("is 'loading' while the call runs", () => {
    const store = createCredentialsStore({ getCredentials: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
