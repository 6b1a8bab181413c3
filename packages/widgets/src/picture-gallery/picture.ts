import type { GalleryPicture } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { httpSrcset } from '../runtime/srcset.ts';
import { trimmed } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

export type GalleryLayout = 'grid' | 'carousel';

/** Spec §9: the featured grid shows up to 9 pictures, the slider up to 5. */
export const FEATURED_GRID_MAX = 9;
export const CAROUSEL_MAX = 5;

/**
 * The pictures' width and height attributes. The provider sends no sizes; the demo's pictures
 * are 1200 × 800, and every picture is shown in a box of this ratio, so nothing shifts.
 */
export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 800;

/**
 * How wide a picture is drawn, for the browser to choose a copy from its `srcset`: a lazy one by
 * its own box (`auto`), an eager one by the screen: two pictures a row on a phone, four on a
 * wide screen; the carousel one, two or three at a time. (Chromium reads `auto` on an eager
 * picture as the whole screen's width, and loads the largest copy.)
 */
export function pictureSizes(layout: GalleryLayout, lazy: boolean): string {
  const screen =
    layout === 'carousel'
      ? '(min-width: 900px) 33vw, (min-width: 480px) 50vw, 100vw'
      : '(min-width: 56rem) 25vw, (min-width: 36rem) 33vw, 50vw';
  return lazy ? `auto, ${screen}` : screen;
}

/** What the gallery shows of a picture. */
export interface GalleryItem {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  id: number | null;
  /** The picture's absolute http(s) address. */
  src: string;
  /** Its copies in several widths (`galary_image_srcset`), when the provider sends them. */
  srcset: string | null;
  /** The provider's picture, for its caption in the view's language (`captionOf`). */
  sent: GalleryPicture;
}

/**
 * What the picture shows, as the office wrote it (`caption`, beyond the spec), in `lang`; ''
 * when there is none, and the gallery then says where the picture stands instead.
 */
export function captionOf(item: GalleryItem, lang: Lang): string {
  return trimmed(localized(item.sent, 'caption', lang));
}

/** How the gallery is asked to look. */
export interface GalleryView {
  featured: boolean;
  layout: GalleryLayout;
}

/** `layout` as an attribute may say anything: only `carousel` is not the grid. */
export function layoutOf(value: unknown): GalleryLayout {
  return typeof value === 'string' && value.trim().toLowerCase() === 'carousel'
    ? 'carousel'
    : 'grid';
}

/** `featured: true`; a provider that stores it as a number or text says 1 or "true". */
export function isFeatured(picture: GalleryPicture): boolean {
  const { featured } = picture as { featured: unknown };
  return featured === true || featured === 1 || featured === 'true';
}

/** How many pictures the view shows at most (null: all of them). */
function limitOf({ featured, layout }: GalleryView): number | null {
  if (layout === 'carousel') return CAROUSEL_MAX;
  return featured ? FEATURED_GRID_MAX : null;
}

/**
 * The provider's pictures that the view shows, in its order: those with an http(s) address
 * (a `javascript:` or relative one never reaches `src`), only the featured ones when asked,
 * cut at the view's limit.
 */
export function shownPictures(list: unknown, view: GalleryView): GalleryPicture[] {
  if (!Array.isArray(list)) return [];
  const usable = list.filter(
    (p): p is GalleryPicture =>
      typeof p === 'object' &&
      p !== null &&
      httpUrl((p as GalleryPicture).galary_image) !== null &&
      (!view.featured || isFeatured(p as GalleryPicture)),
  );
  const limit = limitOf(view);
  return limit === null ? usable : usable.slice(0, limit);
}

export function toItem(picture: GalleryPicture, index: number): GalleryItem {
  const id = typeof picture.id === 'number' ? picture.id : null;
  return {
    key: id === null ? `at-${index}` : `id-${id}`,
    id,
    src: httpUrl(picture.galary_image) ?? '',
    srcset: httpSrcset(picture.galary_image_srcset),
    sent: picture,
  };
}
