/**
 * The reader's choice of language, kept in the browser. Every page has an address in each
 * language; the English ones are the site's plain addresses, so a reader who chose Bengali and
 * follows a plain link (or types the site's address) is sent to the Bengali page before anything
 * is drawn, by the inline script below. Bengali addresses always open in Bengali: a shared
 * `/bn/…` link shows what was shared. Crawlers keep nothing, and see each address as it is.
 */
import type { Lang } from './i18n.ts';

export const LANGUAGE_KEY = 'school-language';

export function keepLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage refused (private mode, full): the switch still leads to the page.
  }
}

/**
 * Runs in the page's <head> (written by prerender.ts through inline-script.ts): a plain address
 * opened by a reader who chose Bengali is replaced by its Bengali address. Without storage, the
 * page opens in the language of its address.
 */
export function openInChosenLanguage(key: string) {
  try {
    const path = location.pathname;
    if (localStorage.getItem(key) !== 'bn' || /^\/bn(?:\/|$)/i.test(path)) return;
    location.replace(`/bn${path === '/' ? '' : path}${location.search}${location.hash}`);
  } catch {}
}
