import type { Banner } from '@school/api';

/** Where the stories' provider (MSW) answers the banner pictures. */
export const BANNER_BASE = 'https://provider.example/media/banners';

/**
 * Banners as a provider sends them, for stories and the jsdom tests: the contract's fields only,
 * one of them `INACTIVE` (never shown). Nothing here ships.
 */
export const banners: Banner[] = [
  { id: 1, status: 'ACTIVE', banner_image: `${BANNER_BASE}/1.svg` },
  { id: 2, status: 'ACTIVE', banner_image: `${BANNER_BASE}/2.svg` },
  { id: 3, status: 'INACTIVE', banner_image: `${BANNER_BASE}/3.svg` },
  { id: 4, status: 'ACTIVE', banner_image: `${BANNER_BASE}/4.svg` },
];

const SKIES = ['#7cc4ef', '#f6a55c', '#5b8def', '#9ad0c2'];
const LINES = [
  'Learning with discipline since 1986',
  'Admission open: classes Six and XI',
  'Not shown: this banner is inactive',
  'Science and ICT labs for every student',
];

/** A drawn 1600 × 600 banner (what the demo provider serves too), numbered `n` from 1. */
export function bannerSvg(n: number): string {
  const sky = SKIES[(n - 1) % SKIES.length];
  const line = LINES[(n - 1) % LINES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600"><rect width="1600" height="600" fill="${sky}"/><path d="M0 420q200-90 420-20t460-10 420 0 300 20v190H0z" fill="#86c06c"/><rect x="1100" y="250" width="420" height="250" fill="#f3e8d2"/><rect y="500" width="1600" height="100" fill="#4d8b3f"/><rect x="70" y="190" width="980" height="200" rx="20" fill="#000" opacity=".45"/><text x="110" y="270" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">Banner ${n}</text><text x="110" y="350" font-family="sans-serif" font-size="36" fill="#fff">${line}</text></svg>`;
}
