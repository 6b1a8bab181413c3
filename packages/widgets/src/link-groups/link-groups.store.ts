import { computed } from '@preact/signals-core';
import type { ApiClient, LinkGroup } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { groupsOf } from './groups.ts';

/** The link groups (`/link-names`): `empty` when no group has a titled link. */
export function createLinkGroupsStore(
  api: Pick<ApiClient, 'getLinkNames'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getLinkNames({ signal }),
    (list) => groupsOf(list).length === 0,
  );
  return {
    ...answer,
    setLang,
    /** The provider's list as it came; empty until loaded. */
    list: computed<LinkGroup[]>(() => (Array.isArray(answer.data.value) ? answer.data.value : [])),
    groups: computed(() => groupsOf(answer.data.value, lang.value)),
  };
}

export type LinkGroupsStore = ReturnType<typeof createLinkGroupsStore>;
