import { randomBytes, randomInt, scrypt } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '@school/api/contract';
import { nameKey } from './names.ts';
import { sameSecret } from './secrets.ts';

/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's first choice for scrypt (Password Storage Cheat Sheet): 128 MiB and about a second of
 * one core per hash on the 2-core machine this was measured on. Sign-ins are few, and a stolen
 * table costs an attacker the same per guess. Node runs at most four at once (libuv's pool), so
 * a burst of sign-ins holds at most 512 MiB.
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB unless told; scrypt needs about 128·N·r bytes.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parse(encoded: string): { cost: ScryptCost; salt: Buffer; key: string } | null {
  const [kind, N, r, p, salt, key] = encoded.split('$');
  if (kind !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return sameSecret(key.toString('base64url'), parsed.key);
}

/** A hash made with another cost than today's: it is made again at the next sign-in. */
export function hashCostDiffers(encoded: string, cost: ScryptCost): boolean {
  const parsed = parse(encoded)?.cost;
  return !parsed || parsed.N !== cost.N || parsed.r !== cost.r || parsed.p !== cost.p;
}

// --------------------------------------------------------------------------- the rules

let common: Promise<Set<string>> | null = null;

/**
 * The 49,000 most common passwords of @zxcvbn-ts/language-common (zxcvbn's list, kept by the
 * zxcvbn-ts project): loaded the first time a password is set, not at every start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

const COMMON_PASSWORD =
  'This password is on the lists of common passwords that attackers try first. Choose another: a short sentence of your own is easy to remember and hard to guess.';

/**
 * Why a new password is refused, in words a clerk can act on, or null. NIST SP 800-63B's rules:
 * long enough, not a known common password (nor one with digits or signs added at its end), not
 * the account's name; no rules about which kinds of characters.
 */
export async function passwordProblem(password: string, name: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long: a short sentence is easy to remember.`;
  }
  if (new Set(password).size < 5) {
    return 'The password repeats the same few characters, which is easy to guess. Choose another.';
  }
  const folded = password.toLowerCase();
  const key = nameKey(name);
  if (key.length >= 3 && nameKey(password).includes(key)) {
    return 'The password must not contain the account’s name. Choose another.';
  }
  const list = await commonPasswords();
  const stem = folded.replace(/[\d\W_]+$/u, '');
  if (list.has(folded) || (stem.length >= 4 && list.has(stem))) return COMMON_PASSWORD;
  return null;
}

/** No letters that are read for one another (l and 1, O and 0) when it is read out or copied. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A password for one sign-in, e.g. `k7mq-3xpf-9tza-h2wn`: about 79 bits, easy to read out over
 * the phone, and it meets the rules.
 */
export async function oneTimePassword(name: string): Promise<string> {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (!(await passwordProblem(password, name))) return password;
  }
}
