/**
 * Numbers typed on a Bangla keyboard: ০–৯ become 0–9. The browser (forms, the result checker,
 * addresses such as `?roll=১১০০০১`) and the provider (paths, form fields) read digits alike.
 */
export function toAsciiDigits(s: string): string {
  return s.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/** A roll number has 1 to this many digits (the provider keeps rolls as 32-bit integers). */
export const MAX_ROLL_DIGITS = 9;

/** The roll as ASCII digits with surrounding space removed, or null unless it is 1–9 digits. */
export function parseRoll(input: string | number | null | undefined): string | null {
  const roll = toAsciiDigits(String(input ?? '')).trim();
  return new RegExp(`^\\d{1,${MAX_ROLL_DIGITS}}$`).test(roll) ? roll : null;
}
