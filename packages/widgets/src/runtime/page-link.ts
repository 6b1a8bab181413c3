import { trimmed } from './trimmed.ts';
import { httpUrl } from './url.ts';

/** Where a link from provider data leads, decided once. */
export interface PageLink {
  /** The anchor's `href`. */
  href: string;
  /**
   * For a page of the school's own site, its path (with query and fragment), which a host that
   * routes itself can navigate to; null for another site (it opens in a new tab).
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
 * when it is on the site's origin (`siteUrl`'s, else the page's). Null for anything else
 * (`javascript:`, `mailto:`, a bare word): shown as text, never as a link.
 */
export function pageLink(value: unknown, siteUrl?: string): PageLink | null {
  const raw = trimmed(value);
  const site = originOf(siteUrl);
  if (SITE_PATH.test(raw)) {
    if (!siteUrl) return { href: raw, path: raw };
    const url = new URL(raw, siteUrl);
    return url.origin === site ? { href: url.href, path: raw } : null;
  }
  const href = httpUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  return { href, path: url.origin === site ? url.pathname + url.search + url.hash : null };
}
