import { toBengaliDigits } from '@school/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Scene, sceneOf } from '../media/scenes.ts';
import { insertRows, type Row } from './insert.ts';
import { SCHOOL } from './institute.ts';
import { createRandom } from './random.ts';

const FEATURED_PICTURES = new Set([1, 3, 4, 7, 9, 12, 14, 17, 20, 23]);

const VIDEO_TITLES: [english: string, bengali: string][] = [
  [`A Day at ${SCHOOL.name}`, `${SCHOOL.nameBn}-এ একটি দিন`],
  ['Annual Sports Day Highlights', 'বার্ষিক ক্রীড়া দিবসের বিশেষ মুহূর্ত'],
  ['Science Fair: Student Projects', 'বিজ্ঞান মেলা: শিক্ষার্থীদের প্রকল্প'],
  ['Annual Cultural Programme', 'বার্ষিক সাংস্কৃতিক অনুষ্ঠান'],
  ['Victory Day Celebration on Campus', 'ক্যাম্পাসে বিজয় দিবস উদ্‌যাপন'],
  ['Message from the Principal to New Students', 'নতুন শিক্ষার্থীদের উদ্দেশে অধ্যক্ষের বার্তা'],
];

/** Eleven characters of the YouTube id alphabet; no network is needed to show the list. */
function videoIds(count: number): string[] {
  const rng = createRandom('videos');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: count }, () =>
    Array.from({ length: 11 }, () => alphabet[rng.int(0, 63)]).join(''),
  );
}

const DRESS: [file: string, description: string, bengali: string][] = [
  [
    'boys',
    'Boys, classes Six–Ten: white half-sleeve shirt with the school monogram on the pocket, navy blue trousers, black belt, black shoes and white socks.',
    'ছাত্র, ষষ্ঠ–দশম শ্রেণি: পকেটে স্কুলের মনোগ্রামসহ সাদা হাফহাতা শার্ট, নেভি ব্লু প্যান্ট, কালো বেল্ট, কালো জুতা ও সাদা মোজা।',
  ],
  [
    'girls',
    'Girls, classes Six–Ten: white kameez with a navy blue belt, navy blue salwar and cross-belt scarf, white canvas shoes; a white hijab or head scarf is permitted.',
    'ছাত্রী, ষষ্ঠ–দশম শ্রেণি: নেভি ব্লু বেল্টসহ সাদা কামিজ, নেভি ব্লু সালোয়ার ও ক্রস-বেল্ট ওড়না, সাদা কেডস; সাদা হিজাব বা মাথার স্কার্ফ পরা যাবে।',
  ],
  [
    'college-boys',
    'Boys, classes XI–XII: sky blue full-sleeve shirt, navy blue trousers, college tie on Sundays and during examinations, black shoes.',
    'ছাত্র, একাদশ–দ্বাদশ শ্রেণি: আকাশি নীল ফুলহাতা শার্ট, নেভি ব্লু প্যান্ট, রবিবার ও পরীক্ষার দিনে কলেজের টাই, কালো জুতা।',
  ],
  [
    'college-girls',
    'Girls, classes XI–XII: sky blue kameez, white salwar and white orna with the college badge; a navy blue cardigan may be worn in winter.',
    'ছাত্রী, একাদশ–দ্বাদশ শ্রেণি: আকাশি নীল কামিজ, সাদা সালোয়ার ও কলেজের ব্যাজসহ সাদা ওড়না; শীতে নেভি ব্লু কার্ডিগান পরা যাবে।',
  ],
];

const HISTORY = [
  `${SCHOOL.name} (${SCHOOL.nameBn}) began in January ${SCHOOL.founded} as a primary and secondary school of 140 pupils in rented rooms in Mirpur Section 6. A group of parents, teachers and local donors wanted a school where children of the growing neighbourhood could study close to home.`,
  'The school moved to its present campus in 1994, received government recognition and the EIIN number in 1996, and opened the higher secondary (college) section with Science, Business Studies and Humanities groups in 2003. A day shift followed in 2008 to meet the demand for seats.',
  'Today about eight thousand students study here in two shifts, taught by more than eighty teachers. The campus has four academic buildings, science and ICT laboratories, a library of over 20,000 books, a prayer room, a medical centre and a playing field that hosts the annual sports day.',
].join('\n\n');

