import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdmissionYear, ClassConfig } from '@school/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/app.ts';
import { admission, CONTACT, dataUrl, fakePng } from './fixtures.ts';
import { DIALECTS, demoApp } from './helpers.ts';

/** A noisy 2400 × 1800 picture, like a phone's, under the 1 MB upload limit as WebP. */
async function noisyPhoto() {
  const noise = Buffer.alloc(240 * 180 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 240, height: 180, channels: 3 } })
    .resize(2400, 1800, { kernel: 'nearest' })
    .webp({ quality: 60 })
    .toBuffer();
}

/**
 * What an attacker tried against the first deployment: forged proxy headers, a disk filled with
 * padded "photos", oversized messages, invisible names, guessable application numbers.
 */
describe.each(DIALECTS)('submissions under attack on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let classId = 0;
  let yearId = 0;

  async function start(overrides: Partial<AppConfig> = {}) {
    await ctx?.close();
    ctx = await demoApp(dialect, overrides);
    const classes = (await ctx.app.inject('/class-configs')).json() as ClassConfig[];
    const years = (await ctx.app.inject('/admission-years')).json() as AdmissionYear[];
    classId = classes.find((c) => !c.group_name)?.id ?? 0;
    yearId = years[0]?.id ?? 0;
  }
  afterAll(() => ctx?.close());

  const post = (
    url: string,
    payload: unknown,
    more: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => ctx.app.inject({ method: 'POST', url, payload: payload as object, ...more });
  const rows = (table: 'public_messages' | 'admission_applications') =>
    ctx.db.kysely.selectFrom(table).selectAll().orderBy('id').execute();
  const uploads = () =>
    readdir(join(ctx.database.dataDir, 'uploads', 'admissions')).catch(() => [] as string[]);

  describe('forged proxy headers', () => {
    beforeAll(() => start({ postRateLimit: 10 }));

    it('do not reset the limit: the 11th message from one connection is refused', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 15; n++) {
        const res = await post('/public-msg/', CONTACT, {
          headers: { 'x-forwarded-for': `10.0.0.${n}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
      // What is stored is the connection's address, not the one the client wrote.
      const ips = new Set((await rows('public_messages')).map((r) => r.client_ip));
      expect([...ips]).toEqual(['127.0.0.1']);
    });

    it('are believed from a configured proxy, and only from it', async () => {
      await start({ postRateLimit: 2, trustProxy: ['127.0.0.1'] });
      const via = (client: string, remoteAddress = '127.0.0.1') =>
        post('/public-msg/', CONTACT, { headers: { 'x-forwarded-for': client }, remoteAddress });
      expect((await via('203.0.113.7')).statusCode).toBe(201);
      expect((await via('203.0.113.7')).statusCode).toBe(201);
      expect((await via('203.0.113.7')).statusCode).toBe(429);
      // Another visitor behind the same proxy has an allowance of their own.
      expect((await via('203.0.113.8')).statusCode).toBe(201);
      // A client that is not the proxy is keyed on its own address whatever it writes.
      expect((await via('203.0.113.9', '198.51.100.1')).statusCode).toBe(201);
      expect((await via('203.0.113.10', '198.51.100.1')).statusCode).toBe(201);
      expect((await via('203.0.113.11', '198.51.100.1')).statusCode).toBe(429);
      const ips = (await rows('public_messages')).map((r) => r.client_ip);
      expect(ips).toEqual([
        '203.0.113.7',
        '203.0.113.7',
        '203.0.113.8',
        '198.51.100.1',
        '198.51.100.1',
      ]);
    });
  });

  describe('uploads', () => {
    beforeAll(() =>
      start({
        postRateLimit: 100,
        uploadLimits: { clientBytesPerHour: 400_000, totalBytesPerHour: 1_000_000 },
      }),
    );

    it('refuse a padded "PNG" that is not a picture, and store nothing', async () => {
      const application = admission(classId, yearId);
      application.student_profile.image = dataUrl('image/png', fakePng(999_000));
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/create-student-parent/', application);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({
          'student_profile.image':
            'This file is not a real JPEG, PNG or WebP picture. Choose another photo.',
        });
      }
      expect(await rows('admission_applications')).toHaveLength(0);
      expect(await uploads()).toEqual([]);
    });

    it('refuse a picture too small to show a face', async () => {
      const tiny = await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer();
      const application = admission(classId, yearId);
      application.student_profile.image = dataUrl('image/png', tiny);
      const res = await post('/api/create-student-parent/', application);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['student_profile.image']).toMatch(/too small.*100 × 100/);
    });

    it('keep a large photo small: scaled to fit 600 × 800 as JPEG', async () => {
      const big = await noisyPhoto();
      expect(big.length).toBeLessThan(1_000_000);
      const application = admission(classId, yearId);
      application.student_profile.image = dataUrl('image/webp', big);
      const res = await post('/api/create-student-parent/', application, {
        remoteAddress: '203.0.113.50',
      });
      expect(res.statusCode).toBe(201);
      const [row] = (await rows('admission_applications')).slice(-1);
      const stored = await readFile(
        join(ctx.database.dataDir, 'uploads', 'admissions', row?.image_file ?? ''),
      );
      expect(await sharp(stored).metadata()).toMatchObject({
        format: 'jpeg',
        width: 600,
        height: 450,
      });
      expect(row?.stored_bytes).toBeGreaterThanOrEqual(stored.length);
    });

    it('cap what one connection, then all connections, may store in an hour', async () => {
      // About 125 KB to keep, each.
      const application = admission(classId, yearId);
      application.student_profile.image = dataUrl('image/webp', await noisyPhoto());
      const results: number[] = [];
      for (let i = 0; i < 60; i++) {
        const res = await post('/api/create-student-parent/', application);
        results.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().message).toMatch(
            /as many applications as the school accepts in one hour/,
          );
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          break;
        }
      }
      expect(results.at(-1)).toBe(429);
      const stored = (await rows('admission_applications'))
        .filter((r) => r.client_ip === '127.0.0.1')
        .reduce((n, r) => n + r.stored_bytes, 0);
      expect(stored).toBeLessThanOrEqual(400_000);

      // Other connections may go on until all of them together reach the hourly total.
      let total: Awaited<ReturnType<typeof post>> | undefined;
      for (let i = 0; i < 60; i++) {
        const res = await post('/api/create-student-parent/', application, {
          remoteAddress: `198.51.100.${i + 1}`,
        });
        if (res.statusCode !== 201) {
          total = res;
          break;
        }
      }
      expect(total?.statusCode).toBe(507);
      expect(total?.json().message).toMatch(/cannot take more applications just now/);
      const all = await rows('admission_applications');
      expect(all.reduce((n, r) => n + r.stored_bytes, 0)).toBeLessThanOrEqual(1_000_000);
      // Every stored photo belongs to a stored row: refused ones were removed again.
      expect((await uploads()).sort()).toEqual(all.map((r) => r.image_file).sort());
    });
  });

  describe('forms', () => {
    beforeAll(() => start({ postRateLimit: 3 }));

    it('do not count a refused validation against the allowance', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await post('/public-msg/', { ...CONTACT, phone_no: '123' });
        expect(res.statusCode).toBe(400);
      }
      for (let i = 0; i < 3; i++)
        expect((await post('/public-msg/', CONTACT)).statusCode).toBe(201);
      const limited = await post('/public-msg/', CONTACT);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many submissions.*wait \d+ seconds/);
      // Reading is never limited by sending.
      expect((await ctx.app.inject('/notices')).statusCode).toBe(200);
    });

    it('refuse a contact message of more than a few KB with words about the message', async () => {
      const res = await post(
        '/public-msg/',
        { ...CONTACT, msg: 'x'.repeat(20_000) },
        {
          remoteAddress: '192.0.2.1',
        },
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'Your message is too long. Please shorten it and send it again.',
      );
      expect(res.json().message).not.toMatch(/photo/);
    });

    it('refuse names made only of invisible or control characters', async () => {
      const cases: [string, RegExp][] = [
        ['\u200b\u200b', /Enter your name/],
        ['\u0000', /Enter your name/],
        ['\u202e\u2066', /Enter your name/],
        ['Rahim\u0000Uddin', /hidden control characters/],
        ['\u202eniddU mihaR', /hidden control characters/],
      ];
      for (const [name, message] of cases) {
        const res = await post(
          '/public-msg/',
          { ...CONTACT, name },
          { remoteAddress: '192.0.2.2' },
        );
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json().errors.name).toMatch(message);
      }
      const bangla = await post(
        '/public-msg/',
        { ...CONTACT, name: 'নুসরাত জাহান' },
        {
          remoteAddress: '192.0.2.2',
        },
      );
      expect(bangla.statusCode).toBe(201);
    });

    it('give application numbers that reveal no count and cannot be guessed', async () => {
      const numbers: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await post('/api/create-student-parent/', admission(classId, yearId), {
          remoteAddress: `192.0.2.${10 + i}`,
        });
        expect(res.statusCode).toBe(201);
        numbers.push(res.json().id);
      }
      expect(new Set(numbers).size).toBe(3);
      for (const n of numbers) expect(n).toMatch(/^A-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      const stored = (await rows('admission_applications')).map((r) => r.public_id);
      expect(stored).toEqual(numbers);
      // A counter changes at its end; these differ from their first characters on.
      numbers.reduce((previous, n) => {
        expect(n.slice(0, 7)).not.toBe(previous.slice(0, 7));
        return n;
      });
    });
  });
});
