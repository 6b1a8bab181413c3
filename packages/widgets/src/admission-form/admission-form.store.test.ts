import {
  type AcademicSession,
  type AdmissionApplication,
  type AdmissionYear,
  API_ERROR_MESSAGES,
  type ApiClient,
  ApiError,
  type ClassConfig,
  type SubmissionReceipt,
} from '@school/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { partMissing } from '../runtime/lazy-part.ts';
import { type AdmissionFormOptions, createAdmissionFormStore } from './admission-form.store.ts';
import type { Application, PhotoTools } from './application.ts';
import { PHOTO_DRAFT_LIMIT } from './draft.ts';
import {
  classes,
  receipt,
  refusal,
  sent,
  sessions,
  TINY_JPEG,
  TOO_MANY,
  typed,
  years,
} from './fixtures.ts';
import { PHOTO_NOT_AN_IMAGE } from './photo.ts';

type Send = ApiClient['createStudentParent'];

/** A fake provider: the option lists as given, and `createStudentParent` doing what a test says. */
function fakeApi(
  send: (body: AdmissionApplication) => Promise<SubmissionReceipt> = async () => receipt,
  lists: { classes?: unknown; years?: unknown; sessions?: unknown } = {},
) {
  return {
    getClassConfigs: vi.fn(async () => (lists.classes ?? classes) as ClassConfig[]),
    getAdmissionYears: vi.fn(async () => (lists.years ?? years) as AdmissionYear[]),
    getAcademicSessions: vi.fn(async () => (lists.sessions ?? sessions) as AcademicSession[]),
    createStudentParent: vi.fn<Send>((body) => send(body)),
  };
}

const throws = (error: unknown) =>
  fakeApi(async () => {
    throw error;
  });

const httpError = (status: number, message: string, errors?: Record<string, string>) =>
  new ApiError({
    kind: 'http',
    status,
    url: '/api/create-student-parent/',
    message,
    errors: errors ?? null,
  });

/** The store once its lists and application are in, and the application. */
async function ready(api = fakeApi(), options: AdmissionFormOptions = {}) {
  const store = createAdmissionFormStore(api, { today: () => '2026-11-22', ...options });
  await store.start();
  return { store, app: store.application.value as Application, api };
}

function fill(app: Application, values: Record<string, string> = typed) {
  for (const [field, value] of Object.entries(values)) app.set(field, value);
}

const keysSent = (api: ReturnType<typeof fakeApi>) =>
  api.createStudentParent.mock.calls.map(([, opts]) => opts?.idempotencyKey);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createAdmissionFormStore', () => {
  it('is loading until the three lists and the form are in, then ready with them', async () => {
    const api = fakeApi();
    const store = createAdmissionFormStore(api);
    expect(store.state.value).toBe('loading');
    expect(store.application.value).toBeNull();
    await store.start();
    expect(store.state.value).toBe('ready');
    expect(store.classes.value).toEqual(classes);
    expect(store.years.value).toEqual(years);
    expect(store.sessions.value).toEqual(sessions);
    expect(store.application.value).not.toBeNull();
    for (const call of ['getClassConfigs', 'getAdmissionYears', 'getAcademicSessions'] as const) {
      expect(api[call]).toHaveBeenCalledTimes(1);
    }
  });

  it.each([
    ['no class', { classes: [] }],
    ['no admission year', { years: [] }],
  ])('is empty when the provider has %s to apply for', async (_, lists) => {
    const { store } = await ready(fakeApi(undefined, lists));
    expect(store.state.value).toBe('empty');
  });

  it('is ready without academic sessions (the session is optional)', async () => {
    const { store } = await ready(fakeApi(undefined, { sessions: [] }));
    expect(store.state.value).toBe('ready');
  });

  it('says why when a list fails, and asks again for what failed on Retry', async () => {
    let fail = true;
    const api = fakeApi();
    api.getAdmissionYears.mockImplementation(async () => {
      if (fail)
        throw new ApiError({ kind: 'timeout', url: '/admission-years', message: 'Too slow.' });
      return years;
    });
    const store = createAdmissionFormStore(api);
    await store.start();
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Too slow.');
    fail = false;
    await store.start();
    expect(store.state.value).toBe('ready');
    expect(api.getAdmissionYears).toHaveBeenCalledTimes(2);
  });

  it('says so when the form itself cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createAdmissionFormStore(fakeApi(), {
      application: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await store.start();
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe(partMissing('partMissing'));
  });

  it('is ready only once the fields’ code is in too, and says so in the view’s words when it is not', async () => {
    const fields = deferred<void>();
    const store = createAdmissionFormStore(fakeApi(), { prepare: () => fields.promise });
    const started = store.start();
    await vi.waitFor(() => expect(store.classes.value.length).toBeGreaterThan(0));
    expect(store.state.value).toBe('loading');
    fields.resolve();
    await started;
    expect(store.state.value).toBe('ready');

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bengali = 'ভর্তি ফরমের একটি অংশ লোড করা যায়নি।';
    const failing = createAdmissionFormStore(fakeApi(), {
      prepare: () => Promise.reject(new Error(bengali)),
    });
    await failing.start();
    expect(failing.state.value).toBe('error');
    expect(failing.error.value).toBe(bengali);
  });
});

