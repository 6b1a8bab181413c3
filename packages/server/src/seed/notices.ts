import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, dateTime, ymd } from './dates.ts';
import { insertRows, type Row } from './insert.ts';

/**
 * Notices, dated relative to today: `from` and `to` are days from today of publication and
 * of the last day the notice is current. `file` names the attached document, when there is one.
 */
const NOTICES: { title: string; text: string; from: number; to: number; file?: string }[] = [
  {
    title: 'Half Yearly Examination results of classes Six to Ten have been published',
    text: 'Results can be checked on the Exam Result page with the roll number, the academic year and the exam name. Report cards will be handed over by the class teachers.',
    from: -1,
    to: 30,
    file: 'half-yearly-result-summary',
  },
  {
    title: 'বার্ষিক পরীক্ষার সময়সূচি প্রকাশ',
    text: 'The routine of the Annual Examination for classes Six to Nine is attached. Students must bring their admit cards to every exam.',
    from: -3,
    to: 25,
    file: 'annual-examination-routine',
  },
  {
    title: 'Admission to class XI: applications through the Board portal and the document check',
    text: 'Applicants selected in the Board list must bring the SSC mark sheet, testimonial, four passport-size photographs and the admission fee to the college office between 9 am and 1 pm.',
    from: -10,
    to: 15,
    file: 'xi-admission-guidelines',
  },
  {
    title: 'Tuition fees of this month are due today',
    text: 'Guardians are requested to pay the tuition fee at the college booth of the partner bank or through the payment page. A late fine applies from tomorrow.',
    from: -6,
    to: 0,
  },
  {
    title: 'শিক্ষক-অভিভাবক সমাবেশ আগামী শনিবার সকাল ১০টায় কলেজ মিলনায়তনে অনুষ্ঠিত হবে',
    text: 'All guardians of classes Nine, Ten, XI and XII are invited to the teacher-guardian meeting in the college auditorium. Class teachers will discuss the preparation for the board examinations.',
    from: -4,
    to: 5,
  },
  {
    title: 'SSC examination registration: submit the filled-in forms and fees to the class teacher',
    text: 'Students of class Nine must complete their registration for the SSC examination. Check the spelling of your name and your parents’ names against the birth certificate.',
    from: -7,
    to: 12,
    file: 'ssc-registration-form',
  },
  {
    title: 'Science fair: project proposals invited',
    text: 'Teams of up to three students from any class may submit a one-page proposal to the science club moderator. Selected projects will be shown at the annual science fair.',
    from: -8,
    to: 14,
  },
  {
    title:
      'Dengue prevention: keep classrooms, homes and rooftops free of standing water every day',
    text: 'The college will run a cleanliness drive every Thursday. Students with fever should stay at home and inform the class teacher; the medical centre is open during both shifts.',
    from: -12,
    to: 18,
    file: 'dengue-prevention-guidelines',
  },
  {
    title: 'Library hours extended during the examination period',
    text: 'The central library will stay open until 5 pm on working days. Students must show their identity cards to borrow books.',
    from: -2,
    to: 40,
  },
  {
    title: 'Half Yearly Examination routine',
    text: 'The routine of the Half Yearly Examination for all classes is attached. Exams begin at 10 am for the morning shift and 1:30 pm for the day shift.',
    from: -160,
    to: -130,
    file: 'half-yearly-examination-routine',
  },
  {
    title: 'ঈদুল আজহা উপলক্ষে কলেজ বন্ধ থাকবে',
    text: 'The college will remain closed for the Eid-ul-Azha holidays. Classes resume on the first working day after the holidays as per the academic calendar.',
    from: -150,
    to: -120,
  },
  {
    title: 'Annual sports competition: registration of participants',
    text: 'Students who wish to take part in the track and field events must register with the physical education teacher.',
    from: -200,
    to: -185,
  },
  {
    title: 'Class XII pre-test examination seat plan',
    text: 'The seat plan is attached. Students must be seated fifteen minutes before the exam begins.',
    from: -95,
    to: -80,
    file: 'xii-pre-test-seat-plan',
  },
  {
    title: 'Victory of our debaters at the inter-college debate competition',
    text: 'Our team won the Dhaka divisional inter-college debate competition. The principal congratulated the team and its moderators.',
    from: -70,
    to: -50,
  },
  {
    title:
      'Stipend programme: submit bank account details of eligible students through the class teacher',
    text: 'Eligible students of classes Six to Ten must submit the account details of their mother or guardian for the government stipend programme.',
    from: -120,
    to: -100,
    file: 'stipend-account-form',
  },
  {
    title: 'মাধ্যমিক স্তরে নতুন শিক্ষাক্রম বিষয়ে অভিভাবকদের জন্য সচেতনতামূলক সভা',
    text: 'An information session on the new curriculum and continuous assessment was held for guardians of classes Six to Nine.',
    from: -60,
    to: -45,
  },
  {
    title: 'Mid-term holidays',
    text: 'Classes will remain suspended during the mid-term holidays. The offices stay open.',
    from: -110,
    to: -98,
  },
  {
    title: 'Collection of HSC admit cards',
    text: 'HSC candidates must collect their admit cards from the college office on the notified dates with their registration cards.',
    from: -230,
    to: -215,
  },
  {
    title: 'Tree plantation week: every class will plant and care for three saplings on the campus',
    text: 'Saplings will be distributed by the eco club. Class captains will keep a care log for the rest of the year.',
    from: -140,
    to: -126,
  },
  {
    title: 'ICT olympiad: school round',
    text: 'The school round of the ICT olympiad will take place in the computer lab. Interested students should register with the ICT teachers.',
    from: -40,
    to: -30,
    file: 'ict-olympiad-rules',
  },
  {
    title: 'Change in the day shift timetable',
    text: 'From next week the day shift begins at 12:30 pm and ends at 5:30 pm. The revised class routine is attached.',
    from: -35,
    to: -3,
    file: 'day-shift-class-routine',
  },
  {
    title: 'Uniform and identity cards are compulsory on campus',
    text: 'Students without the prescribed uniform or identity card will not be allowed into the classrooms.',
    from: -28,
    to: -1,
  },
  {
    title: 'Blood donation camp with the Red Crescent Society',
    text: 'Students above eighteen, teachers and staff may donate blood at the camp in the college auditorium.',
    from: -25,
    to: -10,
  },
  {
    title: 'Publication of the annual magazine: call for writing and art',
    text: 'Stories, poems, essays and drawings in Bangla or English may be submitted to the magazine committee.',
    from: -90,
    to: -60,
    file: 'magazine-submission-guidelines',
  },
  {
    title: 'Result of the class XI admission merit list (second phase)',
    text: 'The second merit list has been published on the Board portal. Selected applicants must confirm admission within the deadline.',
    from: -20,
    to: -5,
    file: 'xi-merit-list-second-phase',
  },
];

