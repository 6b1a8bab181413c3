import type { ImportantLink } from '@school/api';

/** Where the stories' provider (MSW) answers the icons. */
export const ICON_BASE = 'https://provider.example/media/icons';

/**
 * Important links as a provider sends them, for stories and the jsdom tests: some with an icon,
 * one a path of the school's site, one in Bengali. Nothing here ships.
 */
export const importantLinks: ImportantLink[] = [
  {
    id: 1,
    headline: 'Ministry of Education',
    link: 'https://moedu.gov.bd',
    image: `${ICON_BASE}/link-1.svg`,
  },
  {
    id: 2,
    headline: 'Board of Intermediate and Secondary Education, Dhaka',
    link: 'https://dhakaeducationboard.gov.bd',
    image: `${ICON_BASE}/link-2.svg`,
  },
  { id: 3, headline: 'Exam Result', link: '/exam-result', image: null },
  {
    id: 4,
    headline: 'জাতীয় শিক্ষাক্রম ও পাঠ্যপুস্তক বোর্ড',
    link: 'https://nctb.gov.bd',
    image: null,
  },
  { id: 5, headline: 'Education Board Results', link: 'https://eboardresults.com', image: null },
];

/** A drawn link glyph (what the demo provider serves too). */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g fill="none" stroke="#0b5d3b" stroke-width="3.5" stroke-linecap="round"><path d="M26 38l12-12M22 30l-6 6a8 8 0 0011 11l6-6M42 34l6-6a8 8 0 00-11-11l-6 6"/></g></svg>';
