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
      },
    ]),
    contacts: await insertRows(db, 'contacts', [
      {
        google_map: MAP_EMBED,
        image: '/media/gallery/campus-front.svg',
        mobile: `${SCHOOL.mobile}, ${SCHOOL.phone}`,
        office_address: `Principal's Office, ${SCHOOL.address}`,
        email: SCHOOL.email,
      },
    ]),
    welcome_speeches: await insertRows(db, 'welcome_speeches', [{ text: WELCOME }]),
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
