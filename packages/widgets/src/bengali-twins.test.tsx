import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient } from '@school/api';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Alumni } from './alumni/alumni.tsx';
import { Committee } from './committee/committee.tsx';
import { ContactDetails } from './contact-details/contact-details.tsx';
import { Credentials } from './credentials/credentials.tsx';
import { DressCode } from './dress-code/dress-code.tsx';
import { Features } from './features/features.tsx';
import { HeadMessages } from './head-messages/head-messages.tsx';
import { SchoolHistory } from './history/history.tsx';
import { ImportantLinks } from './important-links/important-links.tsx';
import { InstituteCard } from './institute-card/institute-card.tsx';
import { InstituteHeader } from './institute-header/institute-header.tsx';
import { LinkGroups } from './link-groups/link-groups.tsx';
import { NoticeBoard } from './notice-board/notice-board.tsx';
import { NoticeTicker } from './notice-ticker/notice-ticker.tsx';
import type { Lang } from './runtime/i18n.ts';
import { SeatInfo } from './seat-info/seat-info.tsx';
import { StaffDirectory } from './staff-directory/staff-directory.tsx';
import { Testimonials } from './testimonials/testimonials.tsx';
import { VideoGallery } from './video-gallery/video-gallery.tsx';
import { WelcomeSpeech } from './welcome-speech/welcome-speech.tsx';

/**
 * The school's texts in two languages (issue 22), every widget that shows them: on a Bengali
 * page the Bengali twin (`<field>_bn`) where the school wrote one, the spec's field where it did
 * not (a provider that sends none reads as before); on an English page the spec's field.
 */

const FAR = '2099-12-31';
const PHOTO = 'https://provider.example/media/photo.svg';

