import type { DressCode } from '@school/api';

/** Where the stories' provider (MSW) answers the pictures. */
export const IMAGE_BASE = 'https://provider.example/media/dress';

/** The provider's entries, as ours sends them: a picture and a description each. */
export const DRESS_CODES: DressCode[] = [
  {
    id: 1,
    dress_image: `${IMAGE_BASE}/1-sports.svg`,
    description:
      'Sports day and physical education: white T-shirt with the house colour on the sleeve, navy blue track trousers, white canvas shoes.',
  },
  {
    id: 2,
    dress_image: `${IMAGE_BASE}/2-winter.svg`,
    description:
      'Winter (December–February): a navy blue V-neck sweater or cardigan over the uniform.\nNo other colour is allowed.',
  },
  {
    id: 3,
    dress_image: `${IMAGE_BASE}/3-scouts.svg`,
    description: 'স্কাউট ও গার্ল গাইড: খাকি পোশাক, স্কার্ফ ও বেল্ট; সাপ্তাহিক সভার দিনে।',
  },
];

/** A garment on a hanger (3:4), in the given colour, for the stories' pictures. */
export function garmentSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"><rect width="600" height="800" fill="#eef4f0"/><path d="M300 60v50M230 150q70-60 140 0" fill="none" stroke="#6b7280" stroke-width="8"/><path d="M220 150l-90 60 30 60 40-20v330h200V250l40 20 30-60-90-60q-30 30-80 0z" fill="${colour}" stroke="#94a3b8" stroke-width="4"/></svg>`;
}
