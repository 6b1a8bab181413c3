import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ResultKey, SubjectDetail } from '../src/index.ts';
import {
  checkResultToken,
  encodeResultPayload,
  fromBase64Url,
  joinResultToken,
  maximumMarks,
  parseResultToken,
  type ResultTokenPayload,
  resultKeyId,
  sameFigures,
  subjectsDigest,
  toBase64Url,
} from '../src/result-token/index.ts';

/** A school's key as the provider makes it (Node's crypto), and its published JWK. */
function schoolKey(): { privateKey: KeyObject; jwk: ResultKey } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x as string;
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid: resultKeyId(x) } };
}

const rows: SubjectDetail[] = [
  {
    subject_name: 'Bangla 1st Paper',
    subject_marge: 1,
    obtained_marks: 78,
    total_marks: 100,
    percentage: 78,
    grade: 'A',
  },
  {
    subject_name: 'Bangla 2nd Paper',
    subject_marge: 1,
    obtained_marks: 71,
    total_marks: 100,
    percentage: 71,
    grade: 'A',
  },
  {
    subject_name: 'Mathematics',
    subject_marge: 0,
    obtained_marks: 33.5,
    total_marks: 75,
    percentage: 44.666,
    grade: 'C',
  },
];

function payload(kid: string, changes: Partial<ResultTokenPayload> = {}): ResultTokenPayload {
  return {
    kid,
    eiin: '108754',
    roll: 110001,
    yearId: 3,
    examId: 1,
    name: 'মোছাঃ তাসনিম আক্তার',
    gpa: 4.13,
    total: 182.5,
    max: maximumMarks(rows),
    pass: true,
    digest: subjectsDigest(rows),
    issued: '2026-11-26',
    ...changes,
  };
}

function signed(key: { privateKey: KeyObject; jwk: ResultKey }, changes = {}) {
  const bytes = encodeResultPayload(payload(key.jwk.kid, changes));
  return joinResultToken(bytes, sign(null, bytes, key.privateKey));
}

describe('base64url', () => {
  it('reads back what it writes, for every length', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });

  it('refuses a spelling whose dropped bits are not zero, so no second text gives the same bytes', () => {
    const text = toBase64Url(new Uint8Array([1, 2, 3, 4]));
    expect(text).toBe('AQIDBA');
    // 'B' and 'A' differ only in bits that decoding drops.
    expect(fromBase64Url('AQIDBB')).toBeNull();
    expect(fromBase64Url('AQID+A')).toBeNull();
    expect(fromBase64Url('AQIDB')).toBeNull();
  });
});

