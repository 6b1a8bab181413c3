import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, dateTime, ymd } from './dates.ts';
import { insertRows, type Row } from './insert.ts';

/**
 * Notices, dated relative to today: `from` and `to` are days from today of publication and
 * of the last day the notice is current. `file` names the attached document, when there is one.
 * `titleBn` and `textBn` are the Bengali twins; a title the office wrote in Bengali only has none.
 */
const NOTICES: {
  title: string;
  text: string;
  titleBn?: string;
  textBn: string;
  from: number;
  to: number;
  file?: string;
}[] = [
  {
    title: 'Half Yearly Examination results of classes Six to Ten have been published',
    text: 'Results can be checked on the Exam Result page with the roll number, the academic year and the exam name. Report cards will be handed over by the class teachers.',
    from: -1,
    to: 30,
    file: 'half-yearly-result-summary',
    titleBn: 'ষষ্ঠ থেকে দশম শ্রেণির অর্ধবার্ষিক পরীক্ষার ফলাফল প্রকাশিত হয়েছে',
    textBn:
      'রোল নম্বর, শিক্ষাবর্ষ ও পরীক্ষার নাম দিয়ে পরীক্ষার ফলাফল পাতায় ফলাফল দেখা যাবে। শ্রেণিশিক্ষকেরা রিপোর্ট কার্ড হস্তান্তর করবেন।',
  },
  {
    title: 'বার্ষিক পরীক্ষার সময়সূচি প্রকাশ',
    text: 'The routine of the Annual Examination for classes Six to Nine is attached. Students must bring their admit cards to every exam.',
    from: -3,
    to: 25,
    file: 'annual-examination-routine',
    textBn:
      'ষষ্ঠ থেকে নবম শ্রেণির বার্ষিক পরীক্ষার সময়সূচি সংযুক্ত করা হলো। প্রতিটি পরীক্ষায় শিক্ষার্থীদের প্রবেশপত্র সঙ্গে আনতে হবে।',
  },
  {
    title: 'Admission to class XI: applications through the Board portal and the document check',
    text: 'Applicants selected in the Board list must bring the SSC mark sheet, testimonial, four passport-size photographs and the admission fee to the college office between 9 am and 1 pm.',
    from: -10,
    to: 15,
    file: 'xi-admission-guidelines',
    titleBn: 'একাদশ শ্রেণিতে ভর্তি: বোর্ডের পোর্টালে আবেদন ও কাগজপত্র যাচাই',
    textBn:
      'বোর্ডের তালিকায় নির্বাচিত আবেদনকারীদের এসএসসির নম্বরপত্র, প্রশংসাপত্র, চার কপি পাসপোর্ট আকারের ছবি ও ভর্তি ফি নিয়ে সকাল ৯টা থেকে দুপুর ১টার মধ্যে কলেজ অফিসে আসতে হবে।',
  },
  {
    title: 'Tuition fees of this month are due today',
    text: 'Guardians are requested to pay the tuition fee at the college booth of the partner bank or through the payment page. A late fine applies from tomorrow.',
    from: -6,
    to: 0,
    titleBn: 'চলতি মাসের বেতন জমা দেওয়ার শেষ দিন আজ',
    textBn:
      'অভিভাবকদের অংশীদার ব্যাংকের কলেজ বুথে অথবা পেমেন্ট পাতার মাধ্যমে বেতন পরিশোধের অনুরোধ করা হলো। আগামীকাল থেকে বিলম্ব ফি প্রযোজ্য।',
  },
  {
    title: 'শিক্ষক-অভিভাবক সমাবেশ আগামী শনিবার সকাল ১০টায় কলেজ মিলনায়তনে অনুষ্ঠিত হবে',
    text: 'All guardians of classes Nine, Ten, XI and XII are invited to the teacher-guardian meeting in the college auditorium. Class teachers will discuss the preparation for the board examinations.',
    from: -4,
    to: 5,
    textBn:
      'নবম, দশম, একাদশ ও দ্বাদশ শ্রেণির সকল অভিভাবককে কলেজ মিলনায়তনে শিক্ষক-অভিভাবক সমাবেশে আমন্ত্রণ জানানো হলো। শ্রেণিশিক্ষকেরা বোর্ড পরীক্ষার প্রস্তুতি নিয়ে আলোচনা করবেন।',
  },
  {
    title: 'SSC examination registration: submit the filled-in forms and fees to the class teacher',
    text: 'Students of class Nine must complete their registration for the SSC examination. Check the spelling of your name and your parents’ names against the birth certificate.',
    from: -7,
    to: 12,
    file: 'ssc-registration-form',
    titleBn: 'এসএসসি পরীক্ষার রেজিস্ট্রেশন: পূরণ করা ফরম ও ফি শ্রেণিশিক্ষকের কাছে জমা দাও',
    textBn:
      'নবম শ্রেণির শিক্ষার্থীদের এসএসসি পরীক্ষার রেজিস্ট্রেশন সম্পন্ন করতে হবে। জন্মনিবন্ধন সনদের সঙ্গে নিজের ও মা-বাবার নামের বানান মিলিয়ে নাও।',
  },
  {
    title: 'Science fair: project proposals invited',
    text: 'Teams of up to three students from any class may submit a one-page proposal to the science club moderator. Selected projects will be shown at the annual science fair.',
    from: -8,
    to: 14,
    titleBn: 'বিজ্ঞান মেলা: প্রকল্পের প্রস্তাব আহ্বান',
    textBn:
      'যেকোনো শ্রেণির সর্বোচ্চ তিনজনের দল বিজ্ঞান ক্লাবের মডারেটরের কাছে এক পৃষ্ঠার প্রস্তাব জমা দিতে পারবে। নির্বাচিত প্রকল্পগুলো বার্ষিক বিজ্ঞান মেলায় প্রদর্শিত হবে।',
  },
  {
    title:
      'Dengue prevention: keep classrooms, homes and rooftops free of standing water every day',
    text: 'The college will run a cleanliness drive every Thursday. Students with fever should stay at home and inform the class teacher; the medical centre is open during both shifts.',
    from: -12,
    to: 18,
    file: 'dengue-prevention-guidelines',
    titleBn: 'ডেঙ্গু প্রতিরোধ: শ্রেণিকক্ষ, বাড়ি ও ছাদ প্রতিদিন জমে থাকা পানিমুক্ত রাখুন',
    textBn:
      'প্রতি বৃহস্পতিবার কলেজে পরিচ্ছন্নতা অভিযান চলবে। জ্বর হলে শিক্ষার্থীরা বাড়িতে থাকবে এবং শ্রেণিশিক্ষককে জানাবে; দুই শিফটেই চিকিৎসা কেন্দ্র খোলা থাকে।',
  },
  {
    title: 'Library hours extended during the examination period',
    text: 'The central library will stay open until 5 pm on working days. Students must show their identity cards to borrow books.',
    from: -2,
    to: 40,
    titleBn: 'পরীক্ষার সময়ে গ্রন্থাগার বেশি সময় খোলা থাকবে',
    textBn:
      'কর্মদিবসে কেন্দ্রীয় গ্রন্থাগার বিকাল ৫টা পর্যন্ত খোলা থাকবে। বই ধার নিতে শিক্ষার্থীদের পরিচয়পত্র দেখাতে হবে।',
  },
  {
    title: 'Half Yearly Examination routine',
    text: 'The routine of the Half Yearly Examination for all classes is attached. Exams begin at 10 am for the morning shift and 1:30 pm for the day shift.',
    from: -160,
    to: -130,
    file: 'half-yearly-examination-routine',
    titleBn: 'অর্ধবার্ষিক পরীক্ষার সময়সূচি',
    textBn:
      'সকল শ্রেণির অর্ধবার্ষিক পরীক্ষার সময়সূচি সংযুক্ত করা হলো। প্রভাতি শিফটের পরীক্ষা সকাল ১০টায় এবং দিবা শিফটের পরীক্ষা দুপুর দেড়টায় শুরু হবে।',
  },
  {
    title: 'ঈদুল আজহা উপলক্ষে কলেজ বন্ধ থাকবে',
    text: 'The college will remain closed for the Eid-ul-Azha holidays. Classes resume on the first working day after the holidays as per the academic calendar.',
    from: -150,
    to: -120,
    textBn:
      'ঈদুল আজহার ছুটিতে কলেজ বন্ধ থাকবে। একাডেমিক ক্যালেন্ডার অনুযায়ী ছুটির পর প্রথম কর্মদিবস থেকে ক্লাস শুরু হবে।',
  },
  {
    title: 'Annual sports competition: registration of participants',
    text: 'Students who wish to take part in the track and field events must register with the physical education teacher.',
    from: -200,
    to: -185,
    titleBn: 'বার্ষিক ক্রীড়া প্রতিযোগিতা: অংশগ্রহণকারীদের নিবন্ধন',
    textBn:
      'ট্র্যাক ও ফিল্ড ইভেন্টে অংশ নিতে ইচ্ছুক শিক্ষার্থীদের শারীরিক শিক্ষা শিক্ষকের কাছে নাম নিবন্ধন করতে হবে।',
  },
  {
    title: 'Class XII pre-test examination seat plan',
    text: 'The seat plan is attached. Students must be seated fifteen minutes before the exam begins.',
    from: -95,
    to: -80,
    file: 'xii-pre-test-seat-plan',
    titleBn: 'দ্বাদশ শ্রেণির প্রাক-নির্বাচনী পরীক্ষার আসনবিন্যাস',
    textBn: 'আসনবিন্যাস সংযুক্ত করা হলো। পরীক্ষা শুরুর পনেরো মিনিট আগে শিক্ষার্থীদের আসন গ্রহণ করতে হবে।',
  },
  {
    title: 'Victory of our debaters at the inter-college debate competition',
    text: 'Our team won the Dhaka divisional inter-college debate competition. The principal congratulated the team and its moderators.',
    from: -70,
    to: -50,
    titleBn: 'আন্তঃকলেজ বিতর্ক প্রতিযোগিতায় আমাদের বিতার্কিকদের বিজয়',
    textBn:
      'ঢাকা বিভাগীয় আন্তঃকলেজ বিতর্ক প্রতিযোগিতায় আমাদের দল চ্যাম্পিয়ন হয়েছে। অধ্যক্ষ দল ও মডারেটরদের অভিনন্দন জানিয়েছেন।',
  },
  {
    title:
      'Stipend programme: submit bank account details of eligible students through the class teacher',
    text: 'Eligible students of classes Six to Ten must submit the account details of their mother or guardian for the government stipend programme.',
    from: -120,
    to: -100,
    file: 'stipend-account-form',
    titleBn: 'উপবৃত্তি কর্মসূচি: যোগ্য শিক্ষার্থীদের ব্যাংক হিসাবের তথ্য শ্রেণিশিক্ষকের মাধ্যমে জমা দিন',
    textBn:
      'সরকারি উপবৃত্তি কর্মসূচির জন্য ষষ্ঠ থেকে দশম শ্রেণির যোগ্য শিক্ষার্থীদের মা অথবা অভিভাবকের ব্যাংক হিসাবের তথ্য জমা দিতে হবে।',
  },
  {
    title: 'মাধ্যমিক স্তরে নতুন শিক্ষাক্রম বিষয়ে অভিভাবকদের জন্য সচেতনতামূলক সভা',
    text: 'An information session on the new curriculum and continuous assessment was held for guardians of classes Six to Nine.',
    from: -60,
    to: -45,
    textBn:
      'ষষ্ঠ থেকে নবম শ্রেণির অভিভাবকদের জন্য নতুন শিক্ষাক্রম ও ধারাবাহিক মূল্যায়ন বিষয়ে একটি তথ্যসভা অনুষ্ঠিত হয়েছে।',
  },
  {
    title: 'Mid-term holidays',
    text: 'Classes will remain suspended during the mid-term holidays. The offices stay open.',
    from: -110,
    to: -98,
    titleBn: 'মধ্যবর্তী ছুটি',
    textBn: 'মধ্যবর্তী ছুটিতে ক্লাস বন্ধ থাকবে। অফিস খোলা থাকবে।',
  },
  {
    title: 'Collection of HSC admit cards',
    text: 'HSC candidates must collect their admit cards from the college office on the notified dates with their registration cards.',
    from: -230,
    to: -215,
    titleBn: 'এইচএসসি পরীক্ষার প্রবেশপত্র বিতরণ',
    textBn:
      'এইচএসসি পরীক্ষার্থীদের রেজিস্ট্রেশন কার্ড নিয়ে নির্ধারিত তারিখে কলেজ অফিস থেকে প্রবেশপত্র সংগ্রহ করতে হবে।',
  },
  {
    title: 'Tree plantation week: every class will plant and care for three saplings on the campus',
    text: 'Saplings will be distributed by the eco club. Class captains will keep a care log for the rest of the year.',
    from: -140,
    to: -126,
    titleBn: 'বৃক্ষরোপণ সপ্তাহ: প্রতিটি শ্রেণি ক্যাম্পাসে তিনটি করে চারা রোপণ ও পরিচর্যা করবে',
    textBn: 'ইকো ক্লাব চারা বিতরণ করবে। শ্রেণি ক্যাপ্টেনরা বছরজুড়ে পরিচর্যার খাতা রাখবে।',
  },
  {
    title: 'ICT olympiad: school round',
    text: 'The school round of the ICT olympiad will take place in the computer lab. Interested students should register with the ICT teachers.',
    from: -40,
    to: -30,
    file: 'ict-olympiad-rules',
    titleBn: 'আইসিটি অলিম্পিয়াড: স্কুল পর্ব',
    textBn:
      'কম্পিউটার ল্যাবে আইসিটি অলিম্পিয়াডের স্কুল পর্ব অনুষ্ঠিত হবে। আগ্রহী শিক্ষার্থীদের আইসিটি শিক্ষকদের কাছে নাম নিবন্ধন করতে হবে।',
  },
  {
    title: 'Change in the day shift timetable',
    text: 'From next week the day shift begins at 12:30 pm and ends at 5:30 pm. The revised class routine is attached.',
    from: -35,
    to: -3,
    file: 'day-shift-class-routine',
    titleBn: 'দিবা শিফটের সময়সূচিতে পরিবর্তন',
    textBn:
      'আগামী সপ্তাহ থেকে দিবা শিফট দুপুর সাড়ে ১২টায় শুরু হয়ে বিকাল সাড়ে ৫টায় শেষ হবে। সংশোধিত ক্লাস রুটিন সংযুক্ত করা হলো।',
  },
  {
    title: 'Uniform and identity cards are compulsory on campus',
    text: 'Students without the prescribed uniform or identity card will not be allowed into the classrooms.',
    from: -28,
    to: -1,
    titleBn: 'ক্যাম্পাসে ইউনিফর্ম ও পরিচয়পত্র বাধ্যতামূলক',
    textBn: 'নির্ধারিত ইউনিফর্ম বা পরিচয়পত্র ছাড়া কোনো শিক্ষার্থীকে শ্রেণিকক্ষে প্রবেশ করতে দেওয়া হবে না।',
  },
  {
    title: 'Blood donation camp with the Red Crescent Society',
    text: 'Students above eighteen, teachers and staff may donate blood at the camp in the college auditorium.',
    from: -25,
    to: -10,
    titleBn: 'রেড ক্রিসেন্ট সোসাইটির সহযোগিতায় রক্তদান কর্মসূচি',
    textBn:
      'আঠারো বছরের বেশি বয়সী শিক্ষার্থী, শিক্ষক ও কর্মচারীরা কলেজ মিলনায়তনে আয়োজিত শিবিরে রক্ত দান করতে পারবেন।',
  },
  {
    title: 'Publication of the annual magazine: call for writing and art',
    text: 'Stories, poems, essays and drawings in Bangla or English may be submitted to the magazine committee.',
    from: -90,
    to: -60,
    file: 'magazine-submission-guidelines',
    titleBn: 'বার্ষিক ম্যাগাজিন প্রকাশ: লেখা ও আঁকা আহ্বান',
    textBn: 'বাংলা বা ইংরেজিতে গল্প, কবিতা, প্রবন্ধ ও ছবি ম্যাগাজিন কমিটির কাছে জমা দেওয়া যাবে।',
  },
  {
    title: 'Result of the class XI admission merit list (second phase)',
    text: 'The second merit list has been published on the Board portal. Selected applicants must confirm admission within the deadline.',
    from: -20,
    to: -5,
    file: 'xi-merit-list-second-phase',
    titleBn: 'একাদশ শ্রেণির ভর্তির মেধাতালিকার ফলাফল (দ্বিতীয় পর্যায়)',
    textBn:
      'বোর্ডের পোর্টালে দ্বিতীয় মেধাতালিকা প্রকাশিত হয়েছে। নির্বাচিত আবেদনকারীদের নির্ধারিত সময়ের মধ্যে ভর্তি নিশ্চিত করতে হবে।',
  },
];

