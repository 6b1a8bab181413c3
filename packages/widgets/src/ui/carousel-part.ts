import { lazyPart } from '../runtime/lazy-part.ts';

/**
 * The carousel for a widget whose cards show only once loaded (testimonials, alumni): fetched
 * with the data, so the element's first load is its skeleton alone. The hero slider, whose first
 * picture is the page's largest paint, imports `Carousel` directly instead.
 */
export const carouselPart = lazyPart(() => import('./carousel.tsx').then((m) => m.Carousel));
