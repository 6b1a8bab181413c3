import type { TextPage } from './types.ts';

/** Career: the career-guidance desk. */
export const careerPage: TextPage = {
  title: 'Career Guidance',
  intro: [
    'The career-guidance desk helps students of classes IX to XII choose their group, their subjects and their next step after the SSC and HSC examinations.',
  ],
  sections: [
    {
      heading: 'What the desk offers',
      blocks: [
        {
          list: [
            'Advice on choosing the Science, Business Studies or Humanities group.',
            'Information on admission to universities, medical and engineering colleges, polytechnic institutes and nursing colleges, and on their admission tests.',
            'Help with scholarship and stipend applications.',
            'A career day each year where former students talk about their studies and work.',
          ],
        },
      ],
    },
    {
      heading: 'When and where',
      blocks: [
        'Every Tuesday and Wednesday, 11:00 am to 1:00 pm, in the library’s seminar room (academic building 2, first floor). Students may come alone or with a parent; no appointment is needed.',
        'The dates of the career day and of admission-test briefings are published on the notice board.',
        { links: [{ text: 'See the notice board', to: '/notices-and-announcements' }] },
      ],
    },
  ],
};