describe('the application', () => {
  it('starts empty: no sample values', async () => {
    const { app } = await ready();
    expect(Object.values(app.values.value).every((value) => value === '')).toBe(true);
    expect(app.restored.value).toBe(false);
    expect(app.photo.value).toEqual({ kind: 'none' });
  });

  it('sends nothing while a field is wrong, and says what is wrong on each field', async () => {
    const { app, api } = await ready();
    fill(app, {
      ...typed,
      'student_user.dob': '2031-02-30',
      'student_user.phone_number': '1712345678',
      'student_user.nid': '12345',
      'parent_profile.mother_name': ' ',
    });
    expect(await app.submit()).toBe('student_user.dob');
    expect(api.createStudentParent).not.toHaveBeenCalled();
    expect(app.errors.value).toEqual({
      'student_user.dob': 'Enter a real date of birth in the past.',
      'student_user.phone_number':
        'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
      'student_user.nid': 'Enter the 17-digit birth registration number.',
      'parent_profile.mother_name': "Enter the mother's name.",
    });
    expect(app.failures.value).toBe(1);
    expect(app.dialog.value).toBeNull();
    expect(app.values.value['student_user.nid']).toBe('12345');
  });

  it('names every required question of an empty form, none of the optional ones and none it derives, and goes back to the first step', async () => {
    const { app } = await ready();
    await app.submit();
    expect(app.step.value).toBe('student');
    expect(Object.keys(app.errors.value).sort()).toEqual(
      [
        'student_user.name',
        'student_user.nameBn',
        'student_user.dob',
        'student_user.gender',
        'student_user.bloodGroup',
        'student_user.religion',
        'student_user.nationality',
        'student_user.phone_number',
        'student_user.nid',
        'student_user.disability',
        'student_profile.class_id',
        'student_profile.group',
        'student_profile.admission_year_id',
        'parent_user.phone_number',
        'parent_user.nid',
        'parent_profile.parent',
        'parent_profile.occupation',
        'parent_profile.father_name',
        'parent_profile.mother_name',
      ].sort(),
    );
  });

  it('sends the checked application once, with an Idempotency-Key, then Success! and a receipt', async () => {
    const answer = deferred<SubmissionReceipt>();
    const api = fakeApi(() => answer.promise);
    const { app } = await ready(api);
    fill(app);
    const done = app.submit();
    // A double click: the second press sends nothing more.
    const again = app.submit();
    await vi.waitFor(() => expect(app.sending.value).toBe(true));
    answer.resolve(receipt);
    expect(await done).toBeNull();
    await again;
    expect(api.createStudentParent).toHaveBeenCalledTimes(1);
    expect(api.createStudentParent.mock.calls[0]?.[0]).toEqual(sent);
    expect(keysSent(api)[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(app.dialog.value).toEqual({ kind: 'sent', id: 'A-7KQ4M-9XP2B' });
    expect(app.receipt.value).toEqual({
      id: 'A-7KQ4M-9XP2B',
      date: '2026-11-22',
      name: 'Nusrat Jahan',
      klass: {
        class_name: 'Six',
        section_name: 'A',
        shift_name: 'Morning',
        group_name: null,
        class_name_bn: 'ষষ্ঠ শ্রেণি',
        section_name_bn: 'ক',
        shift_name_bn: 'প্রভাতি',
        group_name_bn: null,
      },
    });
    expect(Object.values(app.values.value).every((value) => value === '')).toBe(true);
  });

  it('gives the next application on the same page an Idempotency-Key of its own', async () => {
    const { app, api } = await ready();
    fill(app);
    await app.submit();
    app.newApplication();
    fill(app, { ...typed, 'student_user.name': 'Tanvir Hasan' });
    await app.submit();
    const [first, second] = keysSent(api);
    expect(second).not.toBe(first);
    expect(app.receipt.value?.name).toBe('Tanvir Hasan');
  });

  it('keeps the receipt over a reload until a new application is started', async () => {
    const first = await ready();
    fill(first.app);
    await first.app.submit();
    first.store.dispose();
    const { app } = await ready();
    expect(app.receipt.value?.id).toBe('A-7KQ4M-9XP2B');
    expect(app.restored.value).toBe(false);
    app.newApplication();
    expect(app.receipt.value).toBeNull();
    expect((await ready()).app.receipt.value).toBeNull();
  });

  it('keeps what was typed over a reload, with the same Idempotency-Key, until it is sent', async () => {
    const api = fakeApi(async () => {
      throw new ApiError({ kind: 'timeout', url: '/api/create-student-parent/', message: 'Slow.' });
    });
    const first = await ready(api);
    fill(first.app);
    await first.app.submit();
    first.store.dispose();

    const second = await ready(api);
    expect(second.app.restored.value).toBe(true);
    expect(second.app.values.value).toMatchObject(typed);
    await second.app.submit();
    const [before, after] = keysSent(api);
    expect(after).toBe(before);

    api.createStudentParent.mockImplementation(async () => receipt);
    await second.app.submit();
    second.store.dispose();
    const third = await ready(api);
    expect(third.app.restored.value).toBe(false);
    expect(third.app.values.value['student_user.name']).toBe('');
    fill(third.app);
    await third.app.submit();
    expect(new Set(keysSent(api)).size).toBe(2);
  });

  it("keeps one draft per provider: another provider's form starts empty", async () => {
    const first = await ready(fakeApi(), { draftKey: 'school-admission-form:https://a.example/' });
    fill(first.app);
    first.store.dispose();
    const other = await ready(fakeApi(), { draftKey: 'school-admission-form:https://b.example/' });
    expect(other.app.restored.value).toBe(false);
    expect(other.app.values.value['student_user.name']).toBe('');
  });

  it('starts again on request: an empty form, no draft, a new key', async () => {
    const api = fakeApi(async () => {
      throw new ApiError({ kind: 'network', url: '/x', message: API_ERROR_MESSAGES.network });
    });
    const first = await ready(api);
    fill(first.app);
    await first.app.submit();
    first.store.dispose();
    const { app, store } = await ready(api);
    app.startAgain();
    expect(app.restored.value).toBe(false);
    expect(app.values.value['student_user.name']).toBe('');
    store.dispose();
    expect(localStorage.length).toBe(0);
    const next = await ready(api);
    fill(next.app);
    await next.app.submit();
    expect(new Set(keysSent(api)).size).toBe(2);
  });

  it('sends the photo it was given, and keeps a small one with the draft', async () => {
    const photoTools = async (): Promise<PhotoTools> => ({
      preparePhoto: async () => ({
        ok: true,
        photo: { dataUrl: TINY_JPEG, width: 600, height: 800, bytes: 400, scaled: true },
      }),
    });
    const first = await ready(fakeApi(), { photoTools });
    fill(first.app);
    await first.app.choosePhoto(new Blob(['x'], { type: 'image/jpeg' }));
    expect(first.app.photo.value).toEqual({
      kind: 'ready',
      dataUrl: TINY_JPEG,
      scaled: true,
      kept: true,
    });
    first.store.dispose();
    const { app, api } = await ready(fakeApi(), { photoTools });
    expect(app.photo.value).toMatchObject({ kind: 'ready', dataUrl: TINY_JPEG });
    await app.submit();
    expect(api.createStudentParent.mock.calls[0]?.[0].student_profile.image).toBe(TINY_JPEG);
  });

  it('does not keep a photo too large for the draft, and asks for it again after a reload', async () => {
    const large = `data:image/jpeg;base64,${'A'.repeat(PHOTO_DRAFT_LIMIT)}`;
    const photoTools = async (): Promise<PhotoTools> => ({
      preparePhoto: async () => ({
        ok: true,
        photo: { dataUrl: large, width: 1600, height: 1200, bytes: 525_000, scaled: true },
      }),
    });
    const first = await ready(fakeApi(), { photoTools });
    fill(first.app);
    await first.app.choosePhoto(new Blob(['x'], { type: 'image/jpeg' }));
    expect(first.app.photo.value).toMatchObject({ kind: 'ready', kept: false });
    first.store.dispose();
    const { app } = await ready();
    expect(app.restored.value).toBe(true);
    expect(app.photo.value).toEqual({ kind: 'none' });
    expect(app.photoLost.value).toBe(true);
    expect(app.values.value['student_user.name']).toBe(typed['student_user.name']);
  });

  it('keeps the rest of the draft when the storage is too full for the photo', async () => {
    // A storage that refuses the photo, as a full one does.
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (key.endsWith(':photo')) throw new DOMException('Full', 'QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    } as unknown as Storage;
    const photoTools = async (): Promise<PhotoTools> => ({
      preparePhoto: async () => ({
        ok: true,
        photo: { dataUrl: TINY_JPEG, width: 600, height: 800, bytes: 400, scaled: false },
      }),
    });
    const { app } = await ready(fakeApi(), { storage, photoTools });
    fill(app);
    await app.choosePhoto(new Blob(['x'], { type: 'image/jpeg' }));
    expect(app.photo.value).toMatchObject({ kind: 'ready', kept: false });
    expect(JSON.parse(items.get('school-admission-form') ?? '{}').values).toMatchObject({
      'student_user.name': 'Nusrat Jahan',
    });
  });

  it('sends nothing while a chosen file was refused as a photo, and says why on the photo', async () => {
    const photoTools = async (): Promise<PhotoTools> => ({
      preparePhoto: async () => ({ ok: false, message: PHOTO_NOT_AN_IMAGE }),
    });
    const { app, api } = await ready(fakeApi(), { photoTools });
    fill(app);
    await app.choosePhoto(new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(app.photo.value).toEqual({ kind: 'refused', message: PHOTO_NOT_AN_IMAGE });
    expect(await app.submit()).toBe('student_profile.image');
    expect(api.createStudentParent).not.toHaveBeenCalled();
    expect(app.errors.value).toEqual({ 'student_profile.image': PHOTO_NOT_AN_IMAGE });
    // Without the photo, it goes.
    app.removePhoto();
    await app.submit();
    expect(api.createStudentParent).toHaveBeenCalledTimes(1);
  });

  it('waits for a photo still being prepared before sending, and sends it', async () => {
    const prepared = deferred<{ ok: true; photo: never }>();
    const photoTools = async (): Promise<PhotoTools> => ({ preparePhoto: () => prepared.promise });
    const { app, api } = await ready(fakeApi(), { photoTools });
    fill(app);
    void app.choosePhoto(new Blob(['x'], { type: 'image/png' }));
    expect(app.photo.value).toEqual({ kind: 'working' });
    const done = app.submit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.createStudentParent).not.toHaveBeenCalled();
    prepared.resolve({
      ok: true,
      photo: { dataUrl: TINY_JPEG, width: 100, height: 100, bytes: 400, scaled: false } as never,
    });
    await done;
    expect(api.createStudentParent.mock.calls[0]?.[0].student_profile.image).toBe(TINY_JPEG);
  });

  it("puts the provider's refusal on its field, keeps everything typed, and opens no dialog", async () => {
    const { app } = await ready(throws(httpError(400, refusal.message, refusal.errors)));
    fill(app);
    expect(await app.submit()).toBe('student_profile.class_id');
    expect(app.errors.value).toEqual(refusal.errors);
    expect(app.values.value).toMatchObject(typed);
    expect(app.dialog.value).toBeNull();
    expect(app.outcome.value).toEqual({ kind: 'refused', message: refusal.message });
  });

  it.each([
    ['a 429', httpError(429, TOO_MANY), TOO_MANY],
    [
      'a stopped provider',
      new ApiError({ kind: 'network', url: '/x', message: API_ERROR_MESSAGES.network }),
      API_ERROR_MESSAGES.network,
    ],
  ])(
    'opens Error! with the reason for %s, and keeps everything typed',
    async (_, error, reason) => {
      const { app } = await ready(throws(error));
      fill(app);
      await app.submit();
      expect(app.dialog.value).toEqual({ kind: 'failed', message: reason });
      expect(app.values.value).toMatchObject(typed);
      expect(app.receipt.value).toBeNull();
    },
  );

  it('says so when its checks cannot be fetched, sends nothing, and tries again next time', async () => {
    const real = await import('./checks.ts');
    let online = false;
    const checks = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return real;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app, api } = await ready(fakeApi(), { checks });
    fill(app);
    expect(await app.submit()).toBeNull();
    expect(app.dialog.value).toEqual({ kind: 'failed', message: partMissing('partMissing') });
    expect(api.createStudentParent).not.toHaveBeenCalled();
    app.closeDialog();
    online = true;
    await app.submit();
    expect(app.dialog.value).toEqual({ kind: 'sent', id: receipt.id });
  });

  it('words the schema and provider sentences in Bengali once its checks are in', async () => {
    const { app } = await ready();
    await app.submit();
    const message = app.errors.value['student_user.dob'] ?? '';
    expect(app.words(message, 'bn')).toBe('অতীতের একটি সঠিক জন্মতারিখ দিন।');
    expect(app.words(message, 'en')).toBe(message);
  });

  it('aborts a send in flight when it goes away, and changes nothing afterwards', async () => {
    let seen: AbortSignal | undefined;
    const api = fakeApi();
    api.createStudentParent.mockImplementation(
      (_body, opts) =>
        new Promise((_, reject) => {
          seen = opts?.signal;
          seen?.addEventListener('abort', () =>
            reject(new ApiError({ kind: 'aborted', url: '/x', message: 'Cancelled.' })),
          );
        }),
    );
    const { app, store } = await ready(api);
    fill(app);
    const done = app.submit();
    await vi.waitFor(() => expect(seen).toBeDefined());
    store.dispose();
    expect(seen?.aborted).toBe(true);
    expect(await done).toBeNull();
    expect(app.dialog.value).toBeNull();
    expect(app.receipt.value).toBeNull();
  });
});