const EVENTS: {
  title: string;
  titleBn: string;
  from: number;
  days: number;
  at: [string, string];
  image: boolean;
}[] = [
  {
    title: 'Annual Sports Day',
    titleBn: 'বার্ষিক ক্রীড়া দিবস',
    from: 18,
    days: 1,
    at: ['08:00', '16:00'],
    image: true,
  },
  {
    title: 'Science Fair and Project Exhibition',
    titleBn: 'বিজ্ঞান মেলা ও প্রকল্প প্রদর্শনী',
    from: 9,
    days: 2,
    at: ['09:30', '15:00'],
    image: true,
  },
  {
    title: 'Teacher-Guardian Meeting (Classes IX–XII)',
    titleBn: 'শিক্ষক-অভিভাবক সমাবেশ (নবম–দ্বাদশ শ্রেণি)',
    from: 5,
    days: 0,
    at: ['10:00', '12:30'],
    image: false,
  },
  {
    title: 'Annual Cultural Programme',
    titleBn: 'বার্ষিক সাংস্কৃতিক অনুষ্ঠান',
    from: 32,
    days: 0,
    at: ['15:00', '20:00'],
    image: true,
  },
  {
    title: 'Inter-House Debate Final',
    titleBn: 'আন্তঃহাউস বিতর্ক প্রতিযোগিতার চূড়ান্ত পর্ব',
    from: 2,
    days: 0,
    at: ['11:00', '13:00'],
    image: true,
  },
  {
    title: 'Alumni Reunion',
    titleBn: 'প্রাক্তন শিক্ষার্থী পুনর্মিলনী',
    from: 55,
    days: 0,
    at: ['10:00', '18:00'],
    image: false,
  },
  {
    title: 'Math Olympiad (School Round)',
    titleBn: 'গণিত অলিম্পিয়াড (স্কুল পর্ব)',
    from: -1,
    days: 2,
    at: ['09:00', '13:00'],
    image: true,
  },
  {
    title: 'Blood Donation Camp',
    titleBn: 'রক্তদান কর্মসূচি',
    from: -12,
    days: 0,
    at: ['09:00', '14:00'],
    image: false,
  },
  {
    title: 'Tree Plantation Week',
    titleBn: 'বৃক্ষরোপণ সপ্তাহ',
    from: -40,
    days: 6,
    at: ['09:00', '12:00'],
    image: true,
  },
  {
    title: 'Prize-Giving Ceremony',
    titleBn: 'পুরস্কার বিতরণী অনুষ্ঠান',
    from: -75,
    days: 0,
    at: ['10:30', '13:30'],
    image: true,
  },
  {
    title: 'Scout and Girl Guide Camp',
    titleBn: 'স্কাউট ও গার্ল গাইড ক্যাম্প',
    from: -100,
    days: 3,
    at: ['07:00', '17:00'],
    image: false,
  },
  {
    title: 'Book Fair on Campus',
    titleBn: 'ক্যাম্পাসে বইমেলা',
    from: -130,
    days: 4,
    at: ['10:00', '18:00'],
    image: true,
  },
];

