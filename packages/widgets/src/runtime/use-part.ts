import { useCallback, useEffect, useState } from 'react';
import type { Lang } from './i18n.ts';
import { type LazyPart, partMissing } from './lazy-part.ts';

/**
 * A lazy part a visitor's action asks for (a dialog on the first open), not the store's loaded
 * state: fetched once `wanted`, drawn when in. A failed fetch is `failed`, the kit's sentence in
 * the page's language, for the view to show with `retry`.
 */
export function usePart<C>(part: LazyPart<C>, wanted: boolean, lang: Lang) {
  const [failed, setFailed] = useState<string | null>(null);
  const [, setLoaded] = useState(0);
  const retry = useCallback(() => {
    setFailed(null);
    part.load(lang).then(
      () => setLoaded((n) => n + 1),
      // In this page's language, whichever caller (a prefetch, say) started the fetch.
      () => setFailed(partMissing('partMissing', {}, lang)),
    );
  }, [part, lang]);
  useEffect(() => {
    if (wanted && !part.current) retry();
  }, [wanted, part, retry]);
  return { current: part.current, failed, retry };
}