/** Each call's answer: one entry with its twins, one without (as a school's own provider). */
const ANSWERS: Record<string, unknown> = {
  '/notices': [
    {
      id: 1,
      title: 'Library hours extended',
      notice_title: 'Library hours extended',
      notice_description: 'Open until 5 pm.',
      title_bn: 'গ্রন্থাগার বেশি সময় খোলা থাকবে',
      notice_title_bn: 'গ্রন্থাগার বেশি সময় খোলা থাকবে',
      notice_description_bn: 'বিকাল ৫টা পর্যন্ত খোলা।',
      date: '2026-11-20',
      expire_date: FAR,
    },
    {
      id: 2,
      title: 'Mid-term holidays',
      notice_title: 'Mid-term holidays',
      notice_description: 'Classes are suspended.',
      date: '2026-11-19',
      expire_date: FAR,
    },
  ],
  '/messages-from-head': [
    {
      img: PHOTO,
      name: 'Farhana Haque',
      name_bn: 'ফারহানা হক',
      heading: 'Message from the Principal',
      heading_bn: 'অধ্যক্ষের বাণী',
      text: 'Welcome to our college.',
      text_bn: 'আমাদের কলেজে স্বাগতম।',
      facebook: '',
      linkedin: '',
      whatsapps: '',
    },
  ],
  '/messages-from-other': [
    {
      img: PHOTO,
      name: 'Kazi Firoz Ahmed',
      heading: 'Message from the Chairman',
      text: 'Thank you for your trust.',
      facebook: '',
      linkedin: '',
      whatsapps: '',
    },
  ],
  '/school-history': [
    {
      heading: 'Our history',
      heading_bn: 'আমাদের ইতিহাস',
      text: 'Founded in 1986 in Mirpur.',
      text_bn: '১৯৮৬ সালে মিরপুরে প্রতিষ্ঠিত।',
      images: [],
    },
  ],
  '/api/staff-profiles/': {
    count: 2,
    next: null,
    previous: null,
    results: [
      {
        id: 1,
        name: 'Nadia Karim',
        name_bn: 'নাদিয়া করিম',
        designation: 'Accountant, Accounts Section',
        designation_bn: 'হিসাবরক্ষক, হিসাব শাখা',
        registration: 'REG-2004-1037',
        role: 'Accountant',
        avatar: PHOTO,
      },
      {
        id: 2,
        name: 'Sohan Ali',
        designation: 'Librarian, Central Library',
        registration: 'REG-2010-1074',
        role: 'Librarian',
        avatar: PHOTO,
      },
    ],
  },
  '/committees': [
    {
      img: PHOTO,
      name: 'Golam Mostafa Chowdhury',
      name_bn: 'গোলাম মোস্তফা চৌধুরী',
      designation: 'Founder Member',
      degination: 'Founder Member',
      designation_bn: 'প্রতিষ্ঠাতা সদস্য',
      degination_bn: 'প্রতিষ্ঠাতা সদস্য',
    },
    { img: PHOTO, name: 'Dilruba Yasmin', designation: 'Co-opted Member', degination: '' },
  ],
  '/committeeMembers.json': [],
  '/api/institute': [
    {
      institute_logo: PHOTO,
      institute_name: 'Shapla Model School & College',
      institute_name_bn: 'শাপলা মডেল স্কুল অ্যান্ড কলেজ',
      institute_eiin_no: '132587',
      institute_address: 'Mirpur, Dhaka',
      institute_fb: '',
      institute_youtube: '',
      headmaster_mobile: '',
      institute_email_address: '',
      institute_management_web: '',
      institute_web: '',
    },
  ],
  '/contacts': [
    {
      google_map: '',
      image: '',
      mobile: '',
      email: '',
      office_address: "Principal's Office, Mirpur",
      office_address_bn: 'অধ্যক্ষের কার্যালয়, মিরপুর',
    },
  ],
  '/welcome-speeches/': [
    {
      text: 'Welcome to our school.',
      description: 'Welcome to our school.',
      text_bn: 'আমাদের স্কুলে স্বাগতম।',
      description_bn: 'আমাদের স্কুলে স্বাগতম।',
    },
  ],
  '/iconic-students/': [
    {
      id: 1,
      name: 'Sraboni Barua',
      name_bn: 'শ্রাবণী বড়ুয়া',
      designation: 'Architect',
      designation_bn: 'স্থপতি',
      batch_year: 'HSC 2011',
      batch_year_bn: 'এইচএসসি ২০১১',
      image: PHOTO,
      test: 'The art room gave me confidence.',
      test_bn: 'আর্ট রুম আমাকে আত্মবিশ্বাস দিয়েছিল।',
    },
    {
      id: 2,
      name: 'Joseph Gomes',
      designation: 'Chartered Accountant',
      batch_year: 'HSC 2006',
      image: PHOTO,
      test: 'Accounting was my hardest subject.',
    },
  ],
  '/testimonials': [
    {
      name: 'Priyanka Dey',
      name_bn: 'প্রিয়াঙ্কা দে',
      profession: 'Former student',
      profession_bn: 'সাবেক শিক্ষার্থী',
      star: 5,
      text: 'The model tests helped me.',
      text_bn: 'মডেল টেস্টগুলো আমাকে সাহায্য করেছে।',
      testimonial_image: PHOTO,
    },
    {
      name: 'Michael Rozario',
      profession: 'Engineer',
      star: 4,
      text: 'I still meet my classmates.',
      testimonial_image: PHOTO,
    },
  ],
  '/features': [
    {
      id: 1,
      title: 'Rich Library',
      title_bn: 'সমৃদ্ধ গ্রন্থাগার',
      service_text: 'Over 20,000 books.',
      service_text_bn: 'বিশ হাজারেরও বেশি বই।',
      icon: PHOTO,
    },
    { id: 2, title: 'Safe Campus', service_text: 'Guarded gates.', icon: PHOTO },
  ],
  '/credentials': [
    {
      headline: 'Awards and Recognition',
      headline_bn: 'পুরস্কার ও স্বীকৃতি',
      image: PHOTO,
      o_image: PHOTO,
    },
  ],
  '/important-links': [
    {
      headline: 'Ministry of Education',
      headline_bn: 'শিক্ষা মন্ত্রণালয়',
      link: 'https://moedu.gov.bd',
      image: null,
    },
    { headline: 'BANBEIS', link: 'https://banbeis.gov.bd', image: null },
  ],
  '/link-names': [
    {
      name: 'Academic',
      name_bn: 'একাডেমিক',
      page_link: [
        { title: 'Class Routine', title_bn: 'ক্লাস রুটিন', link: '/class-routine' },
        { title: 'Syllabus', link: '/syllabus' },
      ],
    },
  ],
  '/video-gallery/': [
    {
      id: 1,
      title: 'Annual Sports Day Highlights',
      heading: 'Annual Sports Day Highlights',
      title_bn: 'বার্ষিক ক্রীড়া দিবসের বিশেষ মুহূর্ত',
      heading_bn: 'বার্ষিক ক্রীড়া দিবসের বিশেষ মুহূর্ত',
      link: 'https://www.youtube.com/embed/AAAAAAAAAAA',
    },
    {
      id: 2,
      title: 'Science Fair',
      heading: 'Science Fair',
      link: 'https://www.youtube.com/embed/BBBBBBBBBBB',
    },
  ],
  '/dress-code/': [
    {
      id: 1,
      dress_image: PHOTO,
      description: 'Boys: white shirt.',
      description_bn: 'ছাত্র: সাদা শার্ট।',
    },
    { id: 2, dress_image: PHOTO, description: 'Girls: white kameez.' },
  ],
  '/seat-info/': [
    { id: 1, class_id: 1, class_name: 'Six', class_name_bn: 'ষষ্ঠ শ্রেণি', no_of_seat: 640 },
    { id: 2, class_id: 2, class_name: 'Seven', no_of_seat: 640 },
  ],
};

