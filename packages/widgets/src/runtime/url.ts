/**
 * An address from provider data that may become an `href` or a `src`: absolute http(s) only, so
 * a `javascript:`, `data:` or relative address from a careless or compromised provider never
 * reaches the page. Null for anything else (blank, `None`, not a string).
 */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? url.href
      : null;
  } catch {
    return null;
  }
}
