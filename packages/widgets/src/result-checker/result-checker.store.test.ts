import {
  API_ERROR_MESSAGES,
  ApiError,
  type ExamResult,
  type RequestOptions,
  type ResultQuery,
} from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import * as fixtures from './fixtures.ts';
import type { ReportCardDownload } from './report-card.ts';
import { createResultCheckerStore, type ResultCheckerApi } from './result-checker.store.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const notFound = (url: string) =>
  new ApiError({
    kind: 'http',
    status: 404,
    url,
    message: 'No result was found for roll 110001 in that year and exam.',
  });

/** A fake provider: the demo answers, each call logged; a test replaces what it needs. */
function fakeApi(overrides: Partial<ResultCheckerApi> = {}) {
  const calls: string[] = [];
  const log = <A extends unknown[], T>(name: string, answer: (...args: A) => Promise<T>) =>
    ((...args: A) => {
      calls.push(`${name}(${args.filter((a) => typeof a !== 'object').join(',')})`);
      return answer(...args);
    }) as never;
  const api: ResultCheckerApi = {
    getAdmissionYears: log('getAdmissionYears', async () => fixtures.years),
    getExams: log('getExams', async () => fixtures.exams),
    getClassConfigs: log('getClassConfigs', async () => fixtures.classConfigs),
    getResults: log('getResults', async (roll: string | number) =>
      String(roll) === '110004' ? [fixtures.failed] : [fixtures.passed],
    ),
    getStudentProfile: log('getStudentProfile', async (id: number) =>
      id === 4 ? fixtures.failedProfile : fixtures.profile,
    ),
    getGrades: log('getGrades', async () => fixtures.grades),
    getInstitutes: log('getInstitutes', async () => [fixtures.institute]),
  };
  for (const [name, fn] of Object.entries(overrides)) {
    Object.assign(api, { [name]: log(name, fn as never) });
  }
  return { api, calls };
}

async function started(overrides: Partial<ResultCheckerApi> = {}, saveReportCard = vi.fn()) {
  const fake = fakeApi(overrides);
  const store = createResultCheckerStore(fake.api, { saveReportCard });
  await store.start();
  return { ...fake, store, saveReportCard };
}

