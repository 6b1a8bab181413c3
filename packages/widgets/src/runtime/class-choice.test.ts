import { type ApiClient, ApiError } from '@school/api';
import { describe, expect, it } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { CLASSES, SESSIONS, YEARS } from './class-choice.fixtures.ts';
import { createClassChoice, periodKind } from './class-choice.ts';

type Lists = 'getClassConfigs' | 'getAdmissionYears' | 'getAcademicSessions';

/** A fake provider whose three lists answer when the test says so. */
function fakeApi() {
  const calls: { name: Lists; signal: AbortSignal; d: Deferred<unknown> }[] = [];
  const call =
    (name: Lists) =>
    (opts: { signal?: AbortSignal } = {}) => {
      const d = deferred<unknown>();
      calls.push({ name, signal: opts.signal as AbortSignal, d });
      return d.promise;
    };
  const api = {
    getClassConfigs: call('getClassConfigs'),
    getAdmissionYears: call('getAdmissionYears'),
    getAcademicSessions: call('getAcademicSessions'),
  } as unknown as Pick<ApiClient, Lists>;
  const answer = () => {
    const lists: Record<Lists, unknown> = {
      getClassConfigs: CLASSES,
      getAdmissionYears: YEARS,
      getAcademicSessions: SESSIONS,
    };
    for (const c of calls) c.d.resolve(lists[c.name]);
  };
  return { api, calls, answer };
}

async function loaded() {
  const { api, calls, answer } = fakeApi();
  const choice = createClassChoice(api);
  const done = choice.load();
  answer();
  await done;
  return { choice, calls };
}

describe('createClassChoice', () => {
  it('asks for the classes, the years and the sessions together', async () => {
    const { api, calls, answer } = fakeApi();
    const choice = createClassChoice(api);
    const done = choice.load();
    expect(calls.map((c) => c.name)).toEqual([
      'getClassConfigs',
      'getAdmissionYears',
      'getAcademicSessions',
    ]);
    expect(choice.status.value).toBe('loading');
    answer();
    await done;
    expect(choice.status.value).toBe('ready');
    expect(choice.classes.value).toEqual(CLASSES);
  });

  it('offers academic years for a class without a group, sessions for one with a group', async () => {
    const { choice } = await loaded();
    expect(choice.kind.value).toBe('year');
    expect(choice.periods.value.map((p) => p.label)).toEqual(['2026', '2025', '2024']);
    choice.setClass('11');
    expect(choice.kind.value).toBe('session');
    expect(choice.periods.value).toEqual([
      { value: '2026', label: '2026–2027' },
      { value: '2025', label: '2025–2026' },
      { value: '2024', label: '2024–2025' },
    ]);
    choice.setClass('2');
    expect(choice.kind.value).toBe('year');
  });

  it('keeps the period when the class counts alike, and drops it when it switches', async () => {
    const { choice } = await loaded();
    choice.setClass('1');
    choice.setPeriod('2025');
    choice.setClass('7');
    expect(choice.period.value).toBe('2025');
    choice.setClass('11');
    expect(choice.period.value).toBe('');
    choice.setPeriod('2026');
    choice.setClass('17');
    expect(choice.period.value).toBe('2026');
  });

  it('makes the query only once both are chosen: a start year or a year name', async () => {
    const { choice } = await loaded();
    expect(choice.query.value).toBeNull();
    choice.setClass('11');
    expect(choice.query.value).toBeNull();
    choice.setPeriod('2025');
    expect(choice.query.value).toEqual({ class_id: 11, academic_session_year__start_year: 2025 });
    choice.setClass('1');
    choice.setPeriod('2026');
    expect(choice.query.value).toEqual({ class_id: 1, academic_year__name: '2026' });
    choice.setClass('');
    expect(choice.query.value).toBeNull();
  });

  it('chooses what a host gives, Bengali digits too, and leaves out what is not listed', async () => {
    const { choice } = await loaded();
    choice.choose({ classId: '১১', session: '২০২৫', year: '2026' });
    expect([choice.classId.value, choice.period.value]).toEqual(['11', '2025']);
    choice.choose({ classId: 1, session: 2025, year: ' 2026 ' });
    expect([choice.classId.value, choice.period.value]).toEqual(['1', '2026']);
    choice.choose({ classId: '99', year: '2026' });
    expect(choice.classId.value).toBe('');
    choice.choose({ classId: '11', session: '2099' });
    expect([choice.classId.value, choice.period.value]).toEqual(['11', '']);
    choice.choose({});
    expect([choice.classId.value, choice.period.value]).toEqual(['', '']);
  });

  it('describes a query for a caption: its class and its period’s label', async () => {
    const { choice } = await loaded();
    expect(choice.describe({ class_id: 11, academic_session_year__start_year: 2025 })).toEqual({
      cls: CLASSES[3],
      period: '2025–2026',
    });
    expect(choice.describe({ class_id: 5, academic_year__name: '2019' })).toEqual({
      cls: null,
      period: '2019',
    });
  });

  it('fails as a whole when one list fails, and loads all three again', async () => {
    const { api, calls, answer } = fakeApi();
    const choice = createClassChoice(api);
    const first = choice.load();
    calls[1]?.d.reject(
      new ApiError({ kind: 'http', status: 503, url: '/admission-years', message: 'Busy.' }),
    );
    await first;
    expect(choice.status.value).toBe('error');
    expect(choice.error.value).toBe('Busy.');
    expect(choice.periods.value).toEqual([]);
    calls.length = 0;
    const again = choice.load();
    expect(calls).toHaveLength(3);
    answer();
    await again;
    expect(choice.status.value).toBe('ready');
  });

  it('aborts the lists in flight on dispose', () => {
    const { api, calls } = fakeApi();
    const choice = createClassChoice(api);
    void choice.load();
    choice.dispose();
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
  });
});

describe('periodKind', () => {
  it('is session only for a class with a group name', () => {
    expect(periodKind(CLASSES[3])).toBe('session');
    expect(periodKind(CLASSES[0])).toBe('year');
    expect(periodKind({ id: 1, class_name: 'Six' })).toBe('year');
    expect(periodKind({ id: 1, class_name: 'XI', group_name: '  ' })).toBe('year');
    expect(periodKind(null)).toBe('year');
  });
});
