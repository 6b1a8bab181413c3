import { computed } from '@preact/signals-core';
import type { ApiClient, Institute } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { type InstituteIdentity, toIdentity } from './identity.ts';

/** The first item of the list is the school (spec §3); null until loaded, or if there is none. */
const first = (list: Institute[] | undefined): Institute | null =>
  (Array.isArray(list) ? list[0] : undefined) ?? null;

/** The institute: `empty` when the provider has none with a name. */
export function createInstituteHeaderStore(
  api: Pick<ApiClient, 'getInstitutes'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const institutes = resourceStore(
    (signal) => api.getInstitutes({ signal }),
    (list) => !first(list)?.institute_name?.trim(),
  );
  const institute = computed(() => first(institutes.data.value));
  return {
    ...institutes,
    institute,
    identity: computed<InstituteIdentity | null>(() =>
      institute.value ? toIdentity(institute.value, lang.value) : null,
    ),
    setLang,
  };
}

export type InstituteHeaderStore = ReturnType<typeof createInstituteHeaderStore>;
