/**
 * The school's EIIN number, shown only if present and not the text `None` (spec §2): blanks and
 * null count as absent, a number sent as a number counts. The site shows it, the report card
 * prints it and the provider signs it with every result, all by this one rule.
 */
export function eiinOf(value: unknown): string | null {
  const eiin =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return eiin && eiin.toLowerCase() !== 'none' ? eiin : null;
}
