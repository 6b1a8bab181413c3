import type { TextPage } from './types.ts';

/** Job Corner: the college's vacancies, honestly: none is open now. */
export const jobCornerPage: TextPage = {
  title: 'Job Corner',
  intro: ['There is no vacancy open at the college at present.'],
  sections: [
    {
      heading: 'Where vacancies are published',
      blocks: [
        'When the college needs teachers or staff it publishes a circular on the notice board of this website and in national daily newspapers. Teachers’ posts of the MPO list are filled through the Non-Government Teachers’ Registration and Certification Authority (NTRCA).',
        { links: [{ text: 'See the notice board', to: '/notices-and-announcements' }] },
      ],
    },
    {
      heading: 'How to apply when a vacancy is open',
      blocks: [
        {
          ordered: true,
          list: [
            'Read the circular: the post, the qualifications it asks for and the last date.',
            'Write an application to the principal, naming the post, with your CV and a recent photo.',
            'Attach copies of your certificates, mark sheets and national ID card.',
            'Hand the application in at the main office or send it by post before the last date, as the circular says.',
            'Shortlisted candidates are called for a written test and an interview.',
          ],
        },
        'The college never asks for money to apply or to be appointed. Please report any such request to the principal.',
      ],
    },
  ],
};
