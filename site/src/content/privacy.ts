import type { TextPage } from './types.ts';

/** Privacy Policy (footer › Privacy). Says what the site really does, and no more. */
export const privacyPage: TextPage = {
  title: 'Privacy Policy',
  intro: [
    'This policy explains what information this website collects, why, who sees it, how long it is kept and what choices you have. The college is responsible for the information you send through the site.',
  ],
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        'We collect only what you type into a form or a look-up:',
        {
          list: [
            'Contact form: your name, mobile number, email address, the subject and your message.',
            'Admission form: the student’s details (name in English and Bangla, date of birth, gender, blood group, religion, nationality, phone number, email, birth certificate or NID number, any disability, class, group, session and roll number), the student’s photo, and the parents’ or guardian’s details (names, relation, occupation, NID, email and mobile numbers).',
            'Result look-up: the roll number, academic year and exam you search for.',
          ],
        },
      ],
    },
    {
      heading: 'Why we collect it',
      blocks: [
        {
          list: [
            'Contact form: to read your message and reply to you.',
            'Admission form: to consider the application, contact the family and, if the student is admitted, to open the student’s record.',
            'Result look-up: to find and show the result you asked for. We do not keep a record of who looked up which result.',
          ],
        },
      ],
    },
    {
      heading: 'Who sees it',
      blocks: [
        'Only the college office and the teachers and staff who handle your message or application. We do not sell your information or give it to advertisers. We share an admitted student’s details only where the law or the education board requires it, for example for SSC and HSC registration.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Contact messages: for one year after the last reply, then deleted.',
            'Admission applications that do not lead to admission: until the end of the admission session, then deleted.',
            'An admitted student’s details become part of the student’s record, kept as long as the rules for school records require.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies and your browser’s storage',
      blocks: [
        'This site sets no tracking or advertising cookies and uses no analytics service. It keeps two things in your browser’s local storage, on your own device:',
        {
          list: [
            'a draft of the admission form while you fill it in, so that a reload does not lose your work;',
            'the site’s theme colours, so that pages draw quickly on your next visit.',
          ],
        },
        'You can clear both at any time from your browser’s settings (site data or local storage). Maps and videos from other services may set their own cookies when they load.',
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          list: [
            'You do not have to use the forms: you can visit or phone the college office instead.',
            'You may ask to see the information we hold about you or your child, to correct it, or to delete a message or an application that did not lead to admission.',
            'You can clear the admission draft and the saved colours from your browser yourself.',
          ],
        },
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        'For any question about your information, write to the college office through the contact page, or visit the office during office hours.',
        { links: [{ text: 'Contact the college', to: '/contact-us' }] },
      ],
    },
  ],
  footnote: 'Last updated: July 2024 (session 2024-25).',
};
