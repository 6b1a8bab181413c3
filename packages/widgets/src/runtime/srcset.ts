import { httpUrl } from './url.ts';

/** More candidates than any provider needs: a longer list is not a picture's copies. */
const MAX_CANDIDATES = 12;

/**
 * A provider's `srcset` (`<address> 480w, <address> 960w`) that may reach an `<img>`: each
 * candidate an absolute http(s) address (as `httpUrl` takes it) and a width. Null when any
 * candidate is not one: the picture then loads its one address, and nothing else the provider
 * sent reaches the page.
 */
export function httpSrcset(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const candidates = value.split(',');
  if (candidates.length > MAX_CANDIDATES) return null;
  const kept: string[] = [];
  for (const candidate of candidates) {
    const [address, width, ...rest] = candidate.trim().split(/\s+/);
    const url = httpUrl(address);
    if (!url || rest.length || !/^[1-9]\d{0,4}w$/.test(width ?? '')) return null;
    kept.push(`${url} ${width}`);
  }
  return kept.join(', ');
}
