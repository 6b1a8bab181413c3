import { useSyncExternalStore } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeMotion(changed: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** The visitor asked their system for less motion (read live: the setting can change). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => typeof matchMedia === 'function' && matchMedia(REDUCED).matches,
    () => false,
  );
}