describe('result checker store', () => {
  it('is loading until the three option lists, asked for together, are in', async () => {
    const years = deferred<typeof fixtures.years>();
    const { api, calls } = fakeApi({ getAdmissionYears: () => years.promise });
    const store = createResultCheckerStore(api);
    expect(store.state.value).toBe('loading');
    const loading = store.start();
    expect(calls).toEqual(['getAdmissionYears()', 'getExams()', 'getClassConfigs()']);
    expect(store.state.value).toBe('loading');
    years.resolve(fixtures.years);
    await loading;
    expect(store.state.value).toBe('ready');
    expect(store.years.value.map((y) => y.name)).toEqual(['2026', '2025', '2024']);
    expect(store.exams.value[0]?.name).toBe('Half Yearly Examination');
  });

  it('shows the error of a failed option list, and loads them again on retry', async () => {
    let fail = true;
    const { store } = await started({
      getExams: async () => {
        if (fail) {
          throw new ApiError({
            kind: 'timeout',
            url: '/api/exams',
            message: API_ERROR_MESSAGES.timeout,
          });
        }
        return fixtures.exams;
      },
    });
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe(API_ERROR_MESSAGES.timeout);
    fail = false;
    await store.start();
    expect(store.state.value).toBe('ready');
  });

  it('names what is missing or wrong and sends nothing', async () => {
    const { store, calls } = await started();
    expect(store.submit()).toBeNull();
    expect(store.fieldErrors.value).toEqual({
      roll: 'rollRequired',
      year: 'yearRequired',
      exam: 'examRequired',
    });
    store.setRoll('11a001');
    store.setYear(3);
    expect(store.submit()).toBeNull();
    expect(store.fieldErrors.value).toEqual({ roll: 'rollDigits', exam: 'examRequired' });
    store.setExam(1);
    expect(store.fieldErrors.value).toEqual({ roll: 'rollDigits' });
    store.setRoll('110001');
    expect(store.fieldErrors.value).toEqual({});
    expect(calls.filter((c) => c.startsWith('getResults'))).toEqual([]);
    expect(store.state.value).toBe('ready');
  });

  it('reads Bengali digits and refuses a roll of more than 9 digits', async () => {
    const { store, calls } = await started();
    store.setRoll('১১০০০১০০০০১');
    store.setYear(3);
    store.setExam(1);
    expect(store.submit()).toBeNull();
    expect(store.fieldErrors.value).toEqual({ roll: 'rollLength' });
    expect(calls.filter((c) => c.startsWith('getResults'))).toEqual([]);
    store.setRoll(' ১১০০০১ ');
    expect(store.submit()).toEqual({ roll: '110001', yearId: 3, examId: 1 });
    await store.settled();
    expect(calls).toContain('getResults(110001,3,1)');
    expect(store.state.value).toBe('ready');
  });

  it("fills the form with a host's values and names only the given ones that are wrong", async () => {
    const { store, calls } = await started();
    await store.fill({ roll: 'abc', yearId: '3', examId: '1' });
    expect(store.fieldErrors.value).toEqual({ roll: 'rollDigits' });
    expect(store.roll.value).toBe('abc');
    expect(store.yearId.value).toBe(3);
    await store.fill({ roll: '110001', yearId: '3.5', examId: undefined });
    expect(store.fieldErrors.value).toEqual({ year: 'yearInvalid' });
    // Ids the lists do not have are wrong too, and are not sent.
    await store.fill({ roll: '110001', yearId: '9', examId: '৯' });
    expect(store.fieldErrors.value).toEqual({ year: 'yearInvalid', exam: 'examInvalid' });
    expect(store.yearId.value).toBeNull();
    expect(store.state.value).toBe('ready');
    expect(calls.filter((c) => c.startsWith('getResults'))).toEqual([]);
    await store.fill({ roll: '১১০০০১', yearId: '৩', examId: '1' });
    expect(store.fieldErrors.value).toEqual({});
    expect(calls.filter((c) => c.startsWith('getResults'))).toEqual(['getResults(110001,3,1)']);
    expect(store.state.value).toBe('ready');
  });

  it('does not ask again for the lookup on its way or on screen, but does after a failure', async () => {
    let fail = false;
    const { store, calls } = await started({
      getResults: async () => {
        if (fail) throw new ApiError({ kind: 'network', url: '/r', message: 'down' });
        return [fixtures.passed];
      },
    });
    const results = () => calls.filter((c) => c.startsWith('getResults'));
    store.setRoll('110001');
    store.setYear(3);
    store.setExam(1);
    store.submit();
    // The host puts the lookup in its address, which comes back as the same values.
    await store.fill({ roll: '110001', yearId: '3', examId: '1' });
    expect(results()).toHaveLength(1);
    expect(store.state.value).toBe('ready');
    store.submit();
    expect(results()).toHaveLength(1);
    fail = true;
    await store.lookup({ roll: '110004', yearId: 3, examId: 1 });
    expect(store.state.value).toBe('error');
    await store.lookup({ roll: '110004', yearId: 3, examId: 1 });
    expect(results()).toHaveLength(3);
  });

  it('looks a result up and builds the card: merged rows, names, session, formatted numbers', async () => {
    const { store, calls } = await started();
    store.setRoll(' 110001 ');
    store.setYear(3);
    store.setExam(1);
    expect(store.submit()).toEqual({ roll: '110001', yearId: 3, examId: 1 });
    expect(store.state.value).toBe('loading');
    await store.settled();
    expect(store.state.value).toBe('ready');
    expect(calls).toContain('getResults(110001,3,1)');
    expect(calls).toContain('getStudentProfile(1)');
    const card = store.card.value;
    expect(card).toMatchObject({
      studentName: 'Zannat Chowdhury',
      className: 'Six (A)',
      session: '2026',
      examName: 'Half Yearly Examination',
      roll: '110001',
      totalObtained: '679',
      gpa: '4.13',
      passed: true,
    });
    expect(card?.result).toBe(fixtures.passed);
    expect(store.rows.value[0]?.subjects).toEqual(['Bangla 1st Paper', 'Bangla 2nd Paper']);
    expect(store.rows.value).toHaveLength(8);
  });

  it('asks for the grade scale once for several lookups', async () => {
    const { store, calls } = await started();
    await store.lookup({ roll: '110001', yearId: 3, examId: 1 });
    await store.lookup({ roll: '110004', yearId: 3, examId: 1 });
    expect(store.card.value?.passed).toBe(false);
    expect(store.card.value?.gpa).toBe('0.00');
    expect(calls.filter((c) => c === 'getGrades()')).toHaveLength(1);
  });

  it('says no result when the provider answers an empty list', async () => {
    const { store } = await started({ getResults: async () => [] });
    await store.lookup({ roll: '999999', yearId: 3, examId: 4 });
    expect(store.state.value).toBe('empty');
    expect(store.lastQuery.value?.roll).toBe('999999');
    expect(store.card.value).toBeNull();
    expect(store.error.value).toBeNull();
  });

  it('says no result for a 404, and shows the message of any other failure', async () => {
    let failure: ApiError = notFound('/results/110001/3/3');
    const { store } = await started({
      getResults: async () => {
        throw failure;
      },
    });
    await store.lookup({ roll: '110001', yearId: 3, examId: 3 });
    expect(store.state.value).toBe('empty');

    failure = new ApiError({
      kind: 'timeout',
      url: '/results',
      message: API_ERROR_MESSAGES.timeout,
    });
    await store.lookup({ roll: '110001', yearId: 3, examId: 1 });
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe(API_ERROR_MESSAGES.timeout);
  });

  it('lets the newest lookup win and aborts the one before', async () => {
    const first = deferred<ExamResult[]>();
    const signals: AbortSignal[] = [];
    const { store } = await started({
      getResults: (
        roll: string | number,
        _y: number,
        _e: number,
        _query?: ResultQuery,
        opts?: RequestOptions,
      ) => {
        if (opts?.signal) signals.push(opts.signal);
        return String(roll) === '110004' ? first.promise : Promise.resolve([fixtures.passed]);
      },
    });
    const slow = store.lookup({ roll: '110004', yearId: 3, examId: 1 });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    await store.lookup({ roll: '110001', yearId: 3, examId: 1 });
    expect(signals[0]?.aborted).toBe(true);
    first.resolve([fixtures.failed]);
    await slow;
    expect(store.state.value).toBe('ready');
    expect(store.card.value?.studentName).toBe('Zannat Chowdhury');
  });

  it('still shows the card when the profile and the grade scale fail (spec: ignored)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = await started({
      getStudentProfile: async () => {
        throw notFound('/api/student-profile/1');
      },
      getGrades: async () => {
        throw new ApiError({
          kind: 'network',
          url: '/api/grades',
          message: API_ERROR_MESSAGES.network,
        });
      },
    });
    await store.lookup({ roll: '110001', yearId: 3, examId: 1 });
    expect(store.state.value).toBe('ready');
    expect(store.card.value).toMatchObject({
      studentName: null,
      className: null,
      roll: '110001',
      session: '2026',
    });
    // The papers of each pair carry the same grade in the demo data, so it stands.
    expect(store.rows.value[0]?.grade).toBe('A');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('runs a lookup asked for before the option lists arrive once they are in', async () => {
    const years = deferred<typeof fixtures.years>();
    const { api, calls } = fakeApi({ getAdmissionYears: () => years.promise });
    const store = createResultCheckerStore(api);
    void store.start();
    const lookup = store.lookup({ roll: 110001, yearId: 3, examId: 1 });
    expect(store.state.value).toBe('loading');
    await Promise.resolve();
    expect(calls.some((c) => c.startsWith('getResults'))).toBe(false);
    years.resolve(fixtures.years);
    await lookup;
    expect(store.state.value).toBe('ready');
    expect(store.card.value?.session).toBe('2026');
    expect(store.roll.value).toBe('110001');
  });

  it('prepares the PDF with the card on screen and the institute name, once at a time', async () => {
    const saving = deferred<void>();
    const save = vi.fn((_input: ReportCardDownload) => saving.promise);
    const { store, calls } = await started({}, save);
    await store.lookup({ roll: '110001', yearId: 3, examId: 1 });
    const download = store.downloadReportCard();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(store.pdf.value).toBe('working');
    void store.downloadReportCard();
    expect(save).toHaveBeenCalledTimes(1);
    saving.resolve();
    await download;
    expect(store.pdf.value).toBe('idle');
    const input = save.mock.calls[0]?.[0];
    expect(input?.card).toBe(store.card.value);
    expect(await input?.institutes?.()).toEqual([fixtures.institute]);
    expect(calls.filter((c) => c === 'getInstitutes()')).toHaveLength(1);
  });

  it('prints the institute’s identity, or the given name, and reports a PDF that could not be made', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = vi.fn(async (_input: ReportCardDownload) => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { store } = await started({}, save);
    await store.lookup({ roll: '110001', yearId: 3, examId: 1 });
    await store.downloadReportCard({
      schoolName: 'Our School',
      verifyUrl: 'https://s.example/verify/',
    });
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      schoolName: 'Our School',
      verifyUrl: 'https://s.example/verify/',
    });
    expect(store.pdf.value).toBe('error');
    error.mockRestore();
  });
});
