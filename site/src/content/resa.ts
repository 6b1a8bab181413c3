import type { TextPage } from './types.ts';

/** RESA: the results and education statistics archive, honestly: what it will hold, what exists. */
export const resaPage: TextPage = {
  title: 'RESA',
  intro: [
    'RESA is the college’s results and education statistics archive. This section will hold, year by year, the college’s results in the SSC and HSC examinations and its figures on enrolment, pass rates and GPA 5.00 results.',
  ],
  sections: [
    {
      heading: 'What you can find today',
      blocks: [
        'Until the archive is filled, a student’s result and the college’s published documents are on these pages:',
        {
          links: [
            { text: 'Look up an exam result', to: '/exam-result' },
            { text: 'Download academic documents', to: '/academic-documents-download' },
          ],
        },
        'For older board results, the college office keeps the printed result sheets of every year.',
      ],
    },
  ],
};
