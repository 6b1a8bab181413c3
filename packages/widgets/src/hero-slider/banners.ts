import type { Banner } from '@school/api';
import { httpSrcset } from '../runtime/srcset.ts';
import { httpUrl } from '../runtime/url.ts';

/** What a slide shows of a banner. */
export interface HeroSlide {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  /** The picture's absolute http(s) address. */
  src: string;
  /** Its copies in several widths (`banner_image_srcset`), when the provider sends them. */
  srcset: string | null;
}

/** A banner the slider shows: `ACTIVE` (spec §4) with a picture it may load. */
export function isShown(banner: unknown): banner is Banner {
  return (
    typeof banner === 'object' &&
    banner !== null &&
    (banner as Banner).status === 'ACTIVE' &&
    httpUrl((banner as Banner).banner_image) !== null
  );
}

/** The banners the slider shows, in the provider's order; none for an answer that is not a list. */
export function shownBanners(list: unknown): Banner[] {
  return Array.isArray(list) ? list.filter(isShown) : [];
}

export function toSlide(banner: Banner, index: number): HeroSlide {
  return {
    key: typeof banner.id === 'number' ? `id-${banner.id}` : `at-${index}`,
    src: httpUrl(banner.banner_image) ?? '',
    srcset: httpSrcset(banner.banner_image_srcset),
  };
}
