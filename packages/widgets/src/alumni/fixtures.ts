import type { IconicStudent } from '@school/api';

/** Where the stories' provider (MSW) answers the photos. */
export const PHOTO_BASE = 'https://provider.example/media/alumni';

/**
 * Alumni as a provider sends them, for stories and the jsdom tests: one with `designation` only,
 * one with `degination` only (a provider sends either), one without a photo, one in Bengali.
 * Nothing here ships.
 */
export const alumni: IconicStudent[] = [
  {
    id: 1,
    name: 'Dr. Farhana Haque',
    degination: 'Associate Professor of Cardiology, Dhaka Medical College',
    designation: 'Associate Professor of Cardiology, Dhaka Medical College',
    batch_year: '2001',
    image: `${PHOTO_BASE}/1.svg`,
    test: 'My biology teachers stayed after class to answer every question. That patience is why I became a doctor.',
  },
  {
    id: 2,
    name: 'Tanvir Ahmed Chowdhury',
    designation: 'Senior Software Engineer',
    batch_year: 'HSC 2009',
    image: '',
    test: 'I wrote my first program in the school computer lab on a machine we had to share four to a desk.',
  },
  {
    id: 3,
    name: 'Nusrat Jahan Mim',
    degination: 'Assistant Commissioner, Bangladesh Civil Service',
    batch_year: '2012',
    image: `${PHOTO_BASE}/3.svg`,
    test: 'The debate club taught me to listen first and speak second. I still use that every day at work.',
  },
  {
    id: 4,
    name: 'অর্ণব কুমার সাহা',
    designation: 'প্রভাষক, পদার্থবিজ্ঞান বিভাগ, ঢাকা বিশ্ববিদ্যালয়',
    batch_year: '২০১০',
    image: `${PHOTO_BASE}/4.svg`,
    test: 'আমাদের পদার্থবিজ্ঞানের ল্যাব ছোট ছিল, কিন্তু শিক্ষকেরা একে পুরো মহাবিশ্বের মতো করে তুলেছিলেন।',
  },
  {
    id: 5,
    name: 'Marzia Rahman',
    designation: 'Founder, a rural e-learning start-up',
    batch_year: '2015',
    image: `${PHOTO_BASE}/5.svg`,
    test: 'I learned here that a good idea is only the first step. The rest is showing up every morning.',
  },
];