/** Where each event takes place and what happens, in English and Bengali (by its title). */
const EVENT_DETAILS: Record<string, { place: [string, string]; about: [string, string] }> = {
  'Annual Sports Day': {
    place: ['College playground', 'কলেজ খেলার মাঠ'],
    about: [
      'Track and field events for every class, the march past of the four houses and the prize-giving at the end of the day. Parents are welcome.',
      'প্রতিটি শ্রেণির দৌড় ও মাঠের খেলা, চারটি হাউসের কুচকাওয়াজ এবং দিনশেষে পুরস্কার বিতরণ। অভিভাবকদের আমন্ত্রণ রইল।',
    ],
  },
  'Science Fair and Project Exhibition': {
    place: ['Science building, ground floor', 'বিজ্ঞান ভবন, নিচতলা'],
    about: [
      'Students of Classes Eight to XII show their projects; the best three go to the district science fair.',
      'অষ্টম থেকে দ্বাদশ শ্রেণির শিক্ষার্থীরা তাদের প্রকল্প দেখাবে; সেরা তিনটি জেলা বিজ্ঞান মেলায় যাবে।',
    ],
  },
  'Teacher-Guardian Meeting (Classes IX–XII)': {
    place: ['Auditorium', 'মিলনায়তন'],
    about: [
      'Class teachers meet parents to discuss the half-yearly results and the preparation for the board exams.',
      'অর্ধবার্ষিক পরীক্ষার ফল ও বোর্ড পরীক্ষার প্রস্তুতি নিয়ে শ্রেণিশিক্ষকেরা অভিভাবকদের সঙ্গে কথা বলবেন।',
    ],
  },
  'Annual Cultural Programme': {
    place: ['Auditorium', 'মিলনায়তন'],
    about: [
      'Songs, dance, recitation and a play by the students, with the prizes of the cultural competitions.',
      'শিক্ষার্থীদের গান, নাচ, আবৃত্তি ও নাটক, সঙ্গে সাংস্কৃতিক প্রতিযোগিতার পুরস্কার বিতরণ।',
    ],
  },
  'Inter-House Debate Final': {
    place: ['Library hall', 'গ্রন্থাগার হল'],
    about: [
      'The two best houses debate the motion chosen by the debate club.',
      'বিতর্ক ক্লাবের বাছাই করা বিষয়ে সেরা দুই হাউসের বিতর্ক।',
    ],
  },
  'Alumni Reunion': {
    place: ['College campus', 'কলেজ ক্যাম্পাস'],
    about: [
      'Former students of every batch meet on the campus; registration is at the main office.',
      'সব ব্যাচের প্রাক্তন শিক্ষার্থীদের মিলনমেলা; নিবন্ধন প্রধান কার্যালয়ে।',
    ],
  },
  'Math Olympiad (School Round)': {
    place: ['Rooms 301–306', 'কক্ষ ৩০১–৩০৬'],
    about: [
      'A two-hour paper for Classes Six to XII; the top ten of each level go to the regional round.',
      'ষষ্ঠ থেকে দ্বাদশ শ্রেণির জন্য দুই ঘণ্টার পরীক্ষা; প্রতি স্তরের সেরা দশজন আঞ্চলিক পর্বে যাবে।',
    ],
  },
  'Blood Donation Camp': {
    place: ['Medical centre', 'চিকিৎসা কেন্দ্র'],
    about: [
      'Held with the Red Crescent; donors must be 18 or older.',
      'রেড ক্রিসেন্টের সহযোগিতায়; রক্তদাতার বয়স অন্তত ১৮ বছর হতে হবে।',
    ],
  },
  'Tree Plantation Week': {
    place: ['Campus and the neighbouring streets', 'ক্যাম্পাস ও আশপাশের রাস্তা'],
    about: [
      'Each class plants and looks after twenty saplings.',
      'প্রতিটি শ্রেণি বিশটি চারা রোপণ ও পরিচর্যা করবে।',
    ],
  },
  'Prize-Giving Ceremony': {
    place: ['Auditorium', 'মিলনায়তন'],
    about: [
      'Prizes for the year’s best results, attendance and conduct.',
      'বছরের সেরা ফল, উপস্থিতি ও আচরণের জন্য পুরস্কার।',
    ],
  },
};