const HISTORY_BN = [
  `${SCHOOL.nameBn} (${SCHOOL.name}) ${toBengaliDigits(String(SCHOOL.founded))} সালের জানুয়ারিতে মিরপুর ৬ নম্বর সেকশনে কয়েকটি ভাড়া করা কক্ষে ১৪০ জন শিক্ষার্থী নিয়ে প্রাথমিক ও মাধ্যমিক বিদ্যালয় হিসেবে যাত্রা শুরু করে। কয়েকজন অভিভাবক, শিক্ষক ও স্থানীয় দাতা চেয়েছিলেন, বেড়ে ওঠা এই এলাকার শিশুরা যেন বাড়ির কাছেই পড়তে পারে।`,
  'বিদ্যালয়টি ১৯৯৪ সালে বর্তমান ক্যাম্পাসে আসে, ১৯৯৬ সালে সরকারি স্বীকৃতি ও ইআইআইএন নম্বর পায় এবং ২০০৩ সালে বিজ্ঞান, ব্যবসায় শিক্ষা ও মানবিক শাখা নিয়ে উচ্চমাধ্যমিক (কলেজ) শাখা চালু করে। আসনের চাহিদা মেটাতে ২০০৮ সালে দিবা শিফট শুরু হয়।',
  'আজ দুই শিফটে প্রায় আট হাজার শিক্ষার্থী এখানে পড়ে, পড়ান আশিজনেরও বেশি শিক্ষক। ক্যাম্পাসে রয়েছে চারটি একাডেমিক ভবন, বিজ্ঞান ও আইসিটি গবেষণাগার, বিশ হাজারেরও বেশি বইয়ের গ্রন্থাগার, নামাজের কক্ষ, চিকিৎসা কেন্দ্র এবং একটি খেলার মাঠ, যেখানে বার্ষিক ক্রীড়া দিবস অনুষ্ঠিত হয়।',
].join('\n\n');

const FEATURES: [title: string, text: string, icon: string, titleBn: string, textBn: string][] = [
  [
    'Experienced Teachers',
    'More than eighty trained teachers, many with over fifteen years in the classroom.',
    'teacher',
    'অভিজ্ঞ শিক্ষকমণ্ডলী',
    'আশিজনেরও বেশি প্রশিক্ষিত শিক্ষক, যাঁদের অনেকেরই শ্রেণিকক্ষে পনেরো বছরের বেশি অভিজ্ঞতা।',
  ],
  [
    'Modern Laboratories',
    'Physics, chemistry, biology and ICT labs where every student does the practicals.',
    'flask',
    'আধুনিক গবেষণাগার',
    'পদার্থবিজ্ঞান, রসায়ন, জীববিজ্ঞান ও আইসিটি ল্যাব, যেখানে প্রত্যেক শিক্ষার্থী নিজে ব্যবহারিক করে।',
  ],
  [
    'Digital Classrooms',
    'Multimedia classrooms and an ICT lab with internet access for all classes.',
    'computer',
    'ডিজিটাল শ্রেণিকক্ষ',
    'সব শ্রেণির জন্য মাল্টিমিডিয়া শ্রেণিকক্ষ ও ইন্টারনেট সংযোগসহ আইসিটি ল্যাব।',
  ],
  [
    'Rich Library',
    'Over 20,000 books, newspapers and journals, with a quiet reading room.',
    'book',
    'সমৃদ্ধ গ্রন্থাগার',
    'বিশ হাজারেরও বেশি বই, সংবাদপত্র ও সাময়িকী, সঙ্গে নিরিবিলি পাঠকক্ষ।',
  ],
  [
    'Sports and Culture',
    'Cricket, football, athletics, debate, scouts and an annual cultural festival.',
    'trophy',
    'খেলাধুলা ও সংস্কৃতি',
    'ক্রিকেট, ফুটবল, অ্যাথলেটিকস, বিতর্ক, স্কাউটিং ও বার্ষিক সাংস্কৃতিক উৎসব।',
  ],
  [
    'Safe Campus',
    'Guarded gates, CCTV, a medical centre and counselling for every student.',
    'shield',
    'নিরাপদ ক্যাম্পাস',
    'প্রহরী-নিয়ন্ত্রিত ফটক, সিসিটিভি, চিকিৎসা কেন্দ্র এবং প্রত্যেক শিক্ষার্থীর জন্য কাউন্সেলিং।',
  ],
];

