import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { ApiError, type ResultKey, type ResultVerification } from '@school/api';
import {
  encodeResultPayload,
  joinResultToken,
  maximumMarks,
  type ResultTokenPayload,
  resultKeyId,
  subjectsDigest,
} from '@school/api/result-token';
import { describe, expect, it, vi } from 'vitest';
import { groupPapers } from './check.ts';
import * as fixtures from './fixtures.ts';
import {
  createResultVerifierStore,
  keysOf,
  type ResultVerifierApi,
  readCode,
} from './result-verifier.store.ts';

/** A school's signing key from a 32-byte seed, as node:crypto makes it, and its published JWK. */
function keyFrom(seedHex: string): { privateKey: KeyObject; jwk: ResultKey } {
  const der = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    Buffer.from(seedHex, 'hex'),
  ]);
  const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  const x = createPublicKey(privateKey).export({ format: 'jwk' }).x as string;
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid: resultKeyId(x) } };
}

const school = keyFrom(fixtures.TEST_SEED_HEX);
const stranger = keyFrom('20'.repeat(32));

type Figures = (typeof fixtures.payloads)[keyof typeof fixtures.payloads];

function payloadOf(kid: string, { subjects, ...rest }: Figures): ResultTokenPayload {
  return { kid, ...rest, max: maximumMarks(subjects), digest: subjectsDigest(subjects) };
}

function mint(key: typeof school, payload: ResultTokenPayload): string {
  const bytes = encodeResultPayload(payload);
  return joinResultToken(bytes, sign(null, bytes, key.privateKey));
}

const notFound = (code?: string) =>
  new ApiError({
    kind: 'http',
    status: 404,
    url: '/x',
    message: 'There is nothing at this address.',
    code: code ?? null,
  });
const down = () =>
  new ApiError({ kind: 'network', url: '/x', message: 'The school server cannot be reached.' });

/** A fake provider: the demo answers, every call logged; a test replaces what it needs. */
function fakeApi(overrides: Partial<Record<keyof ResultVerifierApi, unknown>> = {}) {
  const calls: string[] = [];
  const answers: Record<keyof ResultVerifierApi, unknown> = {
    getResultKeys: () => fixtures.keys,
    getResultVerification: (token: string) =>
      token === fixtures.tokens.old ? fixtures.corrected : fixtures.current,
    getInstitutes: () => [fixtures.institute],
    getExams: () => fixtures.exams,
    getAdmissionYears: () => fixtures.years,
    ...overrides,
  };
  const api = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      async (...args: unknown[]) => {
        calls.push(name);
        const value = typeof answer === 'function' ? await answer(...args) : answer;
        if (value instanceof Error) throw value;
        return value;
      },
    ]),
  ) as unknown as ResultVerifierApi;
  return { api, calls };
}

async function verified(code: string, overrides = {}, keys?: unknown) {
  const fake = fakeApi(overrides);
  const store = createResultVerifierStore(fake.api, { keys });
  await store.start();
  store.setCode(code);
  const outcome = await store.submit();
  return { ...fake, store, outcome };
}

describe('the fixtures', () => {
  it('are the test key’s signatures of the fixture results (signed again here)', () => {
    expect(fixtures.schoolKey).toEqual(school.jwk);
    const genuine = payloadOf(school.jwk.kid, fixtures.payloads.genuine);
    expect(fixtures.tokens.genuine).toBe(mint(school, genuine));
    expect(fixtures.tokens.old).toBe(
      mint(school, payloadOf(school.jwk.kid, fixtures.payloads.old)),
    );
    expect(fixtures.tokens.strangerKey).toBe(
      mint(stranger, payloadOf(stranger.jwk.kid, fixtures.payloads.genuine)),
    );
    const forged = encodeResultPayload({ ...genuine, gpa: 5 });
    const [, signature] = fixtures.tokens.genuine.split('.');
    expect(fixtures.tokens.forged).toBe(
      joinResultToken(forged, Buffer.from(signature ?? '', 'base64url')),
    );
  });
});

