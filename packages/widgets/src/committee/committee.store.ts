import { computed } from '@preact/signals-core';
import type { ApiClient, CommitteeMember } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { type MemberCard, mergeMembers, toCard } from './members.ts';

export type CommitteeApi = Pick<ApiClient, 'getCommittees' | 'getCommitteeMembersFile'>;

/**
 * The managing committee: `/committees` and the original site's static `/committeeMembers.json`,
 * asked together and merged. Either one is enough (another school's provider may serve only
 * one of them); the widget fails only when both do.
 */
export function createCommitteeStore(api: CommitteeApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    async (signal) => {
      const [listed, file] = await Promise.allSettled([
        api.getCommittees({ signal }),
        api.getCommitteeMembersFile({ signal }),
      ]);
      if (listed.status === 'rejected' && file.status === 'rejected') throw listed.reason;
      const lists: CommitteeMember[][] = [];
      for (const [name, result] of [
        ['/committees', listed],
        ['/committeeMembers.json', file],
      ] as const) {
        if (result.status === 'fulfilled') lists.push(result.value);
        else console.warn(`${name} could not be loaded; the committee comes from the other list.`);
      }
      return mergeMembers(lists);
    },
    (members) => members.length === 0,
  );
  const members = computed<CommitteeMember[]>(() => answer.data.value ?? []);
  return {
    ...answer,
    /** The provider's members shown (the first 16 of both lists, each once). */
    members,
    cards: computed<MemberCard[]>(() => members.value.map((m, i) => toCard(m, i, lang.value))),
    setLang,
  };
}

export type CommitteeStore = ReturnType<typeof createCommitteeStore>;
