import { useSyncExternalStore } from 'react';

/**
 * The console's place is the address's hash (`#/accounts`, `#/content/notices/12`): the
 * provider serves one page at /office, a reload keeps the clerk where they were, and the
 * browser's Back button works.
 */
function parseRoute(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}

export const hrefOf = (...parts: (string | number)[]) =>
  `#/${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

export function useRoute(): string[] {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
