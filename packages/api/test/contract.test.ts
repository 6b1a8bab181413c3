import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { checkProvider } from '../src/contract/check.ts';
import { CALLS, CONTRACT, CONTRACT_CALLS } from '../src/contract/index.ts';
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
  const api = createApiClient({ baseURL: BASE, timeout: 200 });

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
    const hung = await api.getInstitutes().catch((e: unknown) => e);
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