describe('readCode', () => {
  const token = fixtures.tokens.genuine;

  it('takes the bare code, or the code out of a whole address in either language', () => {
    expect(readCode(token)).toBe(token);
    expect(readCode(`https://shaplamodel.edu.bd/verify/${token}`)).toBe(token);
    expect(readCode(`https://shaplamodel.edu.bd/bn/verify/${token}?from=qr#top`)).toBe(token);
    expect(readCode(`/bn/verify/${token}/`)).toBe(token);
    expect(readCode(`shaplamodel.edu.bd/Verify/${token}`)).toBe(token);
  });

  it('ignores spaces, line breaks and invisible characters (a code typed off the paper)', () => {
    expect(readCode(fixtures.printedAddress(token))).toBe(token);
    expect(
      readCode(`  ${token.slice(0, 40)} \r\n\t${token.slice(40, 80)}\u200b${token.slice(80)}  `),
    ).toBe(token);
    expect(readCode(' \n ')).toBe('');
  });
});

describe('keysOf', () => {
  it('reads a JWK Set, a list, or either as JSON, and leaves out what is not an Ed25519 key', () => {
    const rsa = { kty: 'RSA', n: 'x', e: 'AQAB', kid: 'r1' };
    expect(keysOf(fixtures.keys)).toEqual([fixtures.schoolKey]);
    expect(keysOf([fixtures.schoolKey, rsa])).toEqual([fixtures.schoolKey]);
    expect(keysOf(JSON.stringify({ keys: [rsa, fixtures.schoolKey] }))).toEqual([
      fixtures.schoolKey,
    ]);
    expect(keysOf('not json')).toEqual([]);
    expect(keysOf({ keys: 'nope' })).toEqual([]);
    expect(keysOf(undefined)).toEqual([]);
  });
});

describe('groupPapers', () => {
  it('puts two papers of one subject together, where the first was, and keeps 0 alone', () => {
    const groups = groupPapers(fixtures.subjects);
    expect(groups.map((g) => g.papers.map((p) => p.subject_name))).toEqual([
      ['Bangla 1st Paper', 'Bangla 2nd Paper'],
      ['English 1st Paper', 'English 2nd Paper'],
      ['Mathematics'],
      ['General Science'],
      ['Bangladesh and Global Studies'],
      ['Islam and Moral Education'],
      ['Information and Communication Technology'],
      ['Physical Education and Health'],
    ]);
  });

  it('starts a new pair with a third paper of the same key, and keeps a lone partner alone', () => {
    const p = (name: string, marge: number) => fixtures.paper(name, marge, 50, 100, 'B');
    const groups = groupPapers([p('A1', 5), p('B', 0), p('A2', 5), p('A3', 5), p('C1', 7)]);
    expect(groups.map((g) => g.papers.map((x) => x.subject_name))).toEqual([
      ['A1', 'A2'],
      ['B'],
      ['A3'],
      ['C1'],
    ]);
  });
});

