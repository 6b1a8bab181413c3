import type { ResultKey } from '../contract/entities.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A public Ed25519 key as a verifier needs it: its four fields, nothing else a sender put in. */
function publicKey(key: unknown): ResultKey | null {
  if (!isRecord(key)) return null;
  const { kty, crv, x, kid } = key;
  const valid =
    kty === 'OKP' &&
    crv === 'Ed25519' &&
    typeof x === 'string' &&
    /^[\w-]{43}$/.test(x) &&
    typeof kid === 'string' &&
    kid.length > 0 &&
    kid.length <= 64;
  return valid ? { kty, crv, x, kid } : null;
}

/**
 * The usable keys of a JWK Set (`{ keys: […] }`) or of a list of keys, from whoever sent it (the
 * provider, a host's attribute, the site's page): every other entry left out. No imports beyond
 * types, so a widget's first load can read pinned keys without the signature's code.
 */
export function publicResultKeys(value: unknown): ResultKey[] {
  const list = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.keys)
      ? value.keys
      : [];
  return list.map(publicKey).filter((key) => key !== null);
}