export async function seedNotices(db: Kysely<Database>, today: Date) {
  const notices: Row<'notices'>[] = NOTICES.map((n) => {
    const date = ymd(addDays(today, n.from));
    return {
      title: n.title,
      notice_title: n.title,
      notice_description: n.text,
      title_bn: n.titleBn ?? null,
      notice_title_bn: n.titleBn ?? null,
      notice_description_bn: n.textBn,
      date,
      expire_date: ymd(addDays(today, n.to)),
      file_attached: n.file ? `/media/documents/notice-${date}-${n.file}.pdf` : null,
    };
  });
  let picture = 0;
  const events: Row<'events'>[] = EVENTS.map((e) => ({
    title: e.title,
    title_bn: e.titleBn,
    start: dateTime(addDays(today, e.from), e.at[0]),
    end: dateTime(addDays(today, e.from + e.days), e.at[1]),
    image: e.image ? `/media/events/${++picture}.svg` : null,
    // Some events have no place or description, as an office leaves some out.
    place: EVENT_DETAILS[e.title]?.place[0] ?? null,
    place_bn: EVENT_DETAILS[e.title]?.place[1] ?? null,
    description: EVENT_DETAILS[e.title]?.about[0] ?? null,
    description_bn: EVENT_DETAILS[e.title]?.about[1] ?? null,
  }));
  return {
    notices: await insertRows(db, 'notices', notices),
    events: await insertRows(db, 'events', events),
  };
}
