import { computed } from '@preact/signals-core';
import type { ApiClient } from '@school/api';
import { firstInstitute } from '../runtime/institute.ts';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { type InstituteCardView, toCard } from './card.ts';

/** The institute: `empty` when the provider has none with a name. */
export function createInstituteCardStore(
  api: Pick<ApiClient, 'getInstitutes'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const institutes = resourceStore(
    (signal) => api.getInstitutes({ signal }),
    (list) => {
      const institute = firstInstitute(list);
      return institute === null || toCard(institute).name === '';
    },
  );
  const institute = computed(() => firstInstitute(institutes.data.value));
  return {
    ...institutes,
    /** The provider's first institute, as it sent it. */
    institute,
    card: computed<InstituteCardView | null>(() =>
      institute.value ? toCard(institute.value, lang.value) : null,
    ),
    setLang,
  };
}

export type InstituteCardStore = ReturnType<typeof createInstituteCardStore>;
