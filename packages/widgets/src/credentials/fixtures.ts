import type { Credential } from '@school/api';

/** Where the stories' provider (MSW) answers the pictures. */
export const MEDIA_BASE = 'https://provider.example/media/credentials';

/**
 * Credentials as a provider sends them, for stories and the jsdom tests: the first one's headline
 * is the list's. Nothing here ships.
 */
export const credentials: Credential[] = [
  {
    id: 1,
    headline: 'Our Achievements',
    image: `${MEDIA_BASE}/1.svg`,
    o_image: `${MEDIA_BASE}/1-certificate.svg`,
  },
  {
    id: 2,
    headline: 'Top Ten in HSC Results, Dhaka Board',
    image: `${MEDIA_BASE}/2.svg`,
    o_image: `${MEDIA_BASE}/2-certificate.svg`,
  },
];

/** A drawn trophy, or a framed certificate (what the demo provider serves too). */
export function credentialSvg(certificate: boolean): string {
  const body = certificate
    ? '<rect x="80" y="60" width="640" height="480" fill="#fffdf5" stroke="#d4a017" stroke-width="16"/><text x="400" y="180" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="#0b5d3b">Certificate of Merit</text><path d="M200 330h400M200 380h400" stroke="#d1d5db" stroke-width="4"/>'
    : '<rect width="800" height="600" fill="#0b5d3b"/><path d="M320 120h160v80q0 80-80 80t-80-80z" fill="#d4a017"/><rect x="380" y="280" width="40" height="80" fill="#d4a017"/><rect x="300" y="360" width="200" height="60" rx="8" fill="#92400e"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">${body}</svg>`;
}
