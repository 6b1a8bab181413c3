import { lazyPart } from '../runtime/lazy-part.ts';

/**
 * The pager for a list whose page count comes with its first page (the staff directory): its
 * code is fetched with that page, not in the element's first load.
 */
export const pagerPart = lazyPart(() => import('./pager.tsx').then((m) => m.Pager));
