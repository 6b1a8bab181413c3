import { type ApiClient, ApiError, type Banner } from '@school/api';
import { describe, expect, it } from 'vitest';
import { banners } from './fixtures.ts';
import { createHeroSliderStore } from './hero-slider.store.ts';

/** A fake provider: answers the banners call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getBanners'> {
  return {
    getBanners: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Banner[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createHeroSliderStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createHeroSliderStore', () => {
  it('keeps the ACTIVE banners only, in the provider’s order', async () => {
    const store = await loaded(banners);
    expect(store.state.value).toBe('ready');
    expect(store.banners.value.map((b) => b.id)).toEqual([1, 2, 4]);
    expect(store.slides.value).toEqual([
      { key: 'id-1', src: 'https://provider.example/media/banners/1.svg', srcset: null },
      { key: 'id-2', src: 'https://provider.example/media/banners/2.svg', srcset: null },
      { key: 'id-4', src: 'https://provider.example/media/banners/4.svg', srcset: null },
    ]);
  });

  it('skips a banner whose picture is not an http(s) address, and a status not spelled ACTIVE', async () => {
    const store = await loaded([
      { id: 1, status: 'ACTIVE', banner_image: 'javascript:alert(1)' },
      { id: 2, status: 'ACTIVE', banner_image: '/media/banners/2.svg' },
      { id: 3, status: 'ACTIVE', banner_image: '' },
      { id: 4, status: 'active', banner_image: 'https://provider.example/4.svg' },
      {
        id: 5,
        status: 'ACTIVE',
        banner_image: 'https://provider.example/5.svg',
        banner_image_srcset:
          'https://provider.example/5-640.jpg 640w, https://provider.example/5.jpg 1920w',
      },
      null,
      'ACTIVE',
    ]);
    expect(store.slides.value).toEqual([
      {
        key: 'id-5',
        src: 'https://provider.example/5.svg',
        srcset: 'https://provider.example/5-640.jpg 640w, https://provider.example/5.jpg 1920w',
      },
    ]);
  });

  it('keys a banner without an id by its place', async () => {
    const store = await loaded([
      { status: 'ACTIVE', banner_image: 'https://provider.example/a.svg' },
      { status: 'ACTIVE', banner_image: 'https://provider.example/b.svg' },
    ]);
    expect(store.slides.value.map((s) => s.key)).toEqual(['at-0', 'at-1']);
  });

  it("is 'empty' when no banner is ACTIVE, and for an empty list", async () => {
    expect((await loaded([{ ...banners[2] }])).state.value).toBe('empty');
    expect((await loaded([])).state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/banners',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.slides.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createHeroSliderStore({ getBanners: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
