import { API_BASE_META_NAME, API_BASE_PLACEHOLDER, DEFAULT_API_BASE } from './api-base.ts';
import type { Lang } from './i18n.ts';
import {
  PAYMENTS_META,
  PAYMENTS_PLACEHOLDER,
  RESULT_KEYS_META,
  RESULT_KEYS_PLACEHOLDER,
  SITE_NAME_BN_META,
  SITE_NAME_BN_PLACEHOLDER,
  SITE_NAME_META,
  SITE_NAME_PLACEHOLDER,
  SITE_URL_PLACEHOLDER,
} from './page-config.ts';

/**
 * A value site/server.ts wrote into a meta tag, or null. In the prerender (no document) it is
 * the placeholder itself, which the server replaces in the HTML: both renders then agree.
 */
function meta(name: string, placeholder: string): string | null {
  if (typeof document === 'undefined') return placeholder;
  const value =
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
  return value === '' || value === placeholder ? null : value;
}

/**
 * The provider's public address. It is decided when the site starts (env API_BASE), not when it
 * is built, so one build serves any deployment.
 */
export function apiBase(): string {
  if (typeof document === 'undefined') return DEFAULT_API_BASE;
  return meta(API_BASE_META_NAME, API_BASE_PLACEHOLDER) ?? DEFAULT_API_BASE;
}

/**
 * The provider's address as the page shows it to a reader (the embed page's code): in the
 * prerender the placeholder the server fills in, so the prerendered text and the app's agree.
 */
export function publicApiBase(): string {
  if (typeof document === 'undefined') return API_BASE_PLACEHOLDER;
  return apiBase();
}

/**
 * Where visitors reach the site (SITE_URL): the origin of the page's canonical address, which the
 * server writes; in the prerender the placeholder it fills in.
 */
export function siteUrl(): string {
  if (typeof document === 'undefined') return SITE_URL_PLACEHOLDER;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return new URL(canonical ?? window.location.href).origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * The institute's name in a language, as the server learnt it from the provider (or SITE_NAME):
 * in Bengali its Bengali name, else the one name it has.
 */
export function siteName(lang: Lang = 'en'): string {
  const english = meta(SITE_NAME_META, SITE_NAME_PLACEHOLDER) ?? 'College';
  return lang === 'bn' ? (meta(SITE_NAME_BN_META, SITE_NAME_BN_PLACEHOLDER) ?? english) : english;
}

/** The payments page behind XI Payment (env PAYMENTS_URL), or null when there is none. */
export function paymentsUrl(): string | null {
  return meta(PAYMENTS_META, PAYMENTS_PLACEHOLDER);
}

/**
 * The school's result-signing keys as site/server.ts learnt them (JSON), on the pages that check
 * report cards; null elsewhere, in the prerender and while none is known (the widget then asks
 * the provider itself).
 */
export function resultKeys(): string | null {
  if (typeof document === 'undefined') return null;
  return meta(RESULT_KEYS_META, RESULT_KEYS_PLACEHOLDER);
}
