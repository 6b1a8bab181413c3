/**
 * The contract's one naming convention for text in two languages (issue 22): the Bengali version
 * of a field the school writes is the field's name with `_bn` after it (`notice_title` →
 * `notice_title_bn`). The spec's field stays what it is; a twin is optional, so a provider that
 * sends none (a school's own ERP) is read exactly as before. The table declares each twin with
 * `bilingual()` (contract/entities.ts), and a widget in Bengali picks it with `localized()`
 * (@school/widgets runtime): both spell the name through this file.
 */
export const BENGALI_SUFFIX = '_bn';

/** The name of a field's Bengali twin: `BengaliTwin<'title'>` is `'title_bn'`. */
export type BengaliTwin<F extends string> = `${F}${typeof BENGALI_SUFFIX}`;

/** `bengaliTwin('notice_title')` → `'notice_title_bn'`. */
export const bengaliTwin = <F extends string>(field: F): BengaliTwin<F> =>
  `${field}${BENGALI_SUFFIX}` as BengaliTwin<F>;

/** The fields of an entity that the contract gives a Bengali twin. */
export type Twinned<T> = {
  [K in keyof T & string]-?: BengaliTwin<K> extends keyof T ? K : never;
}[keyof T & string];

/**
 * 0–9 written as Bengali digits (০–৯): `2026` → `২০২৬`; every other character stays. (Reading
 * them back is `toAsciiDigits`, digits.ts.)
 */
export function toBengaliDigits(s: string): string {
  return s.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + d.charCodeAt(0) - 48));
}
