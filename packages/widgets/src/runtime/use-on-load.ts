import { useEffect } from 'react';
import type { WidgetState } from './store.ts';
import { useLatest } from './use-latest.ts';

/**
 * Tell the host what the widget shows once it has loaded (`ready`, or `empty` with an empty
 * list), and again whenever that changes; never while loading or after a failure. The host's
 * callback may change on every render without calling it again.
 */
export function useOnLoad<T>(
  state: WidgetState,
  shown: T,
  onLoad: ((shown: T) => void) | undefined,
): void {
  const latest = useLatest(onLoad);
  useEffect(() => {
    if (state === 'ready' || state === 'empty') latest.current?.(shown);
  }, [state, shown, latest]);
}
