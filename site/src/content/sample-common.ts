import type { Choice, Text } from './sample-types.ts';

/** The note near the top of every sample page. */
export const sampleNotice = {
  label: 'Sample page',
  text: 'The names and figures below are examples, not real records.',
} as const satisfies Record<string, Text>;

/** Said next to a control whose real service is not connected in the sample. */
export const notConnectedText: Text =
  'Not connected in this sample: this service opens when the school connects it.';

/** What is wrong with a roll number, said on the field. */
export const rollErrors = {
  required: 'Enter a roll number.',
  invalid: 'A roll number is a whole number above 0, such as 12.',
} as const satisfies Record<string, Text>;

/** The currency of every amount (spec §1). */
export const currency: Text = 'BDT';

/** The session label of the static pages (spec §1). */
export const session: Text = '2024-25';

/** The classes of the sample pages' Class select (six to ten). */
export const sampleClasses: readonly Choice[] = [6, 7, 8, 9, 10].map((n) => ({
  value: String(n),
  label: `Class ${n}`,
}));

/** The sections of the sample pages' Section select. */
export const sampleSections: readonly Choice[] = [
  { value: 'A', label: 'Section A' },
  { value: 'B', label: 'Section B' },
];

/** The months, in order; the value is the month's number. */
export const months: readonly Choice[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1), label }));

/** The label of a choice's value, or the value itself when it is not among the choices. */
export function labelOf(choices: readonly Choice[], value: string): Text {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/** Sample names: a sample page that asks for a roll number shows one of these for it. */
export const sampleStudentNames: readonly Text[] = [
  'Ayesha Siddika',
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Rakibul Hasan',
  'Farzana Akter',
  'Mehedi Hasan',
  'Sumaiya Islam',
  'Arif Hossain',
];

/** The sample name for a roll number: the same roll always gives the same name. */
export function sampleNameFor(roll: number): Text {
  return sampleStudentNames[(roll - 1) % sampleStudentNames.length] ?? '';
}
