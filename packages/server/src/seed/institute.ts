import { toBengaliDigits } from '@school/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertRows } from './insert.ts';

/** The invented school. The media routes print its name on banners and documents too. */
export const SCHOOL = {
  name: 'Shapla Model School & College',
  nameBn: 'শাপলা মডেল স্কুল অ্যান্ড কলেজ',
  shortName: 'SMSC',
  founded: 1986,
  eiin: '132587',
  address: 'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216, Bangladesh',
  addressBn: 'প্লট ৭, রোড ৪, সেকশন ৬, মিরপুর, ঢাকা ১২১৬, বাংলাদেশ',
  phone: '+880 2-9014735',
  mobile: '+8801711428536',
  email: 'info@shaplamodel.edu.bd',
  web: 'https://shaplamodel.edu.bd',
} as const;

// A real embed address is a long "pb" parameter; this one centres on Mirpur Section 6.
const MAP_EMBED =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3650.5!2d90.3589!3d23.8165!2m3!1f0!2f0' +
  '!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sMirpur%206%2C%20Dhaka%201216!5e0!3m2' +
  '!1sen!2sbd!4v1700000000000';

const WELCOME = [
  `Welcome to ${SCHOOL.name} (${SCHOOL.nameBn}). Since ${SCHOOL.founded} the school has grown ` +
    'from a few rented rooms in Mirpur into a college of about eight thousand students, taught ' +
    'in a morning and a day shift from class Six to class Twelve.',
  'We believe that good results follow good habits: regular attendance, honest work and ' +
    'respect for one another. Our teachers know their students by name, our laboratories and ' +
    'library are open to every learner, and our clubs — debate, science, scouts, cultural and ' +
    'sports — give each child a place to shine outside the classroom.',
  'On this website you will find notices, class documents, exam results and news of our ' +
    'events. Parents are always welcome to visit the campus and to speak with the class ' +
    'teachers. Together we can help every child become a capable and kind citizen of ' +
    'Bangladesh.',
].join('\n\n');

const WELCOME_BN = [
  `${SCHOOL.nameBn}-এ আপনাকে স্বাগতম। ${toBengaliDigits(String(SCHOOL.founded))} সাল থেকে মিরপুরের কয়েকটি ভাড়া করা ` +
    'কক্ষ থেকে যাত্রা শুরু করে আমাদের প্রতিষ্ঠান আজ প্রায় আট হাজার শিক্ষার্থীর একটি কলেজ, যেখানে ' +
    'প্রভাতি ও দিবা দুই শিফটে ষষ্ঠ থেকে দ্বাদশ শ্রেণি পর্যন্ত পড়ানো হয়।',
  'আমরা বিশ্বাস করি, ভালো অভ্যাস থেকেই ভালো ফল আসে: নিয়মিত উপস্থিতি, সৎ পরিশ্রম আর পরস্পরের প্রতি ' +
    'শ্রদ্ধা। আমাদের শিক্ষকেরা প্রত্যেক শিক্ষার্থীকে নামে চেনেন, গবেষণাগার ও গ্রন্থাগার সবার জন্য খোলা, ' +
    'আর বিতর্ক, বিজ্ঞান, স্কাউট, সাংস্কৃতিক ও ক্রীড়া ক্লাব প্রতিটি শিশুকে শ্রেণিকক্ষের বাইরেও নিজেকে ' +
    'মেলে ধরার সুযোগ দেয়।',
  'এই ওয়েবসাইটে পাবেন বিজ্ঞপ্তি, শ্রেণির কাগজপত্র, পরীক্ষার ফলাফল ও আমাদের অনুষ্ঠানের খবর। অভিভাবকেরা ' +
    'যেকোনো সময় ক্যাম্পাসে এসে শ্রেণিশিক্ষকদের সঙ্গে কথা বলতে পারেন। সবাই মিলে আমরা প্রতিটি শিশুকে ' +
    'বাংলাদেশের একজন যোগ্য ও সহৃদয় নাগরিক হিসেবে গড়ে তুলতে পারি।',
].join('\n\n');

export async function seedInstitute(db: Kysely<Database>) {
  return {
    institutes: await insertRows(db, 'institutes', [
      {
        institute_logo: '/media/logo.svg',
        institute_name: SCHOOL.name,
        institute_eiin_no: SCHOOL.eiin,
        institute_address: SCHOOL.address,
        institute_fb: 'https://www.facebook.com/shaplamodelcollege',
        institute_youtube: 'https://www.youtube.com/@shaplamodelcollege',
        headmaster_mobile: SCHOOL.mobile,
        institute_email_address: SCHOOL.email,
        institute_management_web: 'https://erp.shaplamodel.edu.bd',
        institute_web: SCHOOL.web,
        institute_name_bn: SCHOOL.nameBn,
        institute_address_bn: SCHOOL.addressBn,
      },
    ]),
    contacts: await insertRows(db, 'contacts', [
      {
        google_map: MAP_EMBED,
        image: '/media/gallery/campus-front.svg',
        mobile: `${SCHOOL.mobile}, ${SCHOOL.phone}`,
        office_address: `Principal's Office, ${SCHOOL.address}`,
        email: SCHOOL.email,
        office_address_bn: `অধ্যক্ষের কার্যালয়, ${SCHOOL.addressBn}`,
        reply_days: 2,
      },
    ]),
    welcome_speeches: await insertRows(db, 'welcome_speeches', [
      { text: WELCOME, text_bn: WELCOME_BN },
    ]),
    // Deep green and flag red: white text on the primary colour has a contrast of about 7.9:1.
    site_colors: await insertRows(db, 'site_colors', [
      {
        primary_color: '#0b5d3b',
        secondary_color: '#c8102e',
        background_color: '#f6f8f5',
        text_color: '#1c2b24',
        primary_lite_color: '#e2f0e8',
        menu_color: '#084a2f',
      },
    ]),
  };
}
