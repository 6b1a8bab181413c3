import room from './images/counseling-room.svg?no-inline';
import type { TextPage } from './types.ts';

/** Administration › Academic Supporting Wing › Counseling. */
export const counselingPage: TextPage = {
  title: 'Counseling',
  intro: [
    'The counseling service is a quiet place where any student can talk in confidence with a trained counselor about studies, friendships, family or anything that worries them.',
  ],
  pictures: [
    {
      src: room,
      alt: 'A counselor and a student talking in two armchairs in a calm room with a plant and a window',
      width: 480,
      height: 320,
    },
  ],
  sections: [
    {
      heading: 'How the counselor helps',
      blocks: [
        {
          list: [
            'Listens, in private, to students who feel stressed, sad, anxious or left out.',
            'Helps with study habits and exam worries before the SSC and HSC examinations.',
            'Meets parents, with the student’s agreement, to plan support together.',
            'Works with teachers when a student needs extra help in class.',
          ],
        },
        'What a student says stays between the student and the counselor, unless the student or someone else is in danger.',
      ],
    },
    {
      heading: 'When and where',
      blocks: [
        'Sunday to Thursday, 9:00 am to 3:00 pm, on the first floor of the administrative building (room 104). A student may come without an appointment in any break, or ask a class teacher to book a time.',
      ],
    },
  ],
};
