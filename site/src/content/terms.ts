import type { TextPage } from './types.ts';

/** The facilities only registered students may use (spec §1). */
export const registeredOnlyFacilities = [
  'Tuition and exam fee payment',
  'Access to academic results',
  'A personalised dashboard',
] as const;

/** Terms & Conditions (footer › Terms). */
export const termsPage: TextPage = {
  title: 'Terms & Conditions',
  intro: [
    'These terms apply to everyone who uses this website. By using the site you accept them. Please read them together with our Privacy Policy.',
  ],
  sections: [
    {
      heading: 'Login, dashboard and payments: registered students only',
      blocks: [
        'Only registered students of the college may use the login, the dashboard and the payment facilities. A student is registered when the college office has admitted them and given them their login details. The facilities are:',
        { list: registeredOnlyFacilities },
        'Do not share your login details, and do not sign in or pay on behalf of a student who is not registered. The college may close an account that is used against these terms. The Login and XI Payment buttons lead to the college’s management and payment services, which have their own rules; the college office can explain them.',
      ],
    },
    {
      heading: 'Use of the site',
      blocks: [
        'Everyone may read the public pages: notices, events, galleries, results look-up, documents, and the pages about the college. Please use the site lawfully and fairly:',
        {
          list: [
            'do not try to get into parts of the site or its services that are not meant for you;',
            'do not send false, offensive or misleading messages through the contact or admission forms;',
            'do not disrupt the site, for example by sending many automated requests.',
          ],
        },
      ],
    },
    {
      heading: 'Content',
      blocks: [
        'The texts, pictures and documents on this site belong to the college or are used with permission. You may read, download and print them for your own or your family’s use, and share links to them. Please ask the college office before you republish them.',
        'We take care that notices, results and fees are correct. If a page and a printed notice of the college office disagree, the printed notice signed by the college authority is the one that counts. Links to other websites are there to help you; the college does not control those sites.',
      ],
    },
    {
      heading: 'Privacy',
      blocks: [
        'What we collect through the site and what we do with it is set out in our Privacy Policy.',
        { links: [{ text: 'Read the Privacy Policy', to: '/privacy' }] },
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'The college may change these terms, for example when a new facility opens. The new terms apply from the day they are published on this page; the date below shows the latest change.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        'Questions about these terms are welcome at the college office, in person during office hours or through the contact page.',
        { links: [{ text: 'Contact the college', to: '/contact-us' }] },
      ],
    },
  ],
  footnote: 'Last updated: July 2024 (session 2024-25).',
};
