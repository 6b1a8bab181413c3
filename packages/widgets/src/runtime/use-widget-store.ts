import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from './i18n.ts';
import type { WidgetState, WidgetStore } from './store.ts';
import { useLatest } from './use-latest.ts';

/** Set by `defineElement`: where a widget inside an element reports its state (`data-state`). */
export const ElementStateContext = createContext<((state: WidgetState) => void) | null>(null);

/**
 * One store per view instance (two tickers on a page never share state): created on the first
 * render, started on mount (again after StrictMode's test unmount), disposed on unmount. Its
 * state goes to the view's `onStateChange` and, inside an element, to `data-state`, once React
 * has drawn it: a page (or a test) that sees `ready` finds the content there. A store that writes
 * the school's texts in the view's language is told when `lang` changes (it was made with it).
 */
export function useWidgetStore<S extends WidgetStore>(
  create: () => S,
  onStateChange?: (state: WidgetState) => void,
  lang?: Lang,
): S {
  const [store] = useState(create);
  const toElement = useContext(ElementStateContext);
  const toHost = useLatest(onStateChange);
  const snapshot = () => store.state.peek();
  // The same on a server (the site's prerender) as on the first client render: the start state.
  const state = useSyncExternalStore(
    (changed) => store.state.subscribe(changed),
    snapshot,
    snapshot,
  );
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  useEffect(() => {
    if (lang) store.setLang?.(lang);
  }, [store, lang]);
  useEffect(() => {
    toElement?.(state);
    toHost.current?.(state);
  }, [state, toElement, toHost]);
  return store;
}
