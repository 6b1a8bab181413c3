import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ApiClient, GalleryPicture } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import {
  type GalleryItem,
  type GalleryLayout,
  type GalleryView,
  layoutOf,
  shownPictures,
  toItem,
} from './picture.ts';

export interface PictureGalleryStoreOptions {
  /** Only the pictures marked `featured` (the home page's), up to 9 in the grid. */
  featured?: boolean | undefined;
  /** `grid` (default) or `carousel` (up to 5 pictures). */
  layout?: GalleryLayout | string | undefined;
}

const viewOf = ({ featured, layout }: PictureGalleryStoreOptions): GalleryView => ({
  featured: featured === true,
  layout: layoutOf(layout),
});

/**
 * The gallery: the pictures it shows (`empty` when none), and which of them the lightbox shows
 * (`opened`, from 0; null while it is closed).
 */
export function createPictureGalleryStore(
  api: Pick<ApiClient, 'getGallery'>,
  options: PictureGalleryStoreOptions = {},
) {
  const view = signal<GalleryView>(viewOf(options));
  const answer = resourceStore(
    (signal) => api.getGallery({ signal }),
    (list) => shownPictures(list, view.value).length === 0,
  );
  /** The provider's pictures shown, in its order; empty until loaded. */
  const shown = computed<GalleryPicture[]>(() => shownPictures(answer.data.value, view.value));
  const items = computed<GalleryItem[]>(() => shown.value.map(toItem));
  const opened = signal<number | null>(null);
  const count = () => items.peek().length;

  return {
    ...answer,
    shown,
    items,
    view: view as ReadonlySignal<GalleryView>,
    opened: opened as ReadonlySignal<number | null>,
    /** Show the featured pictures or all, as a grid or a carousel; the lightbox closes. */
    setView(options: PictureGalleryStoreOptions) {
      const next = viewOf(options);
      const now = view.peek();
      if (next.featured === now.featured && next.layout === now.layout) return;
      opened.value = null;
      view.value = next;
    },
    /** Open the lightbox at picture `index` (from 0); false when there is no such picture. */
    open(index: number): boolean {
      if (!Number.isInteger(index) || index < 0 || index >= count()) return false;
      opened.value = index;
      return true;
    },
    /** Show another picture in the open lightbox; Previous from the first shows the last. */
    show(index: number) {
      const n = count();
      if (opened.peek() === null || n === 0 || !Number.isFinite(index)) return;
      opened.value = ((Math.trunc(index) % n) + n) % n;
    },
    close() {
      opened.value = null;
    },
  };
}

export type PictureGalleryStore = ReturnType<typeof createPictureGalleryStore>;
