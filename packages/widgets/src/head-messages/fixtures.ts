import type { HeadMessage } from '@school/api';

/** Where the stories' provider (MSW) answers the photos. */
export const PHOTO_BASE = 'https://provider.example/media/people';

/**
 * Messages as a provider sends them, for stories and the jsdom tests: the contract's fields only.
 * The head's is long (cut at 200 characters), the other's short; the other's WhatsApp is a bare
 * mobile number, and its LinkedIn is not an address. Nothing here ships.
 */
export const headMessage: HeadMessage = {
  id: 1,
  img: `${PHOTO_BASE}/principal.svg`,
  name: 'Professor Tahmid Islam',
  facebook: 'https://www.facebook.com/tahmid.islam',
  linkedin: 'https://www.linkedin.com/in/tahmid-islam',
  whatsapps: 'https://wa.me/8801711428536',
  heading: 'Message from the Principal',
  text: [
    'Dear students, parents and well-wishers, welcome to our college. For nearly four decades our teachers have worked with one aim: that every child who walks through our gate leaves it a little wiser, a little kinder and far more confident.',
    'Good results matter, and our students earn them year after year in the SSC and HSC examinations. But we measure ourselves also by the debaters, scouts and volunteers our campus produces.',
  ].join('\n\n'),
};

export const otherMessage: HeadMessage = {
  id: 2,
  img: `${PHOTO_BASE}/chairman.svg`,
  name: 'Engr. Mohammad Shahidul Islam',
  facebook: '',
  linkedin: 'not on LinkedIn',
  whatsapps: '01812-345678',
  heading: 'Message from the Chairman, Governing Body',
  text: 'I thank the teachers, staff, guardians and students for their trust, and invite every alumnus to stay in touch with the school that shaped them.',
};

/** A drawn portrait (what the demo provider serves too), in the given coat colour. */
export function portraitSvg(coat: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#dde9e2"/><circle cx="200" cy="165" r="78" fill="#9a6a4b"/><path d="M92 128c10-60 60-90 108-90s98 30 108 90c-30-30-70-40-108-40s-78 10-108 40z" fill="#2b2320"/><path d="M56 400c12-92 72-142 144-142s132 50 144 142z" fill="${coat}"/></svg>`;
}
