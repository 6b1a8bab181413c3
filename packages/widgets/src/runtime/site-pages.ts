import type { Lang } from './i18n.ts';

/**
 * The school site's pages that widgets link to. The host site routes them; an element on a
 * partner's page links to them on the school's own site (`onSchoolSite`).
 */
export const SITE_PAGES = {
  notices: '/notices-and-announcements',
  events: '/events',
  welcomeSpeech: '/welcome-speech',
  history: '/history',
} as const;

/** A path already under the Bengali prefix: `/bn`, `/bn/history`, `/bn?x`. */
const BENGALI = /^\/bn(?=[/?#]|$)/i;

/**
 * A page of the school's site in a language: the site's Bengali address of a page is its English
 * path under `/bn` (`/history` → `/bn/history`, `/` → `/bn`); English paths are unchanged.
 */
export function sitePagePath(path: string, lang: Lang): string {
  if (lang !== 'bn' || !path.startsWith('/') || BENGALI.test(path)) return path;
  return path === '/' ? '/bn' : `/bn${path}`;
}

/**
 * A page's address on the school's site, the origin the embed bundle was loaded from: a path
 * relative to a partner's page would lead to their own (missing) page.
 */
export function onSchoolSite(path: string): string {
  return new URL(path, import.meta.url).href;
}

/**
 * Where a widget's link to one of `SITE_PAGES` leads in its language: the path on the page's own
 * site, or absolute on `siteUrl` (an element on a partner's page gives the school's site).
 */
export function sitePageHref(path: string, lang: Lang, siteUrl?: string): string {
  const localized = sitePagePath(path, lang);
  return siteUrl ? new URL(localized, siteUrl).href : localized;
}
