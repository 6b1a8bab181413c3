/**
 * How the provider's address travels from the server's environment into the page. Pure string
 * work, shared by site/server.ts, the vite dev server and the browser (src/config.ts).
 */
import { PATHS } from '@school/api/paths';

export const DEFAULT_API_BASE = 'http://localhost:8000';
export const API_BASE_META_NAME = 'school-api-base';
export const API_BASE_PLACEHOLDER = '%SCHOOL_API_BASE%';
/** The placeholder, possibly with the page's own calls written in by the prerender. */
const PRECONNECT_MARK = /<!--school-preconnect((?: \/[^\s>]*)*)-->/;

/**
 * The placeholder with the provider calls a page makes on its own (paths with their query, as
 * its widgets ask for them), so the server preloads them with the layout's.
 */
export function preconnectPlaceholder(pageCalls: readonly string[]): string {
  return `<!--school-preconnect${pageCalls.map((call) => ` ${call}`).join('')}-->`;
}

/** The provider calls of the shared layout (header, ticker, theme), made on every page. */
const LAYOUT_CALLS = [PATHS.institutes, PATHS.notices, PATHS.siteColors];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The origin the page talks to, or null when the API sits under the site's own origin (a path
 * such as `/api` behind a reverse proxy). Throws on anything else, so a typo fails at start-up
 * rather than in every visitor's browser.
 */
export function apiOrigin(apiBase: string): string | null {
  if (apiBase.startsWith('/') && !apiBase.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`API_BASE must be an http(s) URL or a path starting with /, got "${apiBase}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_BASE must use http or https, got "${apiBase}"`);
  }
  return url.origin;
}

/**
 * Writes the address into the meta tag, lets the browser open the connection early, and starts
 * the layout's calls and the page's own (written into the placeholder) with the HTML.
 */
export function injectApiBase(html: string, apiBase: string): string {
  const origin = apiOrigin(apiBase);
  const safeOrigin = origin === null ? '' : escapeHtml(origin);
  // Images load over a credentialed connection, fetch() over an anonymous one: preconnect both.
  const preconnect =
    origin === null
      ? ''
      : `<link rel="preconnect" href="${safeOrigin}" />` +
        `<link rel="preconnect" href="${safeOrigin}" crossorigin />`;
  // What the layout shows on every page starts downloading with the HTML, not after the JS.
  const base = apiBase.replace(/\/+$/, '');
  const pageCalls = PRECONNECT_MARK.exec(html)?.[1]?.trim().split(' ').filter(Boolean) ?? [];
  const preload = [...LAYOUT_CALLS, ...pageCalls]
    .map(
      (path) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(base + path)}" />`,
    )
    .join('');
  return html
    .replaceAll(API_BASE_PLACEHOLDER, () => escapeHtml(apiBase))
    .replace(PRECONNECT_MARK, () => preconnect + preload);
}
