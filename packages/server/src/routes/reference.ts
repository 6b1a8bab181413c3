import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference for a submission, e.g. `A-7KQ4M-9XP2B`: 50 random bits, so it tells nobody how many
 * applications the school got, and one cannot be guessed from another.
 */
export function newReference(prefix: 'A' | 'M'): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code.slice(0, 5)}-${code.slice(5)}`;
}
