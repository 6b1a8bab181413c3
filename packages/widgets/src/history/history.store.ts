import { computed } from '@preact/signals-core';
import type { ApiClient } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { firstHistory, type HistoryView, isBlank, toView } from './history-view.ts';

/** The school's history: `empty` when the provider has none, or one without words. */
export function createSchoolHistoryStore(
  api: Pick<ApiClient, 'getSchoolHistory'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getSchoolHistory({ signal }),
    (list) => {
      const history = firstHistory(list);
      return history === null || isBlank(toView(history));
    },
  );
  const history = computed(() => firstHistory(answer.data.value));
  return {
    ...answer,
    /** The provider's first history item, as it sent it. */
    history,
    view: computed<HistoryView | null>(() =>
      history.value ? toView(history.value, lang.value) : null,
    ),
    setLang,
  };
}

export type SchoolHistoryStore = ReturnType<typeof createSchoolHistoryStore>;
