import type { Testimonial } from '@school/api';

/** Where the stories' provider (MSW) answers the photos. */
export const PHOTO_BASE = 'https://provider.example/media/testimonials';

/**
 * Testimonials as a provider sends them, for stories and the jsdom tests: the contract's fields
 * only, one without a photo and one in Bengali. Nothing here ships.
 */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Rowshan Ara Begum',
    profession: 'Guardian of a class Eight student',
    star: 5,
    text: 'The class teacher calls us whenever our daughter misses a day. We feel that the school really cares.',
    testimonial_image: `${PHOTO_BASE}/1.svg`,
  },
  {
    id: 2,
    name: 'Md. Kamal Uddin',
    profession: 'Businessman, guardian',
    star: 4,
    text: 'Results are published on time and the website lets us download the report card from home.',
    testimonial_image: '',
  },
  {
    id: 3,
    name: 'Priyanka Dey',
    profession: 'Former student, medical student',
    star: 5,
    text: 'The model tests before the HSC exam were exactly what I needed. I walked into the hall calm.',
    testimonial_image: `${PHOTO_BASE}/3.svg`,
  },
  {
    id: 4,
    name: 'শাহানা পারভীন',
    profession: 'অভিভাবক, দশম শ্রেণি',
    star: 4,
    text: 'দুই শিফটেই শিক্ষকেরা সমান যত্ন নেন। ছেলের পড়াশোনার খবর আমরা নিয়মিত পাই।',
    testimonial_image: `${PHOTO_BASE}/4.svg`,
  },
  {
    id: 5,
    name: 'Michael Rozario',
    profession: 'Engineer, alumnus',
    star: 5,
    text: 'Twenty years later I still meet my classmates every winter at the reunion on the school field.',
    testimonial_image: `${PHOTO_BASE}/5.svg`,
  },
];

/** A drawn portrait (what the demo provider serves too), in the given shirt colour. */
export function portraitSvg(shirt: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#dde9e2"/><circle cx="200" cy="165" r="78" fill="#9a6a4b"/><path d="M92 128c10-60 60-90 108-90s98 30 108 90c-30-30-70-40-108-40s-78 10-108 40z" fill="#2b2320"/><path d="M56 400c12-92 72-142 144-142s132 50 144 142z" fill="${shirt}"/></svg>`;
}
