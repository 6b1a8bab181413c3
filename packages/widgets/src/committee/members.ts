import type { CommitteeMember } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';

/** Spec §9: the committee page shows the first 16 members. */
export const COMMITTEE_SIZE = 16;

/** What a member's card shows, every optional part already decided. */
export interface MemberCard {
  key: string;
  name: string;
  /** `designation`, else `degination` (the contract's spelling); empty when neither is there. */
  designation: string;
  /** The provider's photo address, as sent; the avatar shows it only if it is http(s). */
  photo: string;
}

/** The same person in both lists: the same name (spacing and case aside) and the same photo. */
const identity = (member: CommitteeMember) =>
  `${text(member.name).replace(/\s+/g, ' ').toLowerCase()}\n${text(member.img)}`;

/**
 * The committee from `/committees` and `/committeeMembers.json` (spec §7): the lists in that
 * order, each person once, nameless entries left out, the first `COMMITTEE_SIZE`.
 */
export function mergeMembers(lists: readonly (readonly CommitteeMember[])[]): CommitteeMember[] {
  const seen = new Set<string>();
  const members: CommitteeMember[] = [];
  for (const list of lists) {
    for (const member of Array.isArray(list) ? list : []) {
      if (typeof member !== 'object' || member === null || !text(member.name)) continue;
      const key = identity(member);
      if (seen.has(key)) continue;
      seen.add(key);
      members.push(member);
    }
  }
  return members.slice(0, COMMITTEE_SIZE);
}

/** The card in the widget's language: the Bengali twins of name and post in Bengali. */
export function toCard(member: CommitteeMember, index: number, lang: Lang = 'en'): MemberCard {
  return {
    key: `${index}-${identity(member)}`,
    name: text(localized(member, 'name', lang)),
    designation:
      text(localized(member, 'designation', lang)) || text(localized(member, 'degination', lang)),
    photo: text(member.img),
  };
}
