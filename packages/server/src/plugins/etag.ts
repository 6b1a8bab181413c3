import { hash } from 'node:crypto';

/** A strong ETag of an answer's bytes (the answer cache keeps it with the answer). */
export function etagOf(payload: string | Buffer): string {
  return `"${hash('sha1', payload, 'base64url')}"`;
}
