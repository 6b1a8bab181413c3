import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { checkProvider } from '../src/contract/check.ts';
import { categoryTitledNotices } from '../src/contract/foreign.ts';
import { CALLS, CONTRACT, CONTRACT_CALLS, paramReader } from '../src/contract/index.ts';
import { contractHandler, contractHandlers, fail, HANG } from '../src/contract/msw.ts';
import {
  API_ERROR_MESSAGES,
  type ApiClient,
  ApiError,
  createApiClient,
  type DownloadsQuery,
  type ExamResult,
  type Notice,
  PATHS,
  type Paged,
  type PublicMessage,
  type RequestOptions,
  type ResultQuery,
  type StaffProfile,
  type StaffQuery,
  type SubmissionReceipt,
} from '../src/index.ts';

const BASE = 'https://provider.example';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const notice: Notice = {
  id: 1,
  title: 'Holiday',
  notice_title: 'Holiday',
  notice_description: 'The school is closed on Friday.',
  date: '2026-11-20',
  expire_date: '2026-12-20',
  file_attached: null,
};

describe('the table', () => {
  it('marks exactly the GETs whose answer is one object (`one`), as the answers’ schemas say', () => {
    for (const [name, call] of Object.entries(CONTRACT)) {
      if (call.method !== 'GET') continue;
      let schema = call.answer as { type: string; wrapped?: unknown };
      while (schema.wrapped) schema = schema.wrapped as typeof schema;
      const one = (CALLS[name as keyof typeof CALLS] as { one?: true }).one === true;
      expect(schema.type, name).toBe(one ? 'object' : 'array');
    }
  });

  it('names every path of PATHS after its method, as the site uses them', () => {
    expect(PATHS.notices).toBe('/notices');
    expect(PATHS.institutes).toBe('/api/institute');
    expect(PATHS.siteColors).toBe('/site-color');
    expect(PATHS.publicMessage).toBe('/public-msg/');
    expect(Object.keys(PATHS)).toHaveLength(Object.keys(CALLS).length);
  });

  it('declares a schema for every path and query parameter the client sends', () => {
    for (const call of CONTRACT_CALLS) {
      const inPath = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(call.pathParams ?? {}), call.name).toEqual(inPath);
      expect(Object.keys(call.queryParams ?? {}), call.name).toEqual([...(call.query ?? [])]);
    }
  });
});

describe('parameters read by the table', () => {
  const { getResults, getStaffProfiles, getDownloads } = CONTRACT;
  const resultPath = paramReader(getResults.pathParams, { optional: false });
  const resultQuery = paramReader(getResults.queryParams, { optional: true });
  const staff = paramReader(getStaffProfiles.queryParams, { optional: true });

  it('reads numbers typed on a Bangla keyboard as the same numbers', () => {
    expect(resultPath({ roll: '১১০০০১', academicYearId: '৩', examId: '7' })).toEqual({
      ok: true,
      value: { roll: 110001, academicYearId: 3, examId: 7 },
    });
    expect(resultQuery({ dob: '২০১২-০৩-১৪' })).toEqual({ ok: true, value: { dob: '2012-03-14' } });
    expect(staff({ page: '২' })).toMatchObject({ ok: true, value: { page: 2 } });
  });

  it('gives the defaults the table declares, and reads more than 100 a page as 100', () => {
    expect(staff({})).toEqual({ ok: true, value: { page: 1, page_size: 20 } });
    expect(staff({ page_size: '500', page: ['3', '4'] })).toEqual({
      ok: true,
      value: { page: 3, page_size: 100 },
    });
    // A blank value is one left out.
    expect(staff({ page: ' ', role_filter: '' })).toEqual({
      ok: true,
      value: { page: 1, page_size: 20 },
    });
  });

  it('refuses in words a parent can read, saying which field when a person typed it', () => {
    const refused = {
      ok: false,
      message: 'The page number must be a whole number, for example 1.',
    };
    for (const page of ['two', '0', '-1', '1.5', '1e3', '0x10', '9'.repeat(400)]) {
      expect(staff({ page }), page).toEqual(refused);
    }
    expect(resultPath({ roll: '12a', academicYearId: '1', examId: '1' })).toEqual({
      ok: false,
      message: 'The roll number must be a whole number, for example 1.',
    });
    expect(resultPath({ roll: '1234567890', academicYearId: '1', examId: '1' }).ok).toBe(false);
    expect(resultPath({ roll: '1', academicYearId: '', examId: '1' })).toEqual({
      ok: false,
      message: 'The academic year must be a whole number, for example 1.',
    });
    const token = paramReader(CONTRACT.getResultVerification.pathParams, { optional: false });
    for (const odd of [' ', 'x'.repeat(1001)]) {
      expect(token({ token: odd })).toEqual({
        ok: false,
        code: 'malformed',
        message:
          'This is not a result code from a report card. Please check that it was copied completely.',
      });
    }
    expect(resultQuery({ dob: '2012-02-30' })).toEqual({
      ok: false,
      message: 'The date of birth could not be read.',
      errors: { dob: 'Enter the date of birth as year-month-day, for example 2012-03-14.' },
    });
    expect(
      paramReader(getDownloads.queryParams, { optional: true })({ download_type: 'Poems' }),
    ).toEqual({
      ok: false,
      message:
        'Choose a document type: Assignment, Hand Book, Home Work, Class Notes, Other Download.',
    });
  });
});

