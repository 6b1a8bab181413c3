/** One class's row of the fees table; amounts in taka, absent where the office gives them. */
export interface ClassFees {
  className: string;
  tuitionPerMonth?: number;
  examFeeTotal?: number;
}

/** Money as the site writes it: "৳3,000" (Bangladeshi taka, thousands grouped). */
export function formatTaka(amount: number): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `৳${digits}`;
}

/** Academic Fees Structure (spec §2: session 2024-25, class nine's figures; classes 1–12). */
export const feesPage = {
  title: 'Academic Fees Structure',
  session: 'Session 2024-25',
  intro:
    'Fees for the session 2024-25, in Bangladeshi taka (BDT, ৳). Tuition is paid every month; the exam fee is paid once for the year’s examinations.',
  caption: 'Academic fees by class, session 2024-25, in taka (৳)',
  columns: { className: 'Class', tuition: 'Tuition fee (per month)', exam: 'Exam fee (total)' },
  /** Shown across both amount columns of a class whose figures the page does not list. */
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
    { className: 'Class Nine', tuitionPerMonth: 3000, examFeeTotal: 2000 },
    { className: 'Class Ten' },
    { className: 'Class Eleven' },
    { className: 'Class Twelve' },
  ] satisfies readonly ClassFees[],
};