const CREDENTIALS: [english: string, bengali: string][] = [
  ['Our Achievements', 'আমাদের অর্জন'],
  [
    'Best Educational Institution, Mirpur Zone (National Education Week)',
    'শ্রেষ্ঠ শিক্ষাপ্রতিষ্ঠান, মিরপুর জোন (জাতীয় শিক্ষা সপ্তাহ)',
  ],
  ['Top Ten in HSC Results, Dhaka Board', 'এইচএসসি ফলাফলে ঢাকা বোর্ডে সেরা দশ'],
  ['National Science Fair Champions', 'জাতীয় বিজ্ঞান মেলায় চ্যাম্পিয়ন'],
];

const IMPORTANT_LINKS: [headline: string, link: string, bengali: string][] = [
  ['Ministry of Education', 'https://moedu.gov.bd', 'শিক্ষা মন্ত্রণালয়'],
  [
    'Directorate of Secondary and Higher Education (DSHE)',
    'https://dshe.gov.bd',
    'মাধ্যমিক ও উচ্চ শিক্ষা অধিদপ্তর (মাউশি)',
  ],
  [
    'Board of Intermediate and Secondary Education, Dhaka',
    'https://dhakaeducationboard.gov.bd',
    'মাধ্যমিক ও উচ্চমাধ্যমিক শিক্ষা বোর্ড, ঢাকা',
  ],
  ['BANBEIS', 'https://banbeis.gov.bd', 'ব্যানবেইস'],
  ['Teachers’ Portal (Shikkhok Batayon)', 'https://www.teachers.gov.bd', 'শিক্ষক বাতায়ন'],
  [
    'National Curriculum and Textbook Board (NCTB)',
    'https://nctb.gov.bd',
    'জাতীয় শিক্ষাক্রম ও পাঠ্যপুস্তক বোর্ড (এনসিটিবি)',
  ],
  ['Education Board Results', 'https://eboardresults.com', 'শিক্ষা বোর্ডের ফলাফল'],
  ['Bangladesh National Portal', 'https://bangladesh.gov.bd', 'বাংলাদেশ জাতীয় তথ্য বাতায়ন'],
];

/** Each group: its name in English and Bengali, and its links as [title, address, Bengali title]. */
const LINK_GROUPS: [name: string, nameBn: string, links: [string, string, string][]][] = [
  [
    'Academic',
    'একাডেমিক',
    [
      ['Class Routine', '/class-routine', 'ক্লাস রুটিন'],
      ['Exam Routine', '/exam-routine', 'পরীক্ষার রুটিন'],
      ['Syllabus', '/syllabus', 'সিলেবাস'],
      ['Exam Result', '/exam-result', 'পরীক্ষার ফলাফল'],
      ['Academic Documents', '/academic-documents-download', 'একাডেমিক কাগজপত্র'],
    ],
  ],
  [
    'Administration',
    'প্রশাসন',
    [
      ['Principal', '/current-principal', 'অধ্যক্ষ'],
      ['Ex-Principals', '/ex-principals', 'সাবেক অধ্যক্ষবৃন্দ'],
      ['Committee Members', '/committee-members', 'পরিচালনা কমিটি'],
      ['Teachers', '/teachers', 'শিক্ষকবৃন্দ'],
      ['Staff', '/staffs', 'কর্মচারীবৃন্দ'],
    ],
  ],
  [
    'Admission',
    'ভর্তি',
    [
      ['Admission Form', '/admission-page', 'ভর্তি ফরম'],
      ['Fees', '/fees', 'ফি'],
      ['Total Seat Info', '/total-seat-info', 'মোট আসন'],
      ['Dress Code', '/dress-code', 'পোশাক বিধি'],
    ],
  ],
  [
    'Information',
    'তথ্য',
    [
      ['History', '/history', 'ইতিহাস'],
      ['Notices', '/notices-and-announcements', 'বিজ্ঞপ্তি'],
      ['Events', '/events', 'অনুষ্ঠান'],
      ['Picture Gallery', '/picture-gallery', 'ছবির গ্যালারি'],
      ['Video Gallery', '/video-gallery', 'ভিডিও গ্যালারি'],
      ['Contact Us', '/contact-us', 'যোগাযোগ'],
    ],
  ],
];

