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

/**
 * A page's address on the school's site, the origin the embed bundle was loaded from: a path
 * relative to a partner's page would lead to their own (missing) page.
 */
export function onSchoolSite(path: string): string {
  return new URL(path, import.meta.url).href;
}
