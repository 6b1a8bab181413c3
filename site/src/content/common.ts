import { formatNumber } from '@school/widgets';
import type { Lang, Localized } from '../i18n.ts';
import type { ProfileLabels } from './types.ts';

/** The words around every profile page (principal and vice principals). */
export const profileLabels: Localized<ProfileLabels> = {
  en: {
    qualifications: 'Qualifications',
    biography: 'Biography',
    timeline: 'Career timeline',
    present: 'present',
    yearsBetween: '–',
  },
  bn: {
    qualifications: 'শিক্ষাগত যোগ্যতা',
    biography: 'জীবনী',
    timeline: 'কর্মজীবন',
    present: 'বর্তমান',
    yearsBetween: '–',
  },
};

/** Said to screen readers at the end of a link that opens a new tab (WCAG 3.2.5). */
export const opensInNewTab: Localized<string> = {
  en: ' (opens in a new tab)',
  bn: ' (নতুন ট্যাবে খোলে)',
};

/** A period of years as the site writes it: "2015–2019", "2020–present", "২০২০–বর্তমান". */
export function yearsText(from: number, to: number | undefined, lang: Lang): string {
  const labels = profileLabels[lang];
  // A year is never grouped: 2020, not 2,020.
  const year = (value: number) => formatNumber(value, lang, { grouping: false });
  return `${year(from)}${labels.yearsBetween}${to === undefined ? labels.present : year(to)}`;
}
