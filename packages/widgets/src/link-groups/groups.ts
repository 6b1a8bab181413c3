import type { LinkGroup } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';

/** A group as the section shows it: its name and its titled links, in the provider's order. */
export interface GroupView {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  /** Empty when the provider has none (the list then has no heading). */
  name: string;
  /** Each link's title and its address as it came (trimmed); the view decides what it may be. */
  links: { title: string; link: string }[];
}

/**
 * The provider's groups that have at least one titled link, each with those links only, in the
 * widget's language: the Bengali twins of names and titles in Bengali.
 */
export function groupsOf(list: unknown, lang: Lang = 'en'): GroupView[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((group: LinkGroup | null, index) => {
    if (!group) return [];
    const pages = Array.isArray(group.page_link) ? group.page_link : [];
    const links = pages.flatMap((page) => {
      const title = page ? text(localized(page, 'title', lang)) : '';
      return title ? [{ title, link: text(page.link) }] : [];
    });
    if (links.length === 0) return [];
    const { id } = group;
    const key = typeof id === 'number' ? `id-${id}` : `at-${index}`;
    return [{ key, name: text(localized(group, 'name', lang)), links }];
  });
}
