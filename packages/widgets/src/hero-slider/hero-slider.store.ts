import { computed } from '@preact/signals-core';
import type { ApiClient, Banner } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import { type HeroSlide, shownBanners, toSlide } from './banners.ts';

/** The banners: `empty` when none is `ACTIVE` with a picture (the slider then shows nothing). */
export function createHeroSliderStore(api: Pick<ApiClient, 'getBanners'>) {
  const answer = resourceStore(
    (signal) => api.getBanners({ signal }),
    (list) => shownBanners(list).length === 0,
  );
  /** Those shown, as the provider sent them; empty until loaded. */
  const banners = computed<Banner[]>(() => shownBanners(answer.data.value));
  return {
    ...answer,
    banners,
    slides: computed<HeroSlide[]>(() => banners.value.map(toSlide)),
  };
}

export type HeroSliderStore = ReturnType<typeof createHeroSliderStore>;
