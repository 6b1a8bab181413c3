import type { Lang } from './i18n.ts';
import { sitePagePath } from './site-pages.ts';
import { trimmed } from './trimmed.ts';
import { httpUrl } from './url.ts';

/** Where a link from provider data leads, decided once. */
export interface PageLink {
  /** The anchor's `href`. */
  href: string;
  /**
   * For a page of the school's own site, its path in the link's language (with query and
   * fragment), which a host that routes itself can navigate to; null for another site (it opens
   * in a new tab).
   */
  path: string | null;
}

/** `/exam-result`; not `//host` or `/\host` (another site to a browser), nor with spaces in it. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

function originOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? globalThis.location?.href ?? '').origin;
  } catch {
    return null;
  }
}

/**
 * A link that a provider's menu data holds: a path of the school's site (`/exam-result`), made
 * absolute on `siteUrl` when one is given (an element on a partner's page must not lead to the
 * partner's own missing page), or an absolute http(s) address, which is the school's own page
 * when it is on the site's origin (`siteUrl`'s, else the page's). A page of the school's site
 * leads to its Bengali address in Bengali (`/bn/exam-result`). Null for anything else
 * (`javascript:`, `mailto:`, a bare word): shown as text, never as a link.
 */
export function pageLink(value: unknown, siteUrl?: string, lang: Lang = 'en'): PageLink | null {
  const raw = trimmed(value);
  const site = originOf(siteUrl);
  if (SITE_PATH.test(raw)) {
    const path = sitePagePath(raw, lang);
    if (!siteUrl) return { href: path, path };
    const url = new URL(path, siteUrl);
    return url.origin === site ? { href: url.href, path } : null;
  }
  const href = httpUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  if (url.origin !== site) return { href, path: null };
  url.pathname = sitePagePath(url.pathname, lang);
  return { href: url.href, path: url.pathname + url.search + url.hash };
}
