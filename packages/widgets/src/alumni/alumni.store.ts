import { computed } from '@preact/signals-core';
import type { ApiClient, IconicStudent } from '@school/api';
import { langOf, resourceStore, type StoreOptions } from '../runtime/store.ts';
import { cardsOf } from './card.ts';

/** The alumni (`/iconic-students/`): `empty` when none has a name. */
export function createAlumniStore(
  api: Pick<ApiClient, 'getIconicStudents'>,
  options: StoreOptions = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getIconicStudents({ signal }),
    (list) => cardsOf(list).length === 0,
    options,
  );
  return {
    ...answer,
    setLang,
    /** The provider's list as it came; empty until loaded. */
    alumni: computed<IconicStudent[]>(() =>
      Array.isArray(answer.data.value) ? answer.data.value : [],
    ),
    cards: computed(() => cardsOf(answer.data.value, lang.value)),
  };
}

export type AlumniStore = ReturnType<typeof createAlumniStore>;
