import type { SchoolHistory } from '@school/api';

/** Where the stories' provider (MSW) answers the pictures. */
export const PICTURE_BASE = 'https://provider.example/media/history';

/**
 * The school's history as a provider sends it, for stories and the jsdom tests: three paragraphs
 * (the first with a line break of its own) and three pictures. Nothing here ships.
 */
export const history: SchoolHistory = {
  id: 1,
  heading: 'History of Dhaka Model College',
  text: [
    'Dhaka Model College (ঢাকা মডেল কলেজ) began in January 1986 as a school of 140 pupils in rented rooms in Mirpur.\nA group of parents, teachers and local donors wanted a school close to home.',
    'The school moved to its present campus in 1994, received government recognition and its EIIN number in 1996, and opened the higher secondary section with Science, Business Studies and Humanities groups in 2003.',
    'Today about eight thousand students study here in two shifts, taught by more than eighty teachers.',
  ].join('\n\n'),
  images: [1, 2, 3].map((n) => ({ image: `${PICTURE_BASE}/${n}.svg` })),
};

const SCENES = ['#7cc4ef', '#f6a55c', '#9ad0c2'];

/** A drawn 1200 × 800 landscape (what the demo provider serves too), numbered `n` from 1. */
export function pictureSvg(n: number): string {
  const sky = SCENES[(n - 1) % SCENES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${sky}"/><rect y="560" width="1200" height="240" fill="#6aa84f"/><rect x="${200 + n * 60}" y="280" width="600" height="300" fill="#efe3c8"/><rect x="${470 + n * 60}" y="500" width="60" height="80" fill="#78350f"/></svg>`;
}