describe('a result token', () => {
  it('is genuine under the key that signed it, and reads back every figure', () => {
    const key = schoolKey();
    const token = signed(key);
    const check = checkResultToken(token, [key.jwk]);
    expect(check.verdict).toBe('genuine');
    if (check.verdict !== 'genuine') return;
    expect(check.payload).toEqual(payload(key.jwk.kid));
    expect(check.payload.max).toBe(275);
  });

  it('is short enough for a QR code a phone reads off a printed page', () => {
    const key = schoolKey();
    // A long Bengali name: three bytes a letter.
    const token = signed(key, { name: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী', roll: 722123 });
    const address = `https://shaplacollege.edu.bd/bn/verify/${token}`;
    // Version 15 at level M holds 412 bytes: a 77-module code, 0.5 mm a module at 40 mm.
    expect(address.length).toBeLessThan(412);
  });

  it('is refused after any one character of it is changed', () => {
    const key = schoolKey();
    const token = signed(key);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    for (let i = 0; i < token.length; i++) {
      for (const replacement of [alphabet[(alphabet.indexOf(token[i] as string) + 1) % 65], '~']) {
        const changed = `${token.slice(0, i)}${replacement}${token.slice(i + 1)}`;
        expect(checkResultToken(changed, [key.jwk]).verdict, `position ${i}`).toBe('not-genuine');
      }
    }
    expect(checkResultToken(token.slice(0, -1), [key.jwk]).verdict).toBe('not-genuine');
    expect(checkResultToken(`${token}A`, [key.jwk]).verdict).toBe('not-genuine');
  });

  it('is not genuine under another school’s key, or with figures changed and the signature kept', () => {
    const school = schoolKey();
    const other = schoolKey();
    expect(checkResultToken(signed(school), [other.jwk])).toMatchObject({
      verdict: 'not-genuine',
      reason: 'unknown-key',
    });
    // A forger who names the school's key but signs with another.
    const forged = encodeResultPayload(payload(school.jwk.kid, { gpa: 5 }));
    const token = joinResultToken(forged, sign(null, forged, other.privateKey));
    expect(checkResultToken(token, [school.jwk])).toMatchObject({
      verdict: 'not-genuine',
      reason: 'bad-signature',
      claimed: { gpa: 5 },
    });
    // The genuine signature on a payload with GPA 5.00 put in.
    const [, signature] = signed(school).split('.');
    expect(checkResultToken(`${toBase64Url(forged)}.${signature}`, [school.jwk])).toMatchObject({
      verdict: 'not-genuine',
      reason: 'bad-signature',
    });
  });

  it('still verifies after the school has rotated its key, as long as the old key stays published', () => {
    const old = schoolKey();
    const current = schoolKey();
    const keys = [current.jwk, old.jwk];
    expect(checkResultToken(signed(old), keys).verdict).toBe('genuine');
    expect(checkResultToken(signed(current), keys).verdict).toBe('genuine');
    expect(checkResultToken(signed(old), [current.jwk]).verdict).toBe('not-genuine');
  });

  it('is not read when its payload is not the format (wrong version, missing or odd fields)', () => {
    const key = schoolKey();
    const token = (fields: unknown[]) => {
      const bytes = new TextEncoder().encode(JSON.stringify(fields));
      return joinResultToken(bytes, sign(null, bytes, key.privateKey));
    };
    const good = [1, key.jwk.kid, '1', 1, 1, 1, 'A', 4, 1, 2, 1, 'd', '2026-11-26'];
    expect(parseResultToken(token(good))).not.toBeNull();
    expect(parseResultToken(token([2, ...good.slice(1)]))).toBeNull();
    expect(parseResultToken(token(good.slice(0, 12)))).toBeNull();
    expect(parseResultToken(token(good.map((f, i) => (i === 3 ? -1 : f))))).toBeNull();
    expect(parseResultToken(token(good.map((f, i) => (i === 12 ? '2026-13-01' : f))))).toBeNull();
    expect(parseResultToken('not a token')).toBeNull();
  });
});

describe('the subject rows’ digest', () => {
  it('changes with any mark, grade, name or pairing, but not with the derived percentage', () => {
    const digest = subjectsDigest(rows);
    expect(digest).toHaveLength(22);
    const changed = (i: number, field: keyof SubjectDetail, value: string | number) =>
      subjectsDigest(rows.map((r, k) => (k === i ? { ...r, [field]: value } : r)));
    expect(changed(2, 'obtained_marks', 34)).not.toBe(digest);
    expect(changed(0, 'grade', 'A+')).not.toBe(digest);
    expect(changed(1, 'subject_name', 'Bangla 2nd paper')).not.toBe(digest);
    expect(changed(1, 'subject_marge', 0)).not.toBe(digest);
    expect(changed(2, 'total_marks', 100)).not.toBe(digest);
    expect(changed(2, 'percentage', 44.67)).toBe(digest);
    expect(subjectsDigest([...rows].reverse())).not.toBe(digest);
  });

  it('tells the same figures under a new signature from changed ones', () => {
    const a = payload('k1');
    expect(sameFigures(a, { ...a, kid: 'k2', issued: '2027-01-01' })).toBe(true);
    expect(sameFigures(a, { ...a, gpa: 4.25 })).toBe(false);
    expect(sameFigures(a, { ...a, digest: subjectsDigest(rows.slice(1)) })).toBe(false);
  });
});
