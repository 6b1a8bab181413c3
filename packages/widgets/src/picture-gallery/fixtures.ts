import type { GalleryPicture } from '@school/api';

/** Where the stories' provider (MSW) answers the pictures. */
export const PICTURE_BASE = 'https://provider.example/media/gallery';

/** The featured ones among the fixtures, as the demo provider marks some of its pictures. */
const FEATURED = new Set([1, 3, 4, 7, 9, 10, 12, 14, 15, 16, 18]);

/**
 * Pictures as a provider sends them, for stories and the jsdom tests: the contract's fields
 * only, 18 of them, 11 featured (more than the featured grid's 9). Nothing here ships.
 */
export const pictures: GalleryPicture[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  galary_image: `${PICTURE_BASE}/${i + 1}.svg`,
  featured: FEATURED.has(i + 1),
}));

const SKIES = [
  ['#8ec5fc', '#e0f2fe'],
  ['#fbc2a4', '#fde68a'],
  ['#a5b4fc', '#e0e7ff'],
  ['#86efac', '#ecfccb'],
] as const;

/** A drawn landscape of 1200 × 800 (what the demo provider serves too), numbered `n`. */
export function landscapeSvg(n: number): string {
  const [top, bottom] = SKIES[n % SKIES.length] ?? SKIES[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/><circle cx="${200 + ((n * 137) % 800)}" cy="140" r="60" fill="#fde68a"/><path d="M0 560l220-140 180 90 260-200 240 170 300-120v440H0z" fill="#0b5d3b"/><rect x="440" y="470" width="320" height="200" fill="#f5f0e6"/><path d="M420 480l180-110 180 110z" fill="#c8102e"/><text x="40" y="760" font-family="sans-serif" font-size="56" fill="#fff">Picture ${n}</text></svg>`;
}
