import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ExamResult,
  Institute,
  ResultKey,
  ResultKeys,
  ResultVerification,
  SubjectDetail,
} from '@school/api';
import {
  checkResultToken,
  encodeResultPayload,
  joinResultToken,
  maximumMarks,
  parseResultToken,
  subjectsDigest,
} from '@school/api/result-token';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { loadSigner, rotateKey } from '../src/results/keys.ts';
import { signResults } from '../src/results/publish.ts';
import { signerFor } from '../src/results/signing.ts';
import { startDemoProvider } from '../src/testing.ts';
import { DIALECTS, demoApp } from './helpers.ts';

/** The demo school published its results on this day (in Dhaka), and corrected some later. */
const PUBLISHED = new Date('2026-03-01T06:00:00Z');
const CORRECTED = new Date('2026-03-15T06:00:00Z');

type Ctx = Awaited<ReturnType<typeof demoApp>>;

describe.each(DIALECTS)('signed results on %s', (dialect) => {
  let ctx: Ctx;
  beforeAll(async () => {
    // No answer cache: every lookup below reads the database.
    ctx = await demoApp(dialect, { resultCacheMs: 0 }, { today: PUBLISHED });
  });
  afterAll(() => ctx?.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url, headers });
    return { status: res.statusCode, headers: res.headers, body: res.json() as T, text: res.body };
  };
  const keys = async () => (await get<ResultKeys>('/.well-known/result-keys.json')).body.keys;
  const verdict = (token: string) => get<ResultVerification>(`/result-verification/${token}`);
  const signer = () => loadSigner({ dataDir: ctx.database.dataDir });

  /** The n-th result of the demo school, its address and its answer's token. */
  async function aResult(n: number) {
    const row = await ctx.db.kysely
      .selectFrom('results')
      .select(['id', 'roll_no', 'admission_year_id', 'exam_id', 'subjects_details', 'token'])
      .orderBy('id')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow();
    const url = `/results/${row.roll_no}/${row.admission_year_id}/${row.exam_id}`;
    const answer = async () => {
      const res = await get<ExamResult[]>(url);
      expect(res.status, url).toBe(200);
      return res.body[0] as ExamResult;
    };
    const first = await answer();
    return { row, url, answer, token: first.token ?? '' };
  }

  /** A re-scrutiny, made by hand in the database: one more mark in the first paper. */
  async function correct(id: number) {
    const row = await ctx.db.kysely
      .selectFrom('results')
      .select(['subjects_details', 'obtained_marks'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const subjects = JSON.parse(row.subjects_details) as SubjectDetail[];
    if (subjects[0]) subjects[0].obtained_marks += 1;
    const total = Number(row.obtained_marks) + 1;
    await ctx.db.kysely
      .updateTable('results')
      .set({ subjects_details: JSON.stringify(subjects), obtained_marks: total })
      .where('id', '=', id)
      .execute();
    return total;
  }

  it('answers each result with a token its school’s published key verifies, saying what the answer says', async () => {
    const { row, answer, token } = await aResult(0);
    const result = await answer();
    const check = checkResultToken(token, await keys());
    expect(check.verdict).toBe('genuine');
    if (check.verdict !== 'genuine') return;
    const student = await get<{ name: string }>(`/api/student-profile/${result.id}`);
    const [institute] = (await get<Institute[]>('/api/institute')).body;
    expect(check.payload).toEqual({
      kid: (await signer()).kid,
      eiin: institute?.institute_eiin_no,
      roll: row.roll_no,
      yearId: row.admission_year_id,
      examId: row.exam_id,
      name: student.body.name,
      gpa: result.gpa,
      total: result.obtained_marks,
      max: maximumMarks(result.subjects_details),
      pass: result.is_pass,
      digest: subjectsDigest(result.subjects_details),
      issued: '2026-03-01',
    });
  });

  it('signs a result once, when it is published, not when it is asked for', async () => {
    const { row, answer, token } = await aResult(1);
    // Read from the database each time (no answer cache): the stored token, dated the day of
    // publication, not today.
    expect((await answer()).token).toBe(token);
    expect(token).toBe(row.token);
    expect(parseResultToken(token)?.payload.issued).toBe('2026-03-01');
  });

  it('publishes its keys as a JWK Set that browsers and CDNs may keep', async () => {
    const res = await get<ResultKeys>('/.well-known/result-keys.json');
    expect(res.status).toBe(200);
    const kid = (await signer()).kid;
    expect(res.body.keys).toEqual([
      expect.objectContaining({
        kty: 'OKP',
        crv: 'Ed25519',
        kid,
        alg: 'EdDSA',
        use: 'sig',
        created: '2026-03-01',
        retired: null,
      }),
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(res.headers.etag);
    expect(
      (
        await ctx.app.inject({
          url: '/.well-known/result-keys.json',
          headers: { 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('publishes a correction with a new token of that day; the old card then shows it corrected', async () => {
    const { row, answer, token: old } = await aResult(2);
    const total = await correct(row.id);
    // Not yet signed: the card already reads as corrected, without a token to vouch for the new figures.
    const unsigned = await verdict(old);
    expect(unsigned.body).toMatchObject({ status: 'corrected', result: { obtained_marks: total } });
    expect(unsigned.body).not.toHaveProperty('token');
    expect(unsigned.body).not.toHaveProperty('corrected_on');

    const signed = await signResults(ctx.db, await signer(), { today: CORRECTED });
    expect(signed).toEqual([
      expect.objectContaining({ roll: row.roll_no, reason: 'corrected', issued: '2026-03-15' }),
    ]);
    const fresh = (await answer()).token ?? '';
    expect(fresh).not.toBe(old);
    expect(parseResultToken(fresh)?.payload).toMatchObject({ total, issued: '2026-03-15' });

    const corrected = await verdict(old);
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      status: 'corrected',
      corrected_on: '2026-03-15',
      token: fresh,
      result: { obtained_marks: total, token: fresh },
      year_name: '2026',
    });
    expect(corrected.body.student_name).toBe(parseResultToken(old)?.payload.name);
    expect(corrected.body.exam_name).toMatch(/Examination$/);
    expect(corrected.body.class_name).toMatch(
      /^(Six|Seven|Eight|Nine|Ten|XI|XII)( [\w ]+)? \([AB]\)$/,
    );
    expect((await verdict(fresh)).body).toMatchObject({ status: 'current', token: fresh });
    // Published as it stands: nothing left to sign.
    expect(await signResults(ctx.db, await signer(), { today: CORRECTED })).toEqual([]);
  });

  it('refuses a token whose figures were changed, or that another key signed, as not genuine', async () => {
    const { token } = await aResult(3);
    const parsed = parseResultToken(token);
    if (!parsed) throw new Error('unreadable token');
    const better = encodeResultPayload({ ...parsed.payload, gpa: 5, pass: true });
    const forged = await verdict(joinResultToken(better, parsed.signature));
    expect(forged.status).toBe(404);
    expect(forged.body).toEqual({
      code: 'not-genuine',
      message:
        'This result was not issued by this school: the report card may have been altered. Please ask the school office.',
    });
    const stranger = signerFor(generateKeyPairSync('ed25519').privateKey);
    const { kid: _, issued, ...figures } = parsed.payload;
    const [elsewhere = ''] = await stranger.sign([{ figures, issued }]);
    expect((await verdict(elsewhere)).body).toMatchObject({ code: 'not-genuine' });
  });

  it('refuses what is not a token at all with 400', async () => {
    const { token } = await aResult(3);
    for (const text of ['abc', 'a.b', token.slice(0, -1), token.replace('.', ''), `${token}.x`]) {
      const res = await verdict(encodeURIComponent(text));
      expect(res.status, text).toBe(400);
      expect(res.body).toEqual({
        code: 'malformed',
        message:
          'This is not a result code from a report card. Please check that it was copied completely.',
      });
    }
  });

  it('says a result the school no longer publishes is withdrawn', async () => {
    const { row, token } = await aResult(4);
    await ctx.db.kysely.deleteFrom('results').where('id', '=', row.id).execute();
    const res = await verdict(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'withdrawn' });
  });

  it('signs at start what an upgrade left unsigned and what was corrected by hand, nothing else', async () => {
    const unsigned = [await aResult(5), await aResult(6)];
    const corrected = await aResult(7);
    await ctx.db.kysely
      .updateTable('results')
      .set({ token: null })
      .where(
        'id',
        'in',
        unsigned.map((r) => r.row.id),
      )
      .execute();
    await correct(corrected.row.id);
    const started = await prepareDatabase(ctx.db, {
      keys: { dataDir: ctx.database.dataDir },
      today: CORRECTED,
    });
    expect(started.seeded).toBe(false);
    expect(started.signed.map((s) => [s.roll, s.reason]).sort()).toEqual(
      [
        [unsigned[0]?.row.roll_no, 'new'],
        [unsigned[1]?.row.roll_no, 'new'],
        [corrected.row.roll_no, 'corrected'],
      ].sort(),
    );
    for (const { answer } of [...unsigned, corrected]) {
      const token = (await answer()).token ?? '';
      expect(checkResultToken(token, await keys()).verdict).toBe('genuine');
    }
    const again = await prepareDatabase(ctx.db, { keys: { dataDir: ctx.database.dataDir } });
    expect(again.signed).toEqual([]);
  });

  it('keeps old cards verifying after a key rotation, and signs what follows with the new key', async () => {
    const { token: old } = await aResult(8);
    const [before] = await keys();
    const { signer: next, retired } = await rotateKey(
      ctx.db.kysely,
      { dataDir: ctx.database.dataDir },
      '2026-04-01',
    );
    expect(retired).toEqual([before?.kid]);
    const after = await keys();
    expect(after.map((k) => [k.kid, k.retired])).toEqual([
      [next.kid, null],
      [before?.kid, '2026-04-01'],
    ]);
    expect(checkResultToken(old, after).verdict).toBe('genuine');
    expect((await verdict(old)).body.status).toBe('current');

    // The key file now holds the new key; a rotation alone re-signs nothing.
    expect((await signer()).kid).toBe(next.kid);
    expect(await signResults(ctx.db, await signer())).toEqual([]);
    const { row, answer } = await aResult(9);
    await correct(row.id);
    expect(await signResults(ctx.db, await signer(), { today: CORRECTED })).toHaveLength(1);
    const fresh = (await answer()).token ?? '';
    const check = checkResultToken(fresh, after);
    expect(check.verdict).toBe('genuine');
    expect(check.verdict === 'genuine' && check.key.kid).toBe(next.kid);
    expect((await verdict(fresh)).body.status).toBe('current');
  });

  describe('when the school asks for the date of birth', () => {
    let dob: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      dob = await buildApp({
        db: ctx.db,
        dataDir: ctx.database.dataDir,
        resultsRequireDob: true,
        resultCacheMs: 30_000,
      });
    });
    afterAll(() => dob?.close());

    const NO_MATCH = {
      code: 'no-match',
      message: 'No result matches this roll number and date of birth. Please check both.',
    };
    const ask = async (url: string) => {
      const res = await dob.inject(url);
      return { status: res.statusCode, body: res.json() };
    };

    async function aStudent() {
      const { row, url, token } = await aResult(20);
      const student = await ctx.db.kysely
        .selectFrom('students')
        .innerJoin('results', 'results.student_id', 'students.id')
        .select('students.dob')
        .where('results.id', '=', row.id)
        .executeTakeFirstOrThrow();
      const born = student.dob ?? '';
      const dayAfter = new Date(Date.parse(born) + 86_400_000).toISOString().slice(0, 10);
      return { row, url, token, born, dayAfter };
    }

    it('asks for it when it is missing, and says when it cannot be read', async () => {
      const { url } = await aStudent();
      expect(await ask(url)).toEqual({
        status: 400,
        body: {
          message: "This school asks for the student's date of birth with the roll number.",
          code: 'dob-required',
          errors: { dob: 'Enter the date of birth.' },
        },
      });
      for (const odd of ['2012-02-30', '14/03/2012', '2012-3-4', 'yesterday']) {
        const res = await ask(`${url}?dob=${encodeURIComponent(odd)}`);
        expect(res.status, odd).toBe(400);
        expect(res.body.errors.dob, odd).toBe(
          'Enter the date of birth as year-month-day, for example 2012-03-14.',
        );
      }
    });

    it('answers a wrong date and an unknown roll in the same words, the right date with the result', async () => {
      const { row, url, token, born, dayAfter } = await aStudent();
      expect(await ask(`${url}?dob=${dayAfter}`)).toEqual({ status: 404, body: NO_MATCH });
      const unknown = `/results/999999/${row.admission_year_id}/${row.exam_id}?dob=${born}`;
      expect(await ask(unknown)).toEqual({ status: 404, body: NO_MATCH });
      const right = await ask(`${url}?dob=${born}`);
      expect(right.status).toBe(200);
      expect(right.body[0].token).toBe(token);
      // Typed on a Bangla keyboard, the same date.
      const bangla = born.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
      expect((await ask(`${url}?dob=${encodeURIComponent(bangla)}`)).status).toBe(200);
      // An exam with no results yet says so, date or not.
      const exams = await ctx.db.kysely.selectFrom('exams').select('id').execute();
      const published = new Set(
        (await ctx.db.kysely.selectFrom('results').select('exam_id').distinct().execute()).map(
          (r) => r.exam_id,
        ),
      );
      const pending = exams.find((e) => !published.has(e.id));
      const early = await ask(
        `/results/${row.roll_no}/${row.admission_year_id}/${pending?.id}?dob=${born}`,
      );
      expect(early).toMatchObject({ status: 404, body: { code: 'not-published' } });
    });

    it('never hands the answer kept for the right date to a request without it', async () => {
      const { url, born, dayAfter } = await aStudent();
      const right = await ask(`${url}?dob=${born}`);
      expect(right.status).toBe(200);
      expect((await ask(url)).status).toBe(400);
      expect(await ask(`${url}?dob=${dayAfter}`)).toEqual({ status: 404, body: NO_MATCH });
      expect(await ask(`${url}?dob=`)).toMatchObject({
        status: 400,
        body: { code: 'dob-required' },
      });
      expect(await ask(`${url}?dob=${born}`)).toEqual(right);
    });

    it('verifies a report card without it: the token proves the card was in hand', async () => {
      const { token } = await aStudent();
      const res = await dob.inject(`/result-verification/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'current', token });
    });
  });

  it('publishes every host’s key, and says so when another signs with a key this one lacks', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'school-other-host-'));
    try {
      const [current] = await keys();
      const other = await prepareDatabase(ctx.db, { keys: { dataDir: elsewhere } });
      expect(other.key.others).toEqual([current?.kid]);
      expect((await keys()).map((k: ResultKey) => k.kid)).toContain(other.key.kid);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('the demo provider the widget and end-to-end tests start', () => {
  it('signs again what its `prepare` changed, so that the token says what the answer says', async () => {
    const name = 'মোছাঃ সুমাইয়া আক্তার';
    const provider = await startDemoProvider({
      // A copy of the school seeded once for the run, as the end-to-end tests start it.
      seeded: inject('demoTemplate').dataDir,
      prepare: async (db) => {
        await db.kysely
          .updateTable('students')
          .set({ name })
          .where('roll_no', '=', 110001)
          .execute();
      },
    });
    try {
      const [result] = (await (
        await fetch(`${provider.url}/results/110001/3/1`)
      ).json()) as ExamResult[];
      expect(parseResultToken(result?.token ?? '')?.payload.name).toBe(name);
      const check = await fetch(`${provider.url}/result-verification/${result?.token}`);
      expect(await check.json()).toMatchObject({ status: 'current', student_name: name });
    } finally {
      await provider.close();
    }
  });
});
