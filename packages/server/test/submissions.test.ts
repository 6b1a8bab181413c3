import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdmissionYear, ClassConfig } from '@school/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admission, CONTACT } from './fixtures.ts';
import { DIALECTS, demoApp } from './helpers.ts';

/** A submission's reference: random, in Crockford's base 32 (see routes/reference.ts). */
const REFERENCE = /^[AM]-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

describe.each(DIALECTS)('submissions on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let classId: number;
  let yearId: number;

  const post = async (url: string, payload: unknown) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };
  const count = async (table: 'public_messages' | 'admission_applications') => {
    const row = await ctx.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const uploads = async () =>
    readdir(join(ctx.database.dataDir, 'uploads', 'admissions')).catch(() => [] as string[]);

  beforeAll(async () => {
    ctx = await demoApp(dialect, { postRateLimit: 1000 });
    const classes = (await ctx.app.inject('/class-configs')).json() as ClassConfig[];
    const years = (await ctx.app.inject('/admission-years')).json() as AdmissionYear[];
    classId = classes.find((c) => !c.group_name)?.id ?? 0;
    yearId = years[0]?.id ?? 0;
  });
  afterAll(() => ctx?.close());

  it('stores an accepted contact message and says so', async () => {
    const before = await count('public_messages');
    const res = await post('/public-msg/', CONTACT);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(REFERENCE),
      message: 'Your message has been sent.',
    });
    expect(await count('public_messages')).toBe(before + 1);
    const row = await ctx.db.kysely
      .selectFrom('public_messages')
      .selectAll()
      .where('public_id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject(CONTACT);
  });

  it('accepts the home-page form, which sends only name, phone and message', async () => {
    const res = await post('/public-msg/', { name: 'Mina', phone_no: '01912345678', msg: 'Hello' });
    expect(res.status).toBe(201);
  });

  it('refuses a bad contact message with field errors and stores nothing', async () => {
    const before = await count('public_messages');
    const res = await post('/public-msg/', { name: '', phone_no: '12345', msg: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/correct the fields/);
    expect(Object.keys(res.body.errors).sort()).toEqual(['msg', 'name', 'phone_no']);
    expect(res.body.errors.phone_no).toMatch(/11 digits starting with 01/);
    expect(await count('public_messages')).toBe(before);
  });

  it('stores an accepted admission with its photo as a file, and every field sent', async () => {
    const application = admission(classId, yearId);
    const res = await post('/api/create-student-parent/', application);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(REFERENCE),
      message: 'You have applied successfully.',
    });
    const row = await ctx.db.kysely
      .selectFrom('admission_applications')
      .selectAll()
      .where('public_id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.payload);
    expect(stored.student_user).toEqual(application.student_user);
    expect(stored.parent_user).toEqual(application.parent_user);
    expect(stored.parent_profile).toMatchObject({
      father_name: 'Abdul Karim',
      mother_name: 'Salma Begum',
      mother_mobile_no: '01912345678',
    });
    expect(stored.student_profile.image).toBe(row.image_file);
    const photo = await readFile(
      join(ctx.database.dataDir, 'uploads', 'admissions', row.image_file ?? ''),
    );
    // Stored as a fresh JPEG of the picture, without what the upload carried besides it.
    const kept = await sharp(photo).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 240, height: 320 });
    expect(kept.exif).toBeUndefined();
    expect(photo.includes('23.8103')).toBe(false);
  });

  it('refuses a bad admission, naming each field, and stores nothing', async () => {
    const before = await count('admission_applications');
    const files = await uploads();
    const application = admission(classId, yearId);
    application.student_user.phone_number = '0171234';
    application.student_user.nid = '1234';
    application.student_user.dob = '2099-01-01';
    application.parent_profile.father_name = '';
    const res = await post('/api/create-student-parent/', application);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'parent_profile.father_name',
      'student_user.dob',
      'student_user.nid',
      'student_user.phone_number',
    ]);
    expect(await count('admission_applications')).toBe(before);
    expect(await uploads()).toEqual(files);
  });

  it('refuses a class the school does not offer', async () => {
    const res = await post('/api/create-student-parent/', admission(99999, yearId));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'student_profile.class_id': 'Choose a class from the list.',
    });
  });

  it('refuses a body that is too large with 413 and a readable message', async () => {
    const application = admission(classId, yearId);
    application.student_profile.image = `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`;
    const res = await post('/api/create-student-parent/', application);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('explains a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/public-msg/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The form data could not be read. Please send it again.');
  });

  it('never serves submissions back', async () => {
    for (const url of ['/public-msg/', '/api/create-student-parent/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({ message: 'This address answers POST requests only.' });
    }
  });

  it('stores an application sent twice with one Idempotency-Key once, and answers both alike', async () => {
    const before = await count('admission_applications');
    const files = await uploads();
    const send = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/create-student-parent/',
        headers: { 'idempotency-key': key },
        payload: admission(classId, yearId) as object,
      });
    // A double click: both at once. Then a retry after a timeout.
    const [first, second] = await Promise.all([send('double-click-1'), send('double-click-1')]);
    const retry = await send('double-click-1');
    for (const res of [first, second, retry]) expect(res.statusCode).toBe(201);
    expect(new Set([first, second, retry].map((r) => r.json().id)).size).toBe(1);
    expect(await count('admission_applications')).toBe(before + 1);
    expect((await uploads()).length).toBe(files.length + 1);
    // Another key is another application.
    expect((await send('another-application')).json().id).not.toBe(first.json().id);
    expect(await count('admission_applications')).toBe(before + 2);
  });

  it('stores a contact message sent twice with one key once', async () => {
    const before = await count('public_messages');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/public-msg/',
        headers: { 'idempotency-key': 'message-key-1' },
        payload: CONTACT,
      });
    const ids = (await Promise.all([send(), send()])).map((r) => r.json().id);
    expect(ids[0]).toBe(ids[1]);
    expect(await count('public_messages')).toBe(before + 1);
  });

  it('refuses a malformed Idempotency-Key and stores nothing', async () => {
    const before = await count('public_messages');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/public-msg/',
      headers: { 'idempotency-key': 'x' },
      payload: CONTACT,
    });
    expect(res.statusCode).toBe(400);
    expect(await count('public_messages')).toBe(before);
  });

  it('lets a browser send the Idempotency-Key header from an allowed page', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/create-student-parent/',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });
});
