import type { Feature } from '@school/api';

/** Where the stories' provider (MSW) answers the icons. */
export const ICON_BASE = 'https://provider.example/media/icons';

/** Features as a provider sends them, for stories and the jsdom tests. Nothing here ships. */
export const features: Feature[] = [
  {
    id: 1,
    title: 'Experienced Teachers',
    service_text:
      'More than eighty trained teachers, many with over fifteen years in the classroom.',
    icon: `${ICON_BASE}/teacher.svg`,
  },
  {
    id: 2,
    title: 'Modern Laboratories',
    service_text:
      'Physics, chemistry, biology and ICT labs where every student does the practicals.',
    icon: `${ICON_BASE}/flask.svg`,
  },
  {
    id: 3,
    title: 'ডিজিটাল ক্লাসরুম',
    service_text: 'সব শ্রেণির জন্য মাল্টিমিডিয়া ক্লাসরুম ও ইন্টারনেটসহ আইসিটি ল্যাব।',
    icon: `${ICON_BASE}/computer.svg`,
  },
  {
    id: 4,
    title: 'Rich Library',
    service_text: 'Over 20,000 books, newspapers and journals, with a quiet reading room.',
    icon: `${ICON_BASE}/book.svg`,
  },
];

/** A drawn line icon (the demo provider draws its own). */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g fill="none" stroke="#0b5d3b" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"><path d="M32 16q-10-6-24-4v38q14-2 24 4 10-6 24-4V12q-14-2-24 4zM32 16v38"/></g></svg>';
