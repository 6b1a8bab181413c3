import { effect } from '@preact/signals-core';
import { createContext, useContext, useEffect, useState } from 'react';
import type { WidgetState, WidgetStore } from './store.ts';
import { useLatest } from './use-latest.ts';

/** Set by `defineElement`: where a widget inside an element reports its state (`data-state`). */
export const ElementStateContext = createContext<((state: WidgetState) => void) | null>(null);

/**
 * One store per view instance (two tickers on a page never share state): created on the first
 * render, started on mount (again after StrictMode's test unmount), disposed on unmount. Its
 * state goes to the view's `onStateChange` and, inside an element, to `data-state`.
 */
export function useWidgetStore<S extends WidgetStore>(
  create: () => S,
  onStateChange?: (state: WidgetState) => void,
): S {
  const [store] = useState(create);
  const toElement = useContext(ElementStateContext);
  const toHost = useLatest(onStateChange);
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  useEffect(
    () =>
      effect(() => {
        const state = store.state.value;
        toElement?.(state);
        toHost.current?.(state);
      }),
    [store, toElement, toHost],
  );
  return store;
}
