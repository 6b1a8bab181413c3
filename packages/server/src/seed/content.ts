import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertRows, type Row } from './insert.ts';
import { SCHOOL } from './institute.ts';
import { createRandom } from './random.ts';

const FEATURED_PICTURES = new Set([1, 3, 4, 7, 9, 12, 14, 17, 20, 23]);

const VIDEO_TITLES = [
  'A Day at Shapla Model School & College',
  'Annual Sports Day Highlights',
  'Science Fair: Student Projects',
  'Annual Cultural Programme',
  'Victory Day Celebration on Campus',
  'Message from the Principal to New Students',
];

/** Eleven characters of the YouTube id alphabet; no network is needed to show the list. */
function videoIds(count: number): string[] {
  const rng = createRandom('videos');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: count }, () =>
    Array.from({ length: 11 }, () => alphabet[rng.int(0, 63)]).join(''),
  );
}

const DRESS: [file: string, description: string][] = [
  [
    'boys',
    'Boys, classes Six–Ten: white half-sleeve shirt with the school monogram on the pocket, navy blue trousers, black belt, black shoes and white socks.',
  ],
  [
    'girls',
    'Girls, classes Six–Ten: white kameez with a navy blue belt, navy blue salwar and cross-belt scarf, white canvas shoes; a white hijab or head scarf is permitted.',
  ],
  [
    'college-boys',
    'Boys, classes XI–XII: sky blue full-sleeve shirt, navy blue trousers, college tie on Sundays and during examinations, black shoes.',
  ],
  [
    'college-girls',
    'Girls, classes XI–XII: sky blue kameez, white salwar and white orna with the college badge; a navy blue cardigan may be worn in winter.',
  ],
];

const HISTORY = [
  `${SCHOOL.name} (${SCHOOL.nameBn}) began in January ${SCHOOL.founded} as a primary and secondary school of 140 pupils in rented rooms in Mirpur Section 6. A group of parents, teachers and local donors wanted a school where children of the growing neighbourhood could study close to home.`,
  'The school moved to its present campus in 1994, received government recognition and the EIIN number in 1996, and opened the higher secondary (college) section with Science, Business Studies and Humanities groups in 2003. A day shift followed in 2008 to meet the demand for seats.',
  'Today about eight thousand students study here in two shifts, taught by more than eighty teachers. The campus has four academic buildings, science and ICT laboratories, a library of over 20,000 books, a prayer room, a medical centre and a playing field that hosts the annual sports day.',
].join('\n\n');

const FEATURES: [title: string, text: string, icon: string][] = [
  [
    'Experienced Teachers',
    'More than eighty trained teachers, many with over fifteen years in the classroom.',
    'teacher',
  ],
  [
    'Modern Laboratories',
    'Physics, chemistry, biology and ICT labs where every student does the practicals.',
    'flask',
  ],
  [
    'Digital Classrooms',
    'Multimedia classrooms and an ICT lab with internet access for all classes.',
    'computer',
  ],
  [
    'Rich Library',
    'Over 20,000 books, newspapers and journals, with a quiet reading room.',
    'book',
  ],
  [
    'Sports and Culture',
    'Cricket, football, athletics, debate, scouts and an annual cultural festival.',
    'trophy',
  ],
  [
    'Safe Campus',
    'Guarded gates, CCTV, a medical centre and counselling for every student.',
    'shield',
  ],
];

const CREDENTIALS: string[] = [
  'Our Achievements',
  'Best Educational Institution, Mirpur Zone (National Education Week)',
  'Top Ten in HSC Results, Dhaka Board',
  'National Science Fair Champions',
];

const IMPORTANT_LINKS: [headline: string, link: string][] = [
  ['Ministry of Education', 'https://moedu.gov.bd'],
  ['Directorate of Secondary and Higher Education (DSHE)', 'https://dshe.gov.bd'],
  ['Board of Intermediate and Secondary Education, Dhaka', 'https://dhakaeducationboard.gov.bd'],
  ['BANBEIS', 'https://banbeis.gov.bd'],
  ['Teachers’ Portal (Shikkhok Batayon)', 'https://www.teachers.gov.bd'],
  ['National Curriculum and Textbook Board (NCTB)', 'https://nctb.gov.bd'],
  ['Education Board Results', 'https://eboardresults.com'],
  ['Bangladesh National Portal', 'https://bangladesh.gov.bd'],
];

