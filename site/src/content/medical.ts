import checkup from './images/medical-checkup.svg?no-inline';
import room from './images/medical-room.svg?no-inline';
import type { TextPage } from './types.ts';

/** Administration › Academic Supporting Wing › Medical. */
export const medicalPage: TextPage = {
  title: 'Medical Centre',
  intro: [
    'The college medical centre gives first aid and basic care to students and staff during class hours, so that a child who falls ill or gets hurt is looked after at once.',
  ],
  pictures: [
    {
      src: room,
      alt: 'The medical centre: a bed, a first-aid box with a red cross, a medicine cabinet and a window',
      width: 480,
      height: 320,
    },
    {
      src: checkup,
      alt: 'A doctor in a white coat with a stethoscope sitting with a student',
      width: 480,
      height: 320,
    },
  ],
  sections: [
    {
      heading: 'Services',
      blocks: [
        {
          list: [
            'First aid for injuries and sudden illness, and a bed to rest on.',
            'A check of height, weight, eyesight and blood pressure for every new student.',
            'Advice on health, hygiene and nutrition; a nurse talks to each class once a year.',
            'Calling the parents, and taking a student to hospital when needed.',
          ],
        },
        'The centre does not replace the family doctor: a student who needs treatment or medicine over several days is sent home with a note for the parents.',
      ],
    },
    {
      heading: 'Hours and place',
      blocks: [
        'Sunday to Thursday, 7:30 am to 4:30 pm, during both shifts. A registered nurse is always present; a doctor visits on Sunday and Wednesday from 10:00 am to 12:00 noon.',
        'Ground floor of academic building 1, beside the prayer room.',
      ],
    },
    {
      heading: 'For parents',
      blocks: [
        'Please tell the class teacher in writing about any allergy, long-term illness or regular medicine of your child, so that the centre knows what to do.',
      ],
    },
  ],
};