describe('result verifier store', () => {
  it('says genuine, with the signed figures, the names and every subject, for the current result', async () => {
    const { store, outcome, calls } = await verified(fixtures.tokens.genuine);
    expect(store.state.value).toBe('ready');
    expect(outcome?.kind).toBe('genuine');
    if (outcome?.kind !== 'genuine') return;
    expect(outcome.result.payload).toMatchObject({
      roll: 110001,
      name: 'Zannat Chowdhury',
      gpa: 4.13,
      total: 679,
      max: 925,
      pass: true,
      issued: '2026-11-26',
    });
    expect(outcome.names).toEqual({ exam: 'Half Yearly Examination', exam_bn: null, year: '2026' });
    expect(outcome.result.subjects?.[0]?.papers.map((p) => p.obtained_marks)).toEqual([71, 68]);
    expect(store.school.value).toBe(fixtures.schoolName);
    // The names came with the answer: the option lists were not asked for.
    expect(calls.sort()).toEqual(['getInstitutes', 'getResultKeys', 'getResultVerification']);
  });

  it('reads the code out of a wrapped, spaced address as typed off the paper', async () => {
    const { outcome } = await verified(fixtures.printedAddress(fixtures.tokens.genuine));
    expect(outcome?.kind).toBe('genuine');
  });

  it('checks the signature with pinned keys, without asking the provider for them', async () => {
    const { outcome, calls } = await verified(fixtures.tokens.genuine, {}, fixtures.keys);
    expect(outcome?.kind).toBe('genuine');
    expect(calls).not.toContain('getResultKeys');
  });

  it('shows no subject when the provider’s rows are not the signed ones', async () => {
    const rows = fixtures.subjects.map((p, i) => (i === 4 ? { ...p, obtained_marks: 82 } : p));
    const { outcome } = await verified(fixtures.tokens.genuine, {
      getResultVerification: {
        ...fixtures.current,
        result: { ...fixtures.result, subjects_details: rows },
      },
    });
    expect(outcome?.kind).toBe('genuine');
    if (outcome?.kind !== 'genuine') return;
    expect(outcome.result.subjects).toBeNull();
    expect(outcome.result.payload.gpa).toBe(4.13);
  });

  it('takes the exam and year names from the option lists when the answer has none', async () => {
    const { outcome, calls } = await verified(fixtures.tokens.genuine, {
      getResultVerification: { status: 'current', result: fixtures.result },
    });
    expect(outcome?.kind === 'genuine' && outcome.names).toEqual({
      exam: 'Half Yearly Examination',
      exam_bn: null,
      year: '2026',
    });
    expect(calls).toContain('getExams');
  });

  it('leaves the names unknown (never invented) when neither the answer nor the lists have them', async () => {
    const { outcome } = await verified(fixtures.tokens.genuine, {
      getResultVerification: { status: 'current', result: fixtures.result },
      getExams: [{ id: 9, name: 'Model Test' }],
      getAdmissionYears: down(),
    });
    expect(outcome?.kind === 'genuine' && outcome.names).toEqual({
      exam: null,
      exam_bn: null,
      year: null,
    });
  });

  it.each([
    ['malformed', fixtures.tokens.genuine.slice(0, 30) + fixtures.tokens.genuine.slice(31)],
    ['malformed', 'hello'],
    ['bad-signature', fixtures.tokens.genuine.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['bad-signature', fixtures.tokens.forged],
    ['unknown-key', fixtures.tokens.strangerKey],
  ])('says not genuine (%s) and never asks whether it is current', async (reason, token) => {
    const { store, outcome, calls } = await verified(token);
    expect(store.state.value).toBe('ready');
    expect(outcome).toEqual({ kind: 'not-genuine', reason });
    expect(calls).not.toContain('getResultVerification');
  });

  it('says not genuine when the provider says it never issued a genuinely signed code', async () => {
    const { outcome } = await verified(fixtures.tokens.genuine, {
      getResultVerification: notFound('not-genuine'),
    });
    expect(outcome).toEqual({ kind: 'not-genuine', reason: 'not-issued' });
  });

  it('says corrected, with the figures of the new token the answer carries', async () => {
    const { store, outcome } = await verified(fixtures.tokens.old);
    expect(store.state.value).toBe('ready');
    expect(outcome?.kind).toBe('corrected');
    if (outcome?.kind !== 'corrected') return;
    expect(outcome.was).toMatchObject({ gpa: 4, total: 671, issued: '2026-11-20' });
    expect(outcome.now?.payload).toMatchObject({ gpa: 4.13, total: 679, issued: '2026-11-26' });
    expect(outcome.now?.subjects?.[2]?.papers[0]).toMatchObject({
      subject_name: 'Mathematics',
      obtained_marks: 62,
    });
    expect(outcome.correctedOn).toBe('2026-11-26');
  });

  it('shows no figures of a correction whose new token is not the school’s, or is another result’s', async () => {
    for (const token of [fixtures.tokens.forged, fixtures.tokens.strangerKey, undefined]) {
      const { outcome } = await verified(fixtures.tokens.old, {
        getResultVerification: { ...fixtures.corrected, token },
      });
      expect(outcome).toMatchObject({ kind: 'corrected', now: null, correctedOn: '2026-11-26' });
    }
    const other = mint(school, {
      ...payloadOf(school.jwk.kid, fixtures.payloads.genuine),
      roll: 110002,
    });
    const { outcome } = await verified(fixtures.tokens.old, {
      getResultVerification: { ...fixtures.corrected, token: other },
    });
    expect(outcome).toMatchObject({ kind: 'corrected', now: null });
  });

  it('is still genuine when a correction only signed the same figures again', async () => {
    const again = mint(school, {
      ...payloadOf(school.jwk.kid, fixtures.payloads.genuine),
      issued: '2027-01-05',
    });
    const { outcome } = await verified(fixtures.tokens.genuine, {
      getResultVerification: { ...fixtures.corrected, token: again },
    });
    expect(outcome?.kind).toBe('genuine');
  });

  it('says withdrawn when the school no longer publishes the result', async () => {
    const { outcome } = await verified(fixtures.tokens.genuine, {
      getResultVerification: fixtures.withdrawn,
    });
    expect(outcome).toMatchObject({ kind: 'withdrawn', was: { roll: 110001 } });
  });

  it('says genuine but unchecked for currency when the provider is down and the keys are pinned', async () => {
    const { store, outcome, calls } = await verified(
      fixtures.tokens.genuine,
      {
        getResultVerification: down(),
        getInstitutes: down(),
        getExams: down(),
        getAdmissionYears: down(),
      },
      fixtures.keys,
    );
    expect(store.state.value).toBe('ready');
    expect(outcome).toMatchObject({
      kind: 'genuine-offline',
      reason: 'unreachable',
      result: { payload: { roll: 110001, gpa: 4.13 }, subjects: null },
      names: { exam: null, year: null },
    });
    // A provider that does not answer is not asked for its lists as well.
    expect(calls).not.toContain('getExams');
  });

  it('says the provider does not offer the check when it answers 404 without a code', async () => {
    const { outcome } = await verified(fixtures.tokens.genuine, {
      getResultVerification: notFound(),
    });
    expect(outcome).toMatchObject({ kind: 'genuine-offline', reason: 'not-offered' });
  });

  it('checks again on Check again, and is genuine once the provider answers', async () => {
    let up = false;
    const { store, outcome } = await verified(
      fixtures.tokens.genuine,
      { getResultVerification: () => (up ? fixtures.current : down()) },
      fixtures.keys,
    );
    expect(outcome?.kind).toBe('genuine-offline');
    up = true;
    expect((await store.recheck())?.kind).toBe('genuine');
  });

  it('is an error, with Retry, when no key is pinned and the provider does not answer', async () => {
    let up = false;
    const { store, outcome } = await verified(fixtures.tokens.genuine, {
      getResultKeys: () => (up ? fixtures.keys : down()),
    });
    expect(outcome).toEqual({ kind: 'unchecked', reason: 'unreachable' });
    expect(store.state.value).toBe('error');
    expect(store.unchecked.value).toBe('unreachable');
    expect(store.error.value).toMatch(/^The code could not be checked/);
    up = true;
    await store.start();
    expect(store.state.value).toBe('ready');
    expect(store.outcome.value?.kind).toBe('genuine');
  });

  it.each([
    ['answers 404', notFound()],
    ['publishes no key', { keys: [] }],
  ])(
    'is an error when the provider %s (a school that does not sign results)',
    async (_, answer) => {
      const { store, outcome } = await verified(fixtures.tokens.genuine, { getResultKeys: answer });
      expect(outcome).toEqual({ kind: 'unchecked', reason: 'not-offered' });
      expect(store.state.value).toBe('error');
    },
  );

  it('asks for the keys on start when none are pinned, and says at once when none come', async () => {
    const keys = fakeApi({ getResultKeys: down() });
    const store = createResultVerifierStore(keys.api);
    expect(store.state.value).toBe('ready');
    const starting = store.start();
    expect(store.state.value).toBe('loading');
    await starting;
    expect(store.state.value).toBe('error');
    expect(store.unchecked.value).toBe('unreachable');

    const pinned = fakeApi();
    const quiet = createResultVerifierStore(pinned.api, { keys: fixtures.keys });
    await quiet.start();
    expect(quiet.state.value).toBe('ready');
    expect(pinned.calls).toEqual([]);
  });

  it('asks the provider for its newest keys when a code names a key the pinned ones lack', async () => {
    const rotated = keyFrom('33'.repeat(32));
    const token = mint(rotated, payloadOf(rotated.jwk.kid, fixtures.payloads.genuine));
    const { outcome, calls } = await verified(
      token,
      { getResultKeys: { keys: [rotated.jwk, fixtures.schoolKey] } },
      fixtures.keys,
    );
    expect(outcome?.kind).toBe('genuine');
    expect(calls.filter((c) => c === 'getResultKeys')).toHaveLength(1);
  });

  it('cannot say a code with an unknown key is not genuine while the provider is down', async () => {
    const { outcome } = await verified(
      fixtures.tokens.strangerKey,
      { getResultKeys: down() },
      fixtures.keys,
    );
    expect(outcome).toEqual({ kind: 'unchecked', reason: 'unreachable' });
  });

  it('never forgets a key once seen, though the provider drops it later', async () => {
    let list: ResultKey[] = [fixtures.schoolKey];
    const fake = fakeApi({ getResultKeys: () => ({ keys: list }) });
    const store = createResultVerifierStore(fake.api);
    await store.start();
    list = [];
    const rotated = keyFrom('44'.repeat(32));
    store.setCode(mint(rotated, payloadOf(rotated.jwk.kid, fixtures.payloads.genuine)));
    list = [rotated.jwk];
    expect((await store.submit())?.kind).toBe('genuine');
    store.setCode(fixtures.tokens.genuine);
    expect((await store.submit())?.kind).toBe('genuine');
  });

  it('says in the field that a code is needed, and checks nothing', async () => {
    const { store, outcome, calls } = await verified('  \n ', {}, fixtures.keys);
    expect(outcome).toBeNull();
    expect(store.codeError.value).toBe('codeRequired');
    expect(calls).toEqual([]);
    store.setCode('x');
    expect(store.codeError.value).toBeNull();
  });

  it('fills the field with a host’s address and checks it once, however often it is given', async () => {
    const fake = fakeApi();
    const store = createResultVerifierStore(fake.api, { keys: fixtures.keys });
    await store.start();
    const address = `https://shaplamodel.edu.bd/verify/${fixtures.tokens.genuine}`;
    expect((await store.fill(address))?.kind).toBe('genuine');
    expect(store.code.value).toBe(address);
    await store.fill(address);
    expect(fake.calls.filter((c) => c === 'getResultVerification')).toHaveLength(1);
  });

  it('is loading while a check runs, and lets the newest check win', async () => {
    let answer: (value: ResultVerification) => void = () => {};
    const fake = fakeApi({
      getResultVerification: (token: string) =>
        token === fixtures.tokens.old
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : fixtures.current,
    });
    const store = createResultVerifierStore(fake.api, { keys: fixtures.keys });
    store.setCode(fixtures.tokens.old);
    const first = store.submit();
    await vi.waitFor(() => expect(store.state.value).toBe('loading'));
    store.setCode(fixtures.tokens.genuine);
    const second = await store.submit();
    answer(fixtures.corrected);
    expect(await first).toBeNull();
    expect(second?.kind).toBe('genuine');
    expect(store.outcome.value?.kind).toBe('genuine');
  });
});
