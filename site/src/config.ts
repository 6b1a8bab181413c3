import { API_BASE_META_NAME, API_BASE_PLACEHOLDER, DEFAULT_API_BASE } from './api-base.ts';

/**
 * The provider's public address. It is decided when the site starts (env API_BASE), not when it
 * is built, so one build serves any deployment: site/server.ts writes it into a meta tag.
 */
export function apiBase(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META_NAME}"]`);
  const value = meta?.content.trim() ?? '';
  if (value === '' || value === API_BASE_PLACEHOLDER) return DEFAULT_API_BASE;
  return value;
}
