import type { ProfileLabels } from './types.ts';

/** The words around every profile page (principal and vice principals). */
export const profileLabels: ProfileLabels = {
  qualifications: 'Qualifications',
  biography: 'Biography',
  timeline: 'Career timeline',
  present: 'present',
  yearsBetween: '–',
};

/** Said to screen readers at the end of a link that opens a new tab (WCAG 3.2.5). */
export const opensInNewTab = ' (opens in a new tab)';

/** A period of years as the site writes it: "2015–2019", "2020–present". */
export function yearsText(from: number, to: number | undefined, labels = profileLabels): string {
  return `${from}${labels.yearsBetween}${to ?? labels.present}`;
}