const LINK_GROUPS: [name: string, links: [string, string][]][] = [
  [
    'Academic',
    [
      ['Class Routine', '/class-routine'],
      ['Exam Routine', '/exam-routine'],
      ['Syllabus', '/syllabus'],
      ['Exam Result', '/exam-result'],
      ['Academic Documents', '/academic-documents-download'],
    ],
  ],
  [
    'Administration',
    [
      ['Principal', '/current-principal'],
      ['Ex-Principals', '/ex-principals'],
      ['Committee Members', '/committee-members'],
      ['Teachers', '/teachers'],
      ['Staffs', '/staffs'],
    ],
  ],
  [
    'Admission',
    [
      ['Admission Form', '/admission-page'],
      ['Fees', '/fees'],
      ['Total Seat Info', '/total-seat-info'],
      ['Dress Code', '/dress-code'],
    ],
  ],
  [
    'Information',
    [
      ['History', '/history'],
      ['Notices', '/notices-and-announcements'],
      ['Events', '/events'],
      ['Picture Gallery', '/picture-gallery'],
      ['Video Gallery', '/video-gallery'],
      ['Contact Us', '/contact-us'],
    ],
  ],
];

export async function seedContent(db: Kysely<Database>) {
  const banners: Row<'banners'>[] = [1, 2, 3, 4, 5].map((n) => ({
    // One banner is kept out of the slider, as a provider's editor would do.
    status: n === 4 ? 'INACTIVE' : 'ACTIVE',
    banner_image: `/media/banners/${n}.svg`,
  }));
  const gallery: Row<'gallery'>[] = Array.from({ length: 24 }, (_, i) => ({
    galary_image: `/media/gallery/${i + 1}.svg`,
    featured: FEATURED_PICTURES.has(i + 1) ? 1 : 0,
  }));
  const ids = videoIds(VIDEO_TITLES.length);
  return {
    banners: await insertRows(db, 'banners', banners),
    gallery: await insertRows(db, 'gallery', gallery),
    videos: await insertRows(
      db,
      'videos',
      VIDEO_TITLES.map((title, i) => ({ title, link: `https://www.youtube.com/embed/${ids[i]}` })),
    ),
    dress_codes: await insertRows(
      db,
      'dress_codes',
      DRESS.map(([file, description], i) => ({
        dress_image: `/media/dress/${i + 1}-${file}.svg`,
        description,
      })),
    ),
    // A JSON array of address strings; the API wraps each as {image}.
    school_history: await insertRows(db, 'school_history', [
      {
        heading: `History of ${SCHOOL.name}`,
        text: HISTORY,
        images: JSON.stringify([1, 2, 3].map((n) => `/media/history/${n}.svg`)),
      },
    ]),
    features: await insertRows(
      db,
      'features',
      FEATURES.map(([title, service_text, icon]) => ({
        title,
        service_text,
        icon: `/media/icons/${icon}.svg`,
      })),
    ),
    credentials: await insertRows(
      db,
      'credentials',
      CREDENTIALS.map((headline, i) => ({
        headline,
        image: `/media/credentials/${i + 1}.svg`,
        o_image: `/media/credentials/${i + 1}-certificate.svg`,
      })),
    ),
    important_links: await insertRows(
      db,
      'important_links',
      IMPORTANT_LINKS.map(([headline, link], i) => ({
        headline,
        link,
        image: i < 4 ? `/media/icons/link-${i + 1}.svg` : null,
      })),
    ),
    link_groups: await insertRows(
      db,
      'link_groups',
      LINK_GROUPS.map(([name, links], i) => ({
        name,
        page_link: JSON.stringify(links.map(([title, link]) => ({ title, link }))),
        sort_order: i + 1,
      })),
    ),
  };
}
