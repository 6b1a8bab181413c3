import { computed } from '@preact/signals-core';
import type { ApiClient, Feature } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { cardsOf } from './card.ts';

/** The features: `empty` when none has a title. */
export function createFeaturesStore(api: Pick<ApiClient, 'getFeatures'>, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getFeatures({ signal }),
    (list) => cardsOf(list).length === 0,
  );
  return {
    ...answer,
    setLang,
    /** The provider's list as it came; empty until loaded. */
    features: computed<Feature[]>(() =>
      Array.isArray(answer.data.value) ? answer.data.value : [],
    ),
    cards: computed(() => cardsOf(answer.data.value, lang.value)),
  };
}

export type FeaturesStore = ReturnType<typeof createFeaturesStore>;
