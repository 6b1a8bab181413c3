import { sha256 } from '@noble/hashes/sha2.js';
import type { SubjectDetail } from '../contract/entities.ts';

/**
 * A result token: the school's signature of a published result, short enough for a QR code on
 * a printed report card (docs/result-tokens.md). Two base64url segments joined by a dot:
 *
 *     <payload>.<signature>
 *
 * The payload is UTF-8 JSON, an array rather than an object so that the field names cost no
 * bytes: `[1, kid, eiin, roll, yearId, examId, name, gpa, total, max, pass, digest, issued]`.
 * The signature is Ed25519 (64 bytes) over the payload's bytes exactly as they travel, so no
 * canonical JSON is needed: a verifier checks the bytes it received, then reads them.
 */

export const RESULT_TOKEN_VERSION = 1;

/** What a token says about one result. */
export interface ResultTokenPayload {
  /** The signing key's id (`kid` of `/.well-known/result-keys.json`). */
  kid: string;
  /** The school's EIIN, or '' when it has none. */
  eiin: string;
  roll: number;
  yearId: number;
  examId: number;
  /** The student's name as the school publishes it. */
  name: string;
  gpa: number;
  /** Obtained marks, all papers. */
  total: number;
  /** The most that could be obtained, all papers. */
  max: number;
  pass: boolean;
  /** `subjectsDigest` of the subject rows: every paper's name, pair, marks and grade. */
  digest: string;
  /** The day the school published (or corrected) the result, `YYYY-MM-DD`. */
  issued: string;
}

export interface ParsedResultToken {
  payload: ResultTokenPayload;
  /** The bytes the signature covers. */
  signed: Uint8Array;
  signature: Uint8Array;
}

const FIELDS = 13;
const SIGNATURE_BYTES = 64;
/** 16 bytes of SHA-256: a forger would need 2^128 tries to match other rows to it. */
const DIGEST_BYTES = 16;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Each character's six bits, by its code. */
const SEXTETS: readonly number[] = Array.from({ length: 128 }, (_, code) =>
  ALPHABET.indexOf(String.fromCharCode(code)),
);

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * The bytes of a base64url text, or null. Only the one spelling `toBase64Url` gives is read: the
 * last character of a segment carries bits that decoding drops, so without this a changed
 * character could leave the bytes, and so the signature, as they were.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    value = ((value << 6) | (SEXTETS[text.charCodeAt(i)] ?? 0)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  // The bits left over are the ones `toBase64Url` writes as zeros.
  return (value & ((1 << bits) - 1)) === 0 ? bytes : null;
}

/** The payload's bytes, as the provider signs them. */
export function encodeResultPayload(p: ResultTokenPayload): Uint8Array {
  const fields = [
    RESULT_TOKEN_VERSION,
    p.kid,
    p.eiin,
    p.roll,
    p.yearId,
    p.examId,
    p.name,
    p.gpa,
    p.total,
    p.max,
    p.pass ? 1 : 0,
    p.digest,
    p.issued,
  ];
  return new TextEncoder().encode(JSON.stringify(fields));
}

/** `payload.signature`, base64url. */
export function joinResultToken(signed: Uint8Array, signature: Uint8Array): string {
  return `${toBase64Url(signed)}.${toBase64Url(signature)}`;
}

const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
const isWhole = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isMark = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/**
 * A token read, not yet verified: its payload, the signed bytes and the signature; null when it
 * is not a token of this format at all (a changed character usually makes it so).
 */
export function parseResultToken(token: string): ParsedResultToken | null {
  const parts = token.trim().split('.');
  if (parts.length !== 2) return null;
  const signed = fromBase64Url(parts[0] ?? '');
  const signature = fromBase64Url(parts[1] ?? '');
  if (!signed || !signature || signature.length !== SIGNATURE_BYTES) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(signed));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== FIELDS) return null;
  const [version, kid, eiin, roll, yearId, examId, name, gpa, total, max, pass, digest, issued] =
    fields as unknown[];
  const valid =
    version === RESULT_TOKEN_VERSION &&
    isText(kid, 64) &&
    kid !== '' &&
    isText(eiin, 32) &&
    isWhole(roll) &&
    isWhole(yearId) &&
    isWhole(examId) &&
    isText(name, 200) &&
    isMark(gpa) &&
    isMark(total) &&
    isMark(max) &&
    (pass === 0 || pass === 1) &&
    isText(digest, 64) &&
    isText(issued, 10) &&
    DAY.test(issued);
  if (!valid) return null;
  return {
    payload: {
      kid,
      eiin,
      roll,
      yearId,
      examId,
      name,
      gpa,
      total,
      max,
      pass: pass === 1,
      digest,
      issued,
    },
    signed,
    signature,
  };
}

/** The papers as the digest reads them: every field but the percentage, which follows from them. */
function rowsText(details: readonly SubjectDetail[]): string {
  return JSON.stringify(
    details.map((d) => [d.subject_name, d.subject_marge, d.obtained_marks, d.total_marks, d.grade]),
  );
}

/**
 * The subject rows in 22 characters: a token cannot carry them all and still fit a QR code, so
 * it carries this, and a verifier compares it with the rows the provider answers.
 */
export function subjectsDigest(
  details: readonly SubjectDetail[],
  /** SHA-256 of the bytes; a provider passes its platform's, a browser has this one. */
  hash: (bytes: Uint8Array) => Uint8Array = sha256,
): string {
  return toBase64Url(hash(new TextEncoder().encode(rowsText(details))).subarray(0, DIGEST_BYTES));
}

/** The most marks the papers give. */
export function maximumMarks(details: readonly Pick<SubjectDetail, 'total_marks'>[]): number {
  const sum = details.reduce(
    (total, d) => total + (Number.isFinite(d.total_marks) ? d.total_marks : 0),
    0,
  );
  return Math.round(sum * 100) / 100;
}

/** Two payloads say the same about the result (a token re-signed by a newer key still does). */
export function sameFigures(a: ResultTokenPayload, b: ResultTokenPayload): boolean {
  return (
    a.eiin === b.eiin &&
    a.roll === b.roll &&
    a.yearId === b.yearId &&
    a.examId === b.examId &&
    a.name === b.name &&
    a.gpa === b.gpa &&
    a.total === b.total &&
    a.max === b.max &&
    a.pass === b.pass &&
    a.digest === b.digest
  );
}

/** RFC 7638's thumbprint of an Ed25519 key, cut to 8 characters: a key's `kid`. */
export function resultKeyId(x: string): string {
  const canonical = JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x });
  return toBase64Url(sha256(new TextEncoder().encode(canonical))).slice(0, 8);
}