/** Captions for the demo's pictures, by what each is drawn as (three of each, in turn). */
const CAPTIONS: Record<Scene, [string, string][]> = {
  campus: [
    ['The main building on a clear morning', 'সকালের আলোয় কলেজের প্রধান ভবন'],
    ['The college gate on the first day of the session', 'নতুন শিক্ষাবর্ষের প্রথম দিনে কলেজের ফটক'],
    ['The science building after its new coat of paint', 'নতুন রঙে বিজ্ঞান ভবন'],
  ],
  river: [
    ['The river beside the campus after the monsoon', 'বর্ষার পর ক্যাম্পাসের পাশের নদী'],
    ['The geography study tour on the river', 'ভূগোল বিভাগের নদীপথে শিক্ষাসফর'],
    ['A boat race on the river during the winter fair', 'শীতের মেলায় নদীতে নৌকাবাইচ'],
  ],
  field: [
    ['The playground before the annual sports', 'বার্ষিক ক্রীড়ার আগে খেলার মাঠ'],
    ['The inter-house football final', 'আন্তঃহাউস ফুটবলের চূড়ান্ত খেলা'],
    ['Morning assembly on the field', 'মাঠে সকালের সমাবেশ'],
  ],
  classroom: [
    ['A Class Nine science lesson', 'নবম শ্রেণির বিজ্ঞান ক্লাস'],
    ['Class XI students in the ICT lab', 'আইসিটি ল্যাবে একাদশ শ্রেণির শিক্ষার্থীরা'],
    ['The debate club’s weekly practice', 'বিতর্ক ক্লাবের সাপ্তাহিক অনুশীলন'],
  ],
};

export async function seedContent(db: Kysely<Database>) {
  const banners: Row<'banners'>[] = [1, 2, 3, 4, 5].map((n) => ({
    // One banner is kept out of the slider, as a provider's editor would do.
    status: n === 4 ? 'INACTIVE' : 'ACTIVE',
    banner_image: `/media/banners/${n}.svg`,
  }));
  const gallery: Row<'gallery'>[] = Array.from({ length: 24 }, (_, i) => {
    // Every sixth picture has no caption, as an office leaves some: the gallery numbers those.
    const caption = (i + 1) % 6 === 0 ? null : CAPTIONS[sceneOf('gallery', `${i + 1}.svg`)][i % 3];
    return {
      galary_image: `/media/gallery/${i + 1}.svg`,
      featured: FEATURED_PICTURES.has(i + 1) ? 1 : 0,
      caption: caption?.[0] ?? null,
      caption_bn: caption?.[1] ?? null,
    };
  });
  const ids = videoIds(VIDEO_TITLES.length);
  return {
    banners: await insertRows(db, 'banners', banners),
    gallery: await insertRows(db, 'gallery', gallery),
    videos: await insertRows(
      db,
      'videos',
      VIDEO_TITLES.map(([title, titleBn], i) => ({
        title,
        title_bn: titleBn,
        link: `https://www.youtube.com/embed/${ids[i]}`,
      })),
    ),
    dress_codes: await insertRows(
      db,
      'dress_codes',
      DRESS.map(([file, description, descriptionBn], i) => ({
        dress_image: `/media/dress/${i + 1}-${file}.svg`,
        description,
        description_bn: descriptionBn,
      })),
    ),
    // A JSON array of address strings; the API wraps each as {image}.
    school_history: await insertRows(db, 'school_history', [
      {
        heading: `History of ${SCHOOL.name}`,
        text: HISTORY,
        heading_bn: `${SCHOOL.nameBn}-এর ইতিহাস`,
        text_bn: HISTORY_BN,
        images: JSON.stringify([1, 2, 3].map((n) => `/media/history/${n}.svg`)),
      },
    ]),
    features: await insertRows(
      db,
      'features',
      FEATURES.map(([title, service_text, icon, titleBn, textBn]) => ({
        title,
        service_text,
        icon: `/media/icons/${icon}.svg`,
        title_bn: titleBn,
        service_text_bn: textBn,
      })),
    ),
    credentials: await insertRows(
      db,
      'credentials',
      CREDENTIALS.map(([headline, headlineBn], i) => ({
        headline,
        headline_bn: headlineBn,
        image: `/media/credentials/${i + 1}.svg`,
        o_image: `/media/credentials/${i + 1}-certificate.svg`,
      })),
    ),
    important_links: await insertRows(
      db,
      'important_links',
      IMPORTANT_LINKS.map(([headline, link, headlineBn], i) => ({
        headline,
        headline_bn: headlineBn,
        link,
        image: i < 4 ? `/media/icons/link-${i + 1}.svg` : null,
      })),
    ),
    link_groups: await insertRows(
      db,
      'link_groups',
      LINK_GROUPS.map(([name, nameBn, links], i) => ({
        name,
        name_bn: nameBn,
        page_link: JSON.stringify(
          links.map(([title, link, titleBn]) => ({ title, link, title_bn: titleBn })),
        ),
        sort_order: i + 1,
      })),
    ),
  };
}
