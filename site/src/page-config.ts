/**
 * What the site learns when it starts, not when it is built (one build serves any school): the
 * institute's name, the payments page, the site's public address. The prerendered pages carry
 * these placeholders; site/server.ts fills them in. Pure string work, no DOM.
 */
import { escapeHtml } from './api-base.ts';

export const SITE_NAME_META = 'school-name';
export const SITE_NAME_PLACEHOLDER = '%SCHOOL_NAME%';
/** The institute's name in Bengali (its `institute_name_bn`), for the Bengali pages. */
export const SITE_NAME_BN_META = 'school-name-bn';
export const SITE_NAME_BN_PLACEHOLDER = '%SCHOOL_NAME_BN%';
export const PAYMENTS_META = 'school-payments-url';
export const PAYMENTS_PLACEHOLDER = '%SCHOOL_PAYMENTS_URL%';
export const SITE_URL_PLACEHOLDER = '%SCHOOL_SITE_URL%';
/**
 * The school's result-signing keys (a JSON Web Key Set), on the pages that check report cards:
 * their signature is then checked with the provider down. Empty while none is known.
 */
export const RESULT_KEYS_META = 'school-result-keys';
export const RESULT_KEYS_PLACEHOLDER = '%SCHOOL_RESULT_KEYS%';
/** Marks the XI Payment link in prerendered HTML: the server drops it when no address is set. */
export const PAYMENTS_ATTRIBUTE = 'data-school-payments';

export interface PageConfig {
  siteName: string;
  /** The name in Bengali; the Bengali pages say `siteName` when there is none. */
  siteNameBn?: string | null | undefined;
  /** The payments page (XI Payment), or null for none. */
  paymentsUrl: string | null;
  /** Where visitors reach the site, without a trailing slash: canonical links, the sitemap. */
  siteUrl: string;
  /** The JSON Web Key Set of the school's result keys, or '' while none is known. */
  resultKeys?: string;
}

const PAYMENTS_LINK = new RegExp(`<a [^>]*${PAYMENTS_ATTRIBUTE}[^>]*>[\\s\\S]*?</a>`, 'g');

/** An http(s) address, or null: anything else never becomes a link. */
export function httpUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function injectPageConfig(html: string, config: PageConfig): string {
  const withPayments = config.paymentsUrl === null ? html.replace(PAYMENTS_LINK, '') : html;
  return withPayments
    .replaceAll(SITE_NAME_PLACEHOLDER, () => escapeHtml(config.siteName))
    .replaceAll(SITE_NAME_BN_PLACEHOLDER, () => escapeHtml(config.siteNameBn || config.siteName))
    .replaceAll(PAYMENTS_PLACEHOLDER, () => escapeHtml(config.paymentsUrl ?? ''))
    .replaceAll(SITE_URL_PLACEHOLDER, () => escapeHtml(config.siteUrl))
    .replaceAll(RESULT_KEYS_PLACEHOLDER, () => escapeHtml(config.resultKeys ?? ''));
}
