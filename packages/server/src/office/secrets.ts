import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: a session id, a CSRF token, the body of an access token. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * SHA-256, base64url: how sessions and tokens are kept. They are random and long, so a fast hash
 * is enough (a slow one would only slow every call); a copy of the table signs nobody in.
 */
export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Equal, compared in a time that does not say how much of it matched. */
export function sameSecret(given: string, kept: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An instant as the tables keep it: ISO 8601 in UTC, whose text order is its time order. */
export const isoAt = (ms: number) => new Date(ms).toISOString();
