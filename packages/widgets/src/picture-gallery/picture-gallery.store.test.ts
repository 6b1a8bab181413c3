import { type ApiClient, ApiError, type GalleryPicture } from '@school/api';
import { describe, expect, it } from 'vitest';
import { pictures } from './fixtures.ts';
import { layoutOf } from './picture.ts';
import {
  createPictureGalleryStore,
  type PictureGalleryStoreOptions,
} from './picture-gallery.store.ts';

/** A fake provider: answers the gallery call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getGallery'> {
  return {
    getGallery: async () => {
      if (answer instanceof Error) throw answer;
      return answer as GalleryPicture[];
    },
  };
}

async function loaded(answer: unknown[] | Error, options: PictureGalleryStoreOptions = {}) {
  const store = createPictureGalleryStore(fakeApi(answer), options);
  await store.start();
  return store;
}

const picture = (id: number, featured = false, galary_image = `https://s.example/${id}.jpg`) => ({
  id,
  galary_image,
  featured,
});

const FEATURED_IDS = pictures.filter((p) => p.featured).map((p) => p.id);

describe('createPictureGalleryStore', () => {
  it('shows every picture, in the order the provider sends them', async () => {
    const store = await loaded(pictures);
    expect(store.state.value).toBe('ready');
    expect(store.items.value.map((p) => p.id)).toEqual(pictures.map((p) => p.id));
    expect(store.items.value[0]).toMatchObject({
      key: 'id-1',
      id: 1,
      src: 'https://provider.example/media/gallery/1.svg',
      srcset: null,
    });
  });

  it('keeps only the featured pictures, at most 9, for the featured grid', async () => {
    expect(FEATURED_IDS.length).toBeGreaterThan(9);
    const store = await loaded(pictures, { featured: true });
    expect(store.items.value.map((p) => p.id)).toEqual(FEATURED_IDS.slice(0, 9));
    expect(store.shown.value.every((p) => p.featured)).toBe(true);
  });

  it('shows at most 5 in the carousel, featured or not', async () => {
    const featured = await loaded(pictures, { featured: true, layout: 'carousel' });
    expect(featured.items.value.map((p) => p.id)).toEqual(FEATURED_IDS.slice(0, 5));
    const all = await loaded(pictures, { layout: 'carousel' });
    expect(all.items.value.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('switches between all and featured, grid and carousel, without asking again', async () => {
    let calls = 0;
    const store = createPictureGalleryStore({
      getGallery: async () => {
        calls += 1;
        return pictures;
      },
    });
    await store.start();
    expect(store.items.value).toHaveLength(18);
    store.setView({ featured: true });
    expect(store.items.value).toHaveLength(9);
    store.setView({ featured: true, layout: 'carousel' });
    expect(store.items.value).toHaveLength(5);
    expect(calls).toBe(1);
  });

  it('takes featured as 1 or "true" from a provider that stores it so, and nothing else', async () => {
    const store = await loaded(
      [
        picture(1, true),
        { ...picture(2), featured: 1 },
        { ...picture(3), featured: 'true' },
        { ...picture(4), featured: 'yes' },
        { ...picture(5), featured: null },
        picture(6, false),
      ],
      { featured: true },
    );
    expect(store.items.value.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['/media/gallery/1.svg'],
    [''],
    [null],
  ])('leaves out a picture whose address is %j (it never reaches src)', async (address) => {
    const store = await loaded([picture(1, false, address as string), picture(2)]);
    expect(store.items.value.map((p) => p.id)).toEqual([2]);
  });

  it('knows a picture without an id by its place', async () => {
    const { id: _, ...bare } = picture(1);
    const store = await loaded([bare, bare]);
    expect(store.items.value.map((p) => p.key)).toEqual(['at-0', 'at-1']);
    expect(store.items.value[0]?.id).toBeNull();
  });

  it("is 'empty' with no pictures, none featured when featured ones are asked, or no list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    expect((await loaded([picture(1), picture(2)], { featured: true })).state.value).toBe('empty');
    const odd = createPictureGalleryStore({
      getGallery: async () => ({}) as unknown as GalleryPicture[],
    });
    await odd.start();
    expect(odd.state.value).toBe('empty');
  });

  it("turns 'empty' into 'ready' when the view changes to one with pictures", async () => {
    const store = await loaded([picture(1), picture(2)], { featured: true });
    expect(store.state.value).toBe('empty');
    store.setView({ featured: false });
    expect(store.state.value).toBe('ready');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/gallery/',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.items.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createPictureGalleryStore({ getGallery: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});

describe('the lightbox’s picture', () => {
  it('opens at a picture, wraps around both ways, and closes', async () => {
    const store = await loaded(pictures.slice(0, 4));
    expect(store.opened.value).toBeNull();
    expect(store.open(2)).toBe(true);
    expect(store.opened.value).toBe(2);
    store.show(3);
    store.show(4);
    expect(store.opened.value).toBe(0);
    store.show(-1);
    expect(store.opened.value).toBe(3);
    store.close();
    expect(store.opened.value).toBeNull();
  });

  it('opens no picture that is not shown, and moves none while closed', async () => {
    const store = await loaded(pictures.slice(0, 4));
    expect(store.open(4)).toBe(false);
    expect(store.open(-1)).toBe(false);
    expect(store.open(1.5)).toBe(false);
    store.show(1);
    expect(store.opened.value).toBeNull();
  });

  it('closes when the view changes (its pictures are no longer those shown)', async () => {
    const store = await loaded(pictures);
    store.open(12);
    store.setView({ featured: true });
    expect(store.opened.value).toBeNull();
  });
});

describe('layoutOf', () => {
  it.each([
    ['carousel', 'carousel'],
    [' Carousel ', 'carousel'],
    ['grid', 'grid'],
    ['slider', 'grid'],
    [undefined, 'grid'],
  ])('reads %j as %s', (value, layout) => {
    expect(layoutOf(value)).toBe(layout);
  });
});