const EVENTS: {
  title: string;
  from: number;
  days: number;
  at: [string, string];
  image: boolean;
}[] = [
  { title: 'Annual Sports Day', from: 18, days: 1, at: ['08:00', '16:00'], image: true },
  {
    title: 'Science Fair and Project Exhibition',
    from: 9,
    days: 2,
    at: ['09:30', '15:00'],
    image: true,
  },
  {
    title: 'Teacher-Guardian Meeting (Classes IX–XII)',
    from: 5,
    days: 0,
    at: ['10:00', '12:30'],
    image: false,
  },
  { title: 'Annual Cultural Programme', from: 32, days: 0, at: ['15:00', '20:00'], image: true },
  { title: 'Inter-House Debate Final', from: 2, days: 0, at: ['11:00', '13:00'], image: true },
  { title: 'Alumni Reunion', from: 55, days: 0, at: ['10:00', '18:00'], image: false },
  { title: 'Math Olympiad (School Round)', from: -1, days: 2, at: ['09:00', '13:00'], image: true },
  { title: 'Blood Donation Camp', from: -12, days: 0, at: ['09:00', '14:00'], image: false },
  { title: 'Tree Plantation Week', from: -40, days: 6, at: ['09:00', '12:00'], image: true },
  { title: 'Prize-Giving Ceremony', from: -75, days: 0, at: ['10:30', '13:30'], image: true },
  { title: 'Scout and Girl Guide Camp', from: -100, days: 3, at: ['07:00', '17:00'], image: false },
  { title: 'Book Fair on Campus', from: -130, days: 4, at: ['10:00', '18:00'], image: true },
];

export async function seedNotices(db: Kysely<Database>, today: Date) {
  const notices: Row<'notices'>[] = NOTICES.map((n) => {
    const date = ymd(addDays(today, n.from));
    return {
      title: n.title,
      notice_title: n.title,
      notice_description: n.text,
      date,
      expire_date: ymd(addDays(today, n.to)),
      file_attached: n.file ? `/media/documents/notice-${date}-${n.file}.pdf` : null,
    };
  });
  let picture = 0;
  const events: Row<'events'>[] = EVENTS.map((e) => ({
    title: e.title,
    start: dateTime(addDays(today, e.from), e.at[0]),
    end: dateTime(addDays(today, e.from + e.days), e.at[1]),
    image: e.image ? `/media/events/${++picture}.svg` : null,
  }));
  return {
    notices: await insertRows(db, 'notices', notices),
    events: await insertRows(db, 'events', events),
  };
}
