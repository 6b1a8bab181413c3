import campus from './images/history-campus.svg?no-inline';
import laboratory from './images/history-laboratory.svg?no-inline';
import sportsDay from './images/history-sports-day.svg?no-inline';
import type { Picture, Section } from './types.ts';

/** Academic Info › History: the text, then a slideshow of three pictures. */
export const historyPage = {
  title: 'History',
  intro: [
    'The college began in January 1986 as a primary and secondary school of 140 pupils in rented rooms in Mirpur Section 6, Dhaka. A group of parents, teachers and local donors wanted a school where the children of the growing neighbourhood could study close to home.',
  ],
  sections: [
    {
      heading: 'Growing up',
      blocks: [
        'The school moved to its present campus in 1994 and received government recognition and its EIIN number in 1996. In 2003 it opened the higher secondary (college) section, with Science, Business Studies and Humanities groups, and took its present name as a school and college.',
        'A day shift followed in 2008 to meet the demand for seats, and English medium sections (the English version of the national curriculum) opened in both shifts.',
      ],
    },
    {
      heading: 'Today',
      blocks: [
        'About eight thousand students study here in two shifts, taught by more than eighty teachers. The campus has four academic buildings, science and ICT laboratories, a library of over 20,000 books, a prayer room, a medical centre and a playing field that hosts the annual sports day.',
      ],
    },
  ] satisfies readonly Section[],
  slideshow: {
    heading: 'The college in pictures',
    /** Names the slideshow for screen readers. */
    label: 'The college in pictures',
    /** Spec §9: the history slideshow moves every 3000 ms. */
    intervalMs: 3000,
  },
  slides: [
    {
      src: campus,
      alt: 'The main academic building: two storeys of windows under a red roof, the national flag above it and trees on either side',
      width: 640,
      height: 360,
      caption: 'The main building on the present campus, opened in 1994.',
    },
    {
      src: laboratory,
      alt: 'A science laboratory bench with flasks, test tubes, a stand and a blackboard behind',
      width: 640,
      height: 360,
      caption: 'The science laboratory, where every student does the practicals.',
    },
    {
      src: sportsDay,
      alt: 'Two students running on a green field under strings of red and blue bunting',
      width: 640,
      height: 360,
      caption: 'The annual sports day on the college field.',
    },
  ] satisfies readonly Picture[],
} as const;
