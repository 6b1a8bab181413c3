import { hashes, verify } from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import type { ResultKey } from '../contract/entities.ts';
import { fromBase64Url, parseResultToken, type ResultTokenPayload } from './format.ts';

// Verification is synchronous with SHA-512 in JavaScript: WebCrypto's is missing on a page
// served over plain http, which a school's site may be.
hashes.sha512 = sha512;

/** What the signature says of a token, before anyone asks the provider whether it is current. */
export type TokenCheck =
  | { verdict: 'genuine'; payload: ResultTokenPayload; key: ResultKey }
  | {
      verdict: 'not-genuine';
      /**
       * `malformed`: not a token at all (a changed or missing character, usually); `unknown-key`:
       * signed by no key the school publishes; `bad-signature`: the school's key, other content.
       */
      reason: 'malformed' | 'unknown-key' | 'bad-signature';
      /** What the token claims, when it could be read (never to be shown as fact). */
      claimed?: ResultTokenPayload;
    };

/**
 * Checks a token against the school's published keys (RFC 8032's strict verification, as
 * Node's and the browsers' Ed25519 do). Needs no network: the keys are given.
 */
export function checkResultToken(token: string, keys: readonly ResultKey[]): TokenCheck {
  const parsed = parseResultToken(token);
  if (!parsed) return { verdict: 'not-genuine', reason: 'malformed' };
  const { payload, signed, signature } = parsed;
  const key = keys.find((k) => k.kid === payload.kid && k.kty === 'OKP' && k.crv === 'Ed25519');
  const publicKey = key ? fromBase64Url(key.x) : null;
  if (!key || publicKey?.length !== 32) {
    return { verdict: 'not-genuine', reason: 'unknown-key', claimed: payload };
  }
  let valid = false;
  try {
    valid = verify(signature, signed, publicKey, { zip215: false });
  } catch {
    valid = false;
  }
  return valid
    ? { verdict: 'genuine', payload, key }
    : { verdict: 'not-genuine', reason: 'bad-signature', claimed: payload };
}
