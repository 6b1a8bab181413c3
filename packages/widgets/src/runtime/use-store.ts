import { useEffect, useState } from 'react';

interface Disposable {
  dispose(): void;
}

/**
 * One store per view instance (two tickers on a page never share state). `start` runs on mount,
 * again after StrictMode's test unmount; `dispose` aborts what the store has in flight.
 */
export function useStore<S extends Disposable>(create: () => S, start?: (store: S) => void): S {
  const [store] = useState(create);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start belongs to the first render's store
  useEffect(() => {
    start?.(store);
    return () => store.dispose();
  }, [store]);
  return store;
}
