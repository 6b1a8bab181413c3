import { createPublicKey, hash, type KeyObject, sign } from 'node:crypto';
import type { SubjectDetail } from '@school/api';
import {
  encodeResultPayload,
  joinResultToken,
  maximumMarks,
  type ResultTokenPayload,
  resultKeyId,
  subjectsDigest,
} from '@school/api/result-token';

/** Node's SHA-256 for the rows' digest: the format's own (JavaScript) takes twice as long. */
const sha256 = (bytes: Uint8Array): Uint8Array => hash('sha256', bytes, 'buffer');

/** What a token says, but for the key and the day: what a correction changes. */
export type ResultFigures = Omit<ResultTokenPayload, 'kid' | 'issued'>;

/** A result's row as the provider stores it, with its student's name. */
export interface PublishedRow {
  roll_no: number;
  admission_year_id: number;
  exam_id: number;
  is_pass: number | boolean;
  gpa: number;
  obtained_marks: number;
  /** Parsed already when the caller has them (the seed); else the stored JSON. */
  subjects_details: string | readonly SubjectDetail[];
  /** The student's name; null when the student row is gone. */
  name: string | null;
}

/** The figures a token of this row must carry. `eiin` is the school's (see `schoolEiin`). */
export function figuresOf(row: PublishedRow, eiin: string): ResultFigures {
  const details: readonly SubjectDetail[] =
    typeof row.subjects_details === 'string'
      ? JSON.parse(row.subjects_details)
      : row.subjects_details;
  return {
    eiin,
    roll: row.roll_no,
    yearId: row.admission_year_id,
    examId: row.exam_id,
    name: row.name ?? '',
    // PostgreSQL and SQLite both give numbers here; Number() keeps a driver's text out of the JSON.
    gpa: Number(row.gpa),
    total: Number(row.obtained_marks),
    max: maximumMarks(details),
    pass: Boolean(row.is_pass),
    digest: subjectsDigest(details, sha256),
  };
}

/** The school's result key: its private half signs, its `kid` and `x` are published. */
export interface ResultSigner {
  kid: string;
  /** The public key, base64url (the JWK's `x`). */
  x: string;
  /** One token per result, in order, each issued on `issued` (`YYYY-MM-DD`). */
  sign(results: readonly { figures: ResultFigures; issued: string }[]): Promise<string[]>;
}

/**
 * Signatures go to libuv's threads a slice at a time: 16,000 of them (the demo school) take
 * about 0.7 s of one core here, which the seed would otherwise wait out on its own thread. A
 * slice, not all at once, so that the queue stays short and other work gets its turn.
 */
const SLICE = 512;

function signed(bytes: Uint8Array, key: KeyObject): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    sign(null, bytes, key, (error, signature) => (error ? reject(error) : resolve(signature))),
  );
}

export function signerFor(privateKey: KeyObject): ResultSigner {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('The result-signing key must be an Ed25519 key.');
  }
  const x = createPublicKey(privateKey).export({ format: 'jwk' }).x;
  if (!x) throw new Error('The result-signing key has no public half.');
  const kid = resultKeyId(x);
  return {
    kid,
    x,
    async sign(results) {
      const tokens: string[] = [];
      for (let i = 0; i < results.length; i += SLICE) {
        const slice = results.slice(i, i + SLICE).map(({ figures, issued }) => {
          const bytes = encodeResultPayload({ ...figures, kid, issued });
          return signed(bytes, privateKey).then((signature) => joinResultToken(bytes, signature));
        });
        tokens.push(...(await Promise.all(slice)));
      }
      return tokens;
    },
  };
}

const DHAKA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in Bangladesh at `at`, `YYYY-MM-DD`: a result's issue date is the school's day. */
export function dhakaDay(at: Date = new Date()): string {
  return DHAKA.format(at);
}