describe('the client made from the table', () => {
  it('keeps the method signatures the widgets call (checked by tsc)', () => {
    expectTypeOf<ApiClient['getNotices']>().toEqualTypeOf<
      (opts?: RequestOptions) => Promise<Notice[]>
    >();
    expectTypeOf<ApiClient['getResults']>().toEqualTypeOf<
      (
        roll: number | string,
        academicYearId: number,
        examId: number,
        query?: ResultQuery,
        opts?: RequestOptions,
      ) => Promise<ExamResult[]>
    >();
    expectTypeOf<ApiClient['getDownloads']>().parameters.toEqualTypeOf<
      [query: DownloadsQuery, opts?: RequestOptions]
    >();
    expectTypeOf<ApiClient['getStaffProfiles']>().toEqualTypeOf<
      (query?: StaffQuery, opts?: RequestOptions) => Promise<Paged<StaffProfile>>
    >();
    expectTypeOf<ApiClient['sendPublicMessage']>().toEqualTypeOf<
      (body: PublicMessage, opts?: RequestOptions) => Promise<SubmissionReceipt>
    >();
  });
});

describe('MSW handlers from the table', () => {
  // Short enough for the hanging call's test, long enough for a busy machine's other calls.
  const api = createApiClient({ baseURL: BASE, timeout: 5_000 });

  it('answer a call with its body', async () => {
    server.use(...contractHandlers(BASE, { getNotices: [notice], getExams: [] }));
    await expect(api.getNotices()).resolves.toEqual([notice]);
    await expect(api.getExams()).resolves.toEqual([]);
  });

  it('fill path parameters and answer POSTs with the table’s status', async () => {
    server.use(
      ...contractHandlers(BASE, {
        getResults: (_request, params) =>
          params.roll === '110001' ? [] : fail(404, 'No result was found for roll 42.'),
        sendPublicMessage: { id: 'M-7KQ4M-9XP2B', message: 'Your message has been sent.' },
      }),
    );
    await expect(api.getResults('110001', 3, 1)).resolves.toEqual([]);
    await expect(api.getResults(42, 3, 1)).rejects.toMatchObject({
      status: 404,
      message: 'No result was found for roll 42.',
    });
    const sent = await api.sendPublicMessage({ name: 'R', phone_no: '01712345678', msg: 'Hi' });
    expect(sent.id).toBe('M-7KQ4M-9XP2B');
  });

  it('hang forever (the loading face) and fail with the provider’s message', async () => {
    server.use(
      contractHandler(BASE, 'getInstitutes', HANG),
      contractHandler(BASE, 'getContacts', fail(500)),
      contractHandler(
        BASE,
        'createStudentParent',
        fail(400, 'Please correct the fields.', { 'student_user.dob': 'Enter a real date.' }),
      ),
    );
    const hung = await api.getInstitutes({ timeout: 200 }).catch((e: unknown) => e);
    expect(hung).toMatchObject({ kind: 'timeout', message: API_ERROR_MESSAGES.timeout });
    await expect(api.getContacts()).rejects.toMatchObject({
      status: 500,
      message: "Something went wrong on the school's server. Please try again later.",
    });
    const refused = await api.createStudentParent({} as never).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ errors: { 'student_user.dob': 'Enter a real date.' } });
  });

  it('refuse a body that does not fit the contract', () => {
    expect(() =>
      contractHandlers(BASE, { getNotices: [{ ...notice, date: '20/11/2026' }] }),
    ).toThrow(/getNotices does not fit the contract: 0\.date/);
  });
});

describe('the contract check', () => {
  it('passes a provider that fills the fields its own way: `title` a category, `notice_title` the whole title', async () => {
    const notices = categoryTitledNotices();
    expect(notices.every((n) => n.title !== n.notice_title)).toBe(true);
    expect(v.safeParse(CONTRACT.getNotices.answer, notices).success).toBe(true);
    server.use(
      http.get(`${BASE}/notices`, () => HttpResponse.json(notices)),
      http.get(`${BASE}/*`, () => HttpResponse.json({ message: 'nothing here' }, { status: 404 })),
    );
    const checked = await checkProvider(BASE);
    expect(checked.find((c) => c.name === 'getNotices')).toMatchObject({ verdict: 'ok' });
  });

  it('reports an answer that does not fit, and what it asked', async () => {
    server.use(
      http.get(`${BASE}/notices`, () => HttpResponse.json([{ ...notice, id: 'one' }])),
      http.get(`${BASE}/*`, () => HttpResponse.json({ message: 'nothing here' }, { status: 404 })),
    );
    const checked = await checkProvider(BASE);
    expect(checked.find((c) => c.name === 'getNotices')).toMatchObject({
      verdict: 'mismatch',
      asked: ['/notices'],
      problems: [expect.stringMatching(/^\/notices: 0\.id: Invalid type/)],
    });
    expect(checked.find((c) => c.name === 'getExams')?.verdict).toBe('error');
    expect(checked.find((c) => c.name === 'getResults')?.verdict).toBe('skipped');
  });
});
