import { computed } from '@preact/signals-core';
import type { ApiClient, ImportantLink } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { entriesOf } from './entry.ts';

/** The important links: `empty` when none has a headline. */
export function createImportantLinksStore(
  api: Pick<ApiClient, 'getImportantLinks'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getImportantLinks({ signal }),
    (list) => entriesOf(list).length === 0,
  );
  return {
    ...answer,
    setLang,
    /** The provider's list as it came; empty until loaded. */
    links: computed<ImportantLink[]>(() =>
      Array.isArray(answer.data.value) ? answer.data.value : [],
    ),
    entries: computed(() => entriesOf(answer.data.value, lang.value)),
  };
}

export type ImportantLinksStore = ReturnType<typeof createImportantLinksStore>;
