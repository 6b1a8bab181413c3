import { computed } from '@preact/signals-core';
import type { ApiClient, ImportantLink } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import { entriesOf } from './entry.ts';

/** The important links: `empty` when none has a headline. */
export function createImportantLinksStore(api: Pick<ApiClient, 'getImportantLinks'>) {
  const answer = resourceStore(
    (signal) => api.getImportantLinks({ signal }),
    (list) => entriesOf(list).length === 0,
  );
  return {
    ...answer,
    /** The provider's list as it came; empty until loaded. */
    links: computed<ImportantLink[]>(() =>
      Array.isArray(answer.data.value) ? answer.data.value : [],
    ),
    entries: computed(() => entriesOf(answer.data.value)),
  };
}

export type ImportantLinksStore = ReturnType<typeof createImportantLinksStore>;
