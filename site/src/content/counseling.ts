import type { Localized } from '../i18n.ts';
import room from './images/counseling-room.svg?no-inline';
import type { TextPage } from './types.ts';

const ROOM = { src: room, width: 480, height: 320 } as const;

/** Administration › Academic Supporting Wing › Counseling. */
export const counselingPage: Localized<TextPage> = {
  en: {
    title: 'Counseling',
    intro: [
      'The counseling service is a quiet place where any student can talk in confidence with a trained counselor about studies, friendships, family or anything that worries them.',
    ],
    pictures: [
      {
        ...ROOM,
        alt: 'A counselor and a student talking in two armchairs in a calm room with a plant and a window',
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
  },
  bn: {
    title: 'কাউন্সেলিং',
    intro: [
      'কাউন্সেলিং সেবা একটি নিরিবিলি জায়গা, যেখানে যেকোনো শিক্ষার্থী একজন প্রশিক্ষিত কাউন্সেলরের সঙ্গে পড়াশোনা, বন্ধুত্ব, পরিবার বা দুশ্চিন্তার যেকোনো বিষয় নিয়ে গোপনে কথা বলতে পারে।',
    ],
    pictures: [
      {
        ...ROOM,
        alt: 'একটি শান্ত কক্ষে দুটি আরামকেদারায় বসে একজন কাউন্সেলর ও একজন শিক্ষার্থী কথা বলছেন; পাশে একটি গাছের টব ও একটি জানালা',
      },
    ],
    sections: [
      {
        heading: 'কাউন্সেলর যেভাবে সাহায্য করেন',
        blocks: [
          {
            list: [
              'যেসব শিক্ষার্থী মানসিক চাপ, মন খারাপ, উদ্বেগ বা একাকিত্বে ভোগে, তাদের কথা একান্তে শোনেন।',
              'এসএসসি ও এইচএসসি পরীক্ষার আগে পড়ার অভ্যাস ও পরীক্ষা নিয়ে দুশ্চিন্তায় সহায়তা করেন।',
              'শিক্ষার্থীর সম্মতি নিয়ে অভিভাবকের সঙ্গে বসে একসঙ্গে সহায়তার পরিকল্পনা করেন।',
              'কোনো শিক্ষার্থীর ক্লাসে বাড়তি সাহায্যের প্রয়োজন হলে শিক্ষকদের সঙ্গে মিলে কাজ করেন।',
            ],
          },
          'শিক্ষার্থী যা বলে তা শিক্ষার্থী ও কাউন্সেলরের মধ্যেই গোপন থাকে, যদি না শিক্ষার্থী নিজে বা অন্য কেউ বিপদের মুখে থাকে।',
        ],
      },
      {
        heading: 'কখন ও কোথায়',
        blocks: [
          'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকেল ৩টা, প্রশাসনিক ভবনের দোতলায় (কক্ষ ১০৪)। শিক্ষার্থী যেকোনো বিরতিতে আগে থেকে সময় না নিয়েই আসতে পারে, অথবা শ্রেণিশিক্ষকের মাধ্যমে সময় নির্ধারণ করে নিতে পারে।',
        ],
      },
    ],
  },
};
