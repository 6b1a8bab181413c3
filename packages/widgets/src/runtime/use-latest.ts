import { useLayoutEffect, useRef } from 'react';

/**
 * The newest value (a host's callbacks, usually) without making it an effect's dependency:
 * hosts pass inline arrows that change on every render.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
