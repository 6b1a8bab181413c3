import type { Localized } from '../i18n.ts';

/** One class's row of the fees table; amounts in taka, absent where the office gives them. */
export interface ClassFees {
  className: string;
  tuitionPerMonth?: number;
  examFeeTotal?: number;
}

export interface FeesPage {
  title: string;
  session: string;
  intro: string;
  caption: string;
  columns: { className: string; tuition: string; exam: string };
  /** Shown across both amount columns of a class whose figures the page does not list. */
  askOffice: string;
  notes: readonly string[];
  classes: readonly ClassFees[];
}

/** Spec §2 gives class nine's figures only; both languages show these same amounts. */
const CLASS_NINE = { tuitionPerMonth: 3000, examFeeTotal: 2000 } as const;

/** Academic Fees Structure (spec §2: session 2024-25, class nine's figures; classes 1–12). */
export const feesPage: Localized<FeesPage> = {
  en: {
    title: 'Academic Fees Structure',
    session: 'Session 2024-25',
    intro:
      'Fees for the session 2024-25, in Bangladeshi taka (BDT, ৳). Tuition is paid every month; the exam fee is paid once for the year’s examinations.',
    caption: 'Academic fees by class, session 2024-25, in taka (৳)',
    columns: { className: 'Class', tuition: 'Tuition fee (per month)', exam: 'Exam fee (total)' },
    askOffice: 'Ask the college office for this class’s fees.',
    notes: [
      'The college office gives the fees of the other classes, and of admission, registration and board examinations, on request.',
      'Fees are paid at the accounts office or, for registered students, through the online payment facility.',
    ],
    classes: [
      { className: 'Class One' },
      { className: 'Class Two' },
      { className: 'Class Three' },
      { className: 'Class Four' },
      { className: 'Class Five' },
      { className: 'Class Six' },
      { className: 'Class Seven' },
      { className: 'Class Eight' },
      { className: 'Class Nine', ...CLASS_NINE },
      { className: 'Class Ten' },
      { className: 'Class Eleven' },
      { className: 'Class Twelve' },
    ],
  },
  bn: {
    title: 'শিক্ষা ফি কাঠামো',
    session: 'শিক্ষাবর্ষ ২০২৪-২৫',
    intro:
      'শিক্ষাবর্ষ ২০২৪-২৫-এর ফি, বাংলাদেশি টাকায় (৳)। টিউশন ফি প্রতি মাসে পরিশোধ করতে হয়; পরীক্ষার ফি বছরের পরীক্ষাগুলোর জন্য একবারে পরিশোধ করতে হয়।',
    caption: 'শ্রেণিভিত্তিক শিক্ষা ফি, শিক্ষাবর্ষ ২০২৪-২৫, টাকায় (৳)',
    columns: { className: 'শ্রেণি', tuition: 'টিউশন ফি (মাসিক)', exam: 'পরীক্ষার ফি (মোট)' },
    askOffice: 'এই শ্রেণির ফি জানতে কলেজ অফিসে যোগাযোগ করুন।',
    notes: [
      'অন্যান্য শ্রেণির ফি এবং ভর্তি, রেজিস্ট্রেশন ও বোর্ড পরীক্ষার ফি অনুরোধ করলে কলেজ অফিস জানিয়ে দেয়।',
      'ফি হিসাব শাখায় অথবা, নিবন্ধিত শিক্ষার্থীদের ক্ষেত্রে, অনলাইন পেমেন্ট সুবিধার মাধ্যমে পরিশোধ করা যায়।',
    ],
    classes: [
      { className: 'প্রথম শ্রেণি' },
      { className: 'দ্বিতীয় শ্রেণি' },
      { className: 'তৃতীয় শ্রেণি' },
      { className: 'চতুর্থ শ্রেণি' },
      { className: 'পঞ্চম শ্রেণি' },
      { className: 'ষষ্ঠ শ্রেণি' },
      { className: 'সপ্তম শ্রেণি' },
      { className: 'অষ্টম শ্রেণি' },
      { className: 'নবম শ্রেণি', ...CLASS_NINE },
      { className: 'দশম শ্রেণি' },
      { className: 'একাদশ শ্রেণি' },
      { className: 'দ্বাদশ শ্রেণি' },
    ],
  },
};