let server: Server;
let api: ApiClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://provider.test').pathname;
    const answer = ANSWERS[path];
    if (answer === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(cleanup);

interface Case {
  widget: string;
  view: (lang: Lang) => ReactElement;
  /** A twinned text: its Bengali twin, and the spec's field. */
  twin: [bengali: string, english: string];
  /** A text the school wrote in English only: shown on both pages. */
  alone?: string;
}

const CASES: Case[] = [
  {
    widget: 'notice board',
    view: (lang) => <NoticeBoard api={api} lang={lang} />,
    twin: ['গ্রন্থাগার বেশি সময় খোলা থাকবে', 'Library hours extended'],
    alone: 'Mid-term holidays',
  },
  {
    widget: 'notice ticker',
    view: (lang) => <NoticeTicker api={api} lang={lang} />,
    twin: ['গ্রন্থাগার বেশি সময় খোলা থাকবে', 'Library hours extended'],
    alone: 'Mid-term holidays',
  },
  {
    widget: 'head messages',
    view: (lang) => <HeadMessages api={api} lang={lang} />,
    twin: ['অধ্যক্ষের বাণী', 'Message from the Principal'],
    alone: 'Kazi Firoz Ahmed',
  },
  {
    widget: 'history',
    view: (lang) => <SchoolHistory api={api} lang={lang} variant="page" />,
    twin: ['১৯৮৬ সালে মিরপুরে প্রতিষ্ঠিত।', 'Founded in 1986 in Mirpur.'],
  },
  {
    widget: 'staff directory',
    view: (lang) => <StaffDirectory api={api} lang={lang} />,
    twin: ['হিসাবরক্ষক, হিসাব শাখা', 'Accountant, Accounts Section'],
    alone: 'Sohan Ali',
  },
  {
    widget: 'committee',
    view: (lang) => <Committee api={api} lang={lang} />,
    twin: ['গোলাম মোস্তফা চৌধুরী', 'Golam Mostafa Chowdhury'],
    alone: 'Dilruba Yasmin',
  },
  {
    widget: 'institute header',
    view: (lang) => <InstituteHeader api={api} lang={lang} />,
    twin: ['শাপলা মডেল স্কুল অ্যান্ড কলেজ', 'Shapla Model School & College'],
    alone: 'Mirpur, Dhaka',
  },
  {
    widget: 'institute card',
    view: (lang) => <InstituteCard api={api} lang={lang} />,
    twin: ['শাপলা মডেল স্কুল অ্যান্ড কলেজ', 'Shapla Model School & College'],
    alone: 'Mirpur, Dhaka',
  },
  {
    widget: 'contact details',
    view: (lang) => <ContactDetails api={api} lang={lang} />,
    twin: ['অধ্যক্ষের কার্যালয়, মিরপুর', "Principal's Office, Mirpur"],
  },
  {
    widget: 'welcome speech',
    view: (lang) => <WelcomeSpeech api={api} lang={lang} />,
    twin: ['আমাদের স্কুলে স্বাগতম।', 'Welcome to our school.'],
  },
  {
    widget: 'alumni',
    view: (lang) => <Alumni api={api} lang={lang} />,
    twin: ['শ্রাবণী বড়ুয়া', 'Sraboni Barua'],
    alone: 'Joseph Gomes',
  },
  {
    widget: 'testimonials',
    view: (lang) => <Testimonials api={api} lang={lang} />,
    twin: ['মডেল টেস্টগুলো আমাকে সাহায্য করেছে।', 'The model tests helped me.'],
    alone: 'Michael Rozario',
  },
  {
    widget: 'features',
    view: (lang) => <Features api={api} lang={lang} />,
    twin: ['সমৃদ্ধ গ্রন্থাগার', 'Rich Library'],
    alone: 'Safe Campus',
  },
  {
    widget: 'credentials',
    view: (lang) => <Credentials api={api} lang={lang} />,
    twin: ['পুরস্কার ও স্বীকৃতি', 'Awards and Recognition'],
  },
  {
    widget: 'important links',
    view: (lang) => <ImportantLinks api={api} lang={lang} />,
    twin: ['শিক্ষা মন্ত্রণালয়', 'Ministry of Education'],
    alone: 'BANBEIS',
  },
  {
    widget: 'link groups',
    view: (lang) => <LinkGroups api={api} lang={lang} />,
    twin: ['ক্লাস রুটিন', 'Class Routine'],
    alone: 'Syllabus',
  },
  {
    widget: 'video gallery',
    view: (lang) => <VideoGallery api={api} lang={lang} />,
    twin: ['বার্ষিক ক্রীড়া দিবসের বিশেষ মুহূর্ত', 'Annual Sports Day Highlights'],
    alone: 'Science Fair',
  },
  {
    widget: 'dress code',
    view: (lang) => <DressCode api={api} lang={lang} />,
    twin: ['ছাত্র: সাদা শার্ট।', 'Boys: white shirt.'],
    alone: 'Girls: white kameez.',
  },
  {
    widget: 'seat info',
    view: (lang) => <SeatInfo api={api} lang={lang} />,
    twin: ['ষষ্ঠ শ্রেণি', 'Six'],
    alone: 'Seven',
  },
];

/** The rendered text once the widget has what it shows. */
async function shown(view: ReactElement, text: string): Promise<string> {
  const { container } = render(view);
  await waitFor(() => expect(container.textContent).toContain(text), { timeout: 5000 });
  return container.textContent ?? '';
}

describe('the school’s texts in two languages', () => {
  it.each(CASES)(
    '$widget: the Bengali twin on a Bengali page, the spec’s field otherwise',
    async ({ view, twin: [bengali, english], alone }) => {
      const inBengali = await shown(view('bn'), bengali);
      if (alone) expect(inBengali).toContain(alone);
      // The whole word, not a part of another ("Six" in "Sixty").
      expect(inBengali).not.toMatch(new RegExp(`\\b${english.replace(/[.()]/g, '\\$&')}`));
      cleanup();
      const inEnglish = await shown(view('en'), english);
      if (alone) expect(inEnglish).toContain(alone);
      expect(inEnglish).not.toContain(bengali);
    },
  );
});
