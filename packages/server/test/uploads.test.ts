import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_KINDS } from '@school/api/contract';
import { parse as parseDisposition } from 'content-disposition';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from '../src/config.ts';
import { acceptUpload, type MediaContext, type UploadInput } from '../src/uploads/accept.ts';
import { MEDIA_FOLDER } from '../src/uploads/store.ts';
import { DIALECTS, demoApp } from './helpers.ts';
import { CAMERA, lockedPdf, PROGRAM, phonePhoto, samplePdf, scannedPage } from './media-samples.ts';

/** Fixed: a failure names its counterexample and reproduces in CI. */
const FUZZ_SEED = 20261126;
const FUZZ_RUNS = 400;

describe.each(DIALECTS)('files the office uploads (%s)', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let app: FastifyInstance;
  let pdf: Buffer;
  let photo: Buffer;

  beforeAll(async () => {
    ctx = await demoApp(dialect);
    app = ctx.app;
    [pdf, photo] = await Promise.all([samplePdf(), phonePhoto()]);
  });
  afterAll(() => ctx?.close());

  /** The provider's own context, with other caps or another clock when a test needs them. */
  const context = (changes: Partial<MediaContext> = {}): MediaContext => ({
    db: app.db,
    mediaStore: app.mediaStore,
    mediaLimits: app.mediaLimits,
    now: app.now,
    ...changes,
  });
  let accounts = 0;
  /** Each test uploads as an account of its own, so the hourly allowances do not meet. */
  const newAccount = () => `clerk-${++accounts}`;
  const upload = (input: Partial<UploadInput> & Pick<UploadInput, 'bytes'>, more = context()) =>
    acceptUpload(more, {
      kind: 'notice-attachment',
      filename: 'file',
      uploadedBy: newAccount(),
      ...input,
    });
  const accepted = async (input: Parameters<typeof upload>[0]) => {
    const outcome = await upload(input);
    if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
    return outcome.upload;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const mediaRows = async () =>
    Number(
      (
        await app.db.kysely
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps a real PDF as sent and serves it back byte for byte under its name', async () => {
    const upload = await accepted({
      bytes: pdf,
      filename: 'C:\\Users\\Office\\Desktop\\Admission notice 2026.PDF',
    });
    expect(upload.fileName).toBe('Admission notice 2026.pdf');
    expect(upload.url).toBe(`/media/${upload.id}/Admission%20notice%202026.pdf`);
    expect(upload.srcset).toBeNull();

    const res = await get(upload.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="Admission notice 2026.pdf"');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    // A browser or CDN that has it asks again only to hear "unchanged".
    const etag = String(res.headers.etag);
    expect(etag).toBe(`"${upload.sha256}"`);
    const again = await get(upload.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The address is the file's only one: another name for it is no file.
    expect((await get(`/media/${upload.id}/Fake%20result.pdf`)).statusCode).toBe(404);
    expect((await get(`/media/${upload.id}/960/Admission%20notice%202026.pdf`)).statusCode).toBe(
      404,
    );
  });

  it('names a Bengali file in Bengali for the download (RFC 6266 and 5987)', async () => {
    const name = 'ভর্তি বিজ্ঞপ্তি ২০২৬';
    const upload = await accepted({ kind: 'document', bytes: pdf, filename: `${name}.pdf` });
    expect(decodeURIComponent(upload.url.split('/').pop() ?? '')).toBe(`${name}.pdf`);
    const res = await get(upload.url);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`);
    expect(parseDisposition(header).parameters.filename).toBe(`${name}.pdf`);
    // A client that reads only the plain name still gets a PDF's name.
    expect(header).toMatch(/^inline; filename=Document\.pdf; filename\*=/);
  });

  it('refuses a program or a text file renamed .pdf, by what it is, and keeps nothing', async () => {
    const before = await mediaRows();
    for (const bytes of [PROGRAM, Buffer.from('Admission notice: classes start on 1 July.\n')]) {
      const outcome = await upload({ bytes, filename: 'Admission notice.pdf' });
      expect(outcome).toEqual({
        ok: false,
        status: 415,
        message:
          'A notice attachment must be a PDF, or a scan saved as JPEG or PNG. This file is not one of those, whatever its name says.',
      });
    }
    const word = await upload({
      kind: 'document',
      bytes: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]),
      filename: 'Routine.pdf',
    });
    expect(word.ok || word.message).toMatch(/Word, Excel or PowerPoint .* save it as PDF/);
    const photoAsDocument = await upload({ kind: 'document', bytes: photo, filename: 'x.pdf' });
    expect(photoAsDocument.ok || photoAsDocument.message).toBe(
      'A document must be a PDF. This file is a picture.',
    );
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a PDF that does not open, or is locked with a password, in words', async () => {
    const garbage = await upload({
      bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 7)]),
    });
    expect(garbage).toMatchObject({ ok: false, status: 422 });
    expect(garbage.ok || garbage.message).toMatch(/could not be opened as a PDF/);
    const truncated = await upload({ bytes: pdf.subarray(0, 400) });
    expect(truncated).toMatchObject({ ok: false, status: 422 });
    const locked = await upload({ bytes: await lockedPdf() });
    expect(locked.ok || locked.message).toMatch(/locked with a password.* upload that copy/);
    const empty = await upload({ bytes: Buffer.alloc(0) });
    expect(empty.ok || empty.message).toMatch(/This file is empty/);
  });

  it('writes a phone photo anew: upright, without EXIF or GPS, in every width of its srcset', async () => {
    const original = await sharp(photo).metadata();
    // The sample is what a phone sends: camera and GPS in its EXIF, turned by a tag.
    expect(original.exif?.includes(Buffer.from(CAMERA))).toBe(true);
    expect(original.orientation).toBe(6);

    const upload = await accepted({ kind: 'picture', bytes: photo, filename: 'IMG_20260312.jpg' });
    // Seen upright it is 1500 wide: the 1600 copy would be an enlargement, so 1500 it is.
    expect([...upload.variants.map((v) => v.width), upload.width]).toEqual([480, 960, 1500]);
    expect(upload.height).toBe(2000);
    expect(upload.srcset).toBe(
      [
        `/media/${upload.id}/480/IMG_20260312.jpg 480w`,
        `/media/${upload.id}/960/IMG_20260312.jpg 960w`,
        `/media/${upload.id}/IMG_20260312.jpg 1500w`,
      ].join(', '),
    );
    for (const [url, width] of [
      ...upload.variants.map((v) => [v.url, v.width] as const),
      [upload.url, 1500] as const,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const served = await sharp(res.rawPayload).metadata();
      expect(served.format).toBe('jpeg');
      expect(served.width).toBe(width);
      expect(served.height).toBe(Math.round((width * 2000) / 1500));
      // Nothing of what the phone wrote: no EXIF (camera, GPS), orientation, XMP or IPTC.
      expect(served.exif).toBeUndefined();
      expect(served.orientation).toBeUndefined();
      expect(served.xmp).toBeUndefined();
      expect(served.iptc).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(res.rawPayload.includes(Buffer.from(CAMERA))).toBe(false);
    }
    // Upright: the white corner the phone drew top left is now top right.
    const { data, info } = await sharp((await get(upload.url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    expect(pixel(info.width - 20, 20)).toBeGreaterThan(200);
    expect(pixel(20, 20)).toBeLessThan(120);
  });

  it('takes a PNG scan as a notice attachment and keeps it PNG, at most A4 at 300 dpi', async () => {
    const scan = await scannedPage(2600, 1300);
    const upload = await accepted({ bytes: scan, filename: 'Notice scan.png' });
    expect(upload.contentType).toBe('image/png');
    expect(upload.url).toBe(`/media/${upload.id}/Notice%20scan.png`);
    expect(upload.srcset).toBeNull();
    const res = await get(upload.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 2480,
      height: 1240,
    });
    // A photo of the notice board is a scan too, kept as JPEG.
    const snap = await accepted({ bytes: photo, filename: 'notice board.jpeg' });
    expect(snap.contentType).toBe('image/jpeg');
    expect(snap.fileName).toBe('notice board.jpg');
  });

  it('refuses a file over its cap, saying how large it is and what to do', async () => {
    const limits: MediaLimits = { ...DEFAULT_MEDIA_LIMITS, pdfBytes: 1024 * 1024 };
    const big = await samplePdf('Prospectus', 2, 1.5 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const outcome = await upload({ bytes: big }, context({ mediaLimits: limits }));
    expect(outcome).toMatchObject({ ok: false, status: 413 });
    expect(outcome.ok || outcome.message).toMatch(
      /^This PDF is [\d.]+ MB; the largest the site takes is 1 MB\. Save a smaller copy/,
    );
    const picture = await upload(
      { kind: 'picture', bytes: photo },
      context({ mediaLimits: { ...limits, imageBytes: 10_000 } }),
    );
    expect(picture.ok || picture.message).toMatch(/^This picture is [\d.]+ MB; the largest/);
  });

  it('counts each account’s uploads of the last hour, and says when to try again', async () => {
    let now = Date.parse('2026-03-12T10:00:00Z');
    const capped = context({
      mediaLimits: { ...DEFAULT_MEDIA_LIMITS, filesPerHour: 3 },
      now: () => now,
    });
    const clerk = newAccount();
    const send = (uploadedBy = clerk) => upload({ bytes: pdf, uploadedBy }, capped);
    for (let n = 0; n < 3; n++) {
      expect((await send()).ok).toBe(true);
      now += 5 * 60_000;
    }
    const refused = await send();
    expect(refused).toEqual({
      ok: false,
      status: 429,
      message:
        'You have uploaded 3 files in the last hour, as many as the site takes from one account in an hour. You can upload again in 45 minutes.',
      retryAfter: 45 * 60,
    });
    // Another account is not held up by this one.
    expect((await send(newAccount())).ok).toBe(true);
    now += 45 * 60_000 + 1000;
    expect((await send()).ok).toBe(true);

    const bytesCapped = context({
      mediaLimits: { ...DEFAULT_MEDIA_LIMITS, bytesPerHour: pdf.length * 2 },
      now: () => now,
    });
    const other = newAccount();
    expect((await upload({ bytes: pdf, uploadedBy: other }, bytesCapped)).ok).toBe(true);
    expect((await upload({ bytes: pdf, uploadedBy: other }, bytesCapped)).ok).toBe(true);
    const full = await upload({ bytes: pdf, uploadedBy: other }, bytesCapped);
    expect(full.ok || full.message).toMatch(
      /^Your uploads of the last hour come to [\d.]+ MB, and this one would pass the [\d.]+ MB the site takes from one account in an hour\. You can upload again in 60 minutes\.$/,
    );
  });

  it('answers pictures the office uploaded with their srcset, made absolute', async () => {
    const picture = await accepted({ kind: 'picture', bytes: photo, filename: 'Prize day.jpg' });
    const banner = await accepted({ kind: 'banner', bytes: photo, filename: 'Welcome.jpg' });
    const face = await accepted({ kind: 'staff-photo', bytes: photo, filename: 'Head.jpg' });
    const db = app.db.kysely;
    const first = (table: 'gallery' | 'banners') =>
      db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const staffPage = async () =>
      (await get('/api/staff-profiles/?page=1')).json() as { results: Record<string, unknown>[] };
    const [gallery1, banner1] = await Promise.all([first('gallery'), first('banners')]);
    await db
      .updateTable('gallery')
      .set({ galary_image: picture.url })
      .where('id', '=', gallery1.id)
      .execute();
    await db
      .updateTable('banners')
      .set({ banner_image: banner.url })
      .where('id', '=', banner1.id)
      .execute();
    const headId = Number((await staffPage()).results[0]?.id);
    await db.updateTable('staff').set({ avatar: face.url }).where('id', '=', headId).execute();
    const origin = 'http://localhost';
    const absolute = (srcset: string | null) => srcset?.replace(/\/media\//g, `${origin}/media/`);

    const gallery = (await get('/gallery/')).json() as Record<string, unknown>[];
    expect(gallery[0]).toMatchObject({
      galary_image: origin + picture.url,
      galary_image_srcset: absolute(picture.srcset),
    });
    // The demo's drawn pictures have one address, and no srcset.
    expect(gallery[1]).not.toHaveProperty('galary_image_srcset');
    const banners = (await get('/banners')).json() as Record<string, unknown>[];
    expect(banners[0]).toMatchObject({ banner_image_srcset: absolute(banner.srcset) });
    expect(banner.srcset).toMatch(/ 640w, .* 1280w, .* 1500w$/);
    expect((await staffPage()).results[0]).toMatchObject({
      avatar: origin + face.url,
      avatar_srcset: absolute(face.srcset),
    });
    expect(face.srcset).toMatch(/ 160w, .* 320w, .* 640w$/);
  });

  it('still draws the demo’s made-up pictures and documents at their addresses', async () => {
    const { galary_image: address } = await app.db.kysely
      .selectFrom('gallery')
      .select('galary_image')
      .where('galary_image', 'like', '/media/gallery/%')
      .executeTakeFirstOrThrow();
    const res = await get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await get('/media/0123456789abcdef/x.pdf')).statusCode).toBe(404);
  });

  it('takes random and damaged bytes as every kind without a crash or a 5xx', async () => {
    const small = await Promise.all([
      samplePdf('Routine', 2),
      phonePhoto(240, 160),
      scannedPage(400, 560),
      sharp({ create: { width: 64, height: 48, channels: 4, background: '#0a0' } })
        .webp()
        .toBuffer(),
    ]);
    const MAGIC = ['%PDF-1.4\n', '\xff\xd8\xff\xe0', '\x89PNG\r\n\x1a\n', 'RIFF\0\0\0\0WEBPVP8 '];
    const damaged = fc
      .tuple(
        fc.constantFrom(...small),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
      )
      .map(([file, spots, cut]) => {
        const copy = Buffer.from(file);
        for (const spot of spots) copy[spot % copy.length] = spot % 256;
        // Sometimes cut short, as an upload that broke off.
        return cut % 3 === 0 ? copy.subarray(0, cut % copy.length) : copy;
      });
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      fc
        .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 2048 }))
        .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'latin1'), rest])),
      damaged,
    );
    const statuses = new Map<number, number>();
    const kept: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...UPLOAD_KINDS),
        bytes,
        fc.string(),
        async (kind, b, filename) => {
          const outcome = await upload({ kind, bytes: b, filename });
          const status = outcome.ok ? 200 : outcome.status;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (!outcome.ok) {
            expect([413, 415, 422]).toContain(outcome.status);
            expect(outcome.message).toMatch(/^[A-Z].{20,}\.$/);
            return;
          }
          kept.push(outcome.upload.id);
          const res = await get(outcome.upload.url);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe(outcome.upload.contentType);
        },
      ),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
    );
    // The run reached the decoders: some files were kept, and some were refused by them.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(422)).toBeGreaterThan(0);
    expect(statuses.get(415)).toBeGreaterThan(0);

    // Made-up addresses under /media: a 404 or a demo picture, never a 5xx.
    const segment = fc.oneof(
      fc.stringMatching(/^[0-9a-f]{16}$/),
      fc.constantFrom(...kept),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
      fc.constantFrom('..', '%2e%2e', '%00', '480', '99999', 'file', '%E0%A6'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), async (parts) => {
        const res = await get(`/media/${parts.join('/')}`);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { seed: FUZZ_SEED + 1, numRuns: FUZZ_RUNS },
    );
  });

  it.runIf(dialect === 'postgres')(
    'is served by a second provider process on the same database',
    async () => {
      const upload = await accepted({ kind: 'picture', bytes: photo, filename: 'Sports day.jpg' });
      const otherDir = await mkdtemp(join(tmpdir(), 'school-second-'));
      const otherDb = await ctx.database.open();
      const second = await buildApp({ db: otherDb, dataDir: otherDir });
      try {
        for (const url of [upload.url, ...upload.variants.map((v) => v.url)]) {
          const mine = await get(url);
          const theirs = await second.inject({ method: 'GET', url });
          expect(theirs.statusCode, url).toBe(200);
          expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
          expect(theirs.headers.etag).toBe(mine.headers.etag);
        }
        // Nothing of it on either host's disk: the bytes are in PostgreSQL.
        expect(existsSync(join(ctx.database.dataDir, MEDIA_FOLDER))).toBe(false);
      } finally {
        await second.close();
        await otherDb.close();
        await rm(otherDir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(dialect === 'sqlite')('keeps the files on disk under DATA_DIR', async () => {
    const upload = await accepted({ bytes: pdf, filename: 'Routine.pdf' });
    expect(existsSync(join(ctx.database.dataDir, MEDIA_FOLDER, upload.id, 'file'))).toBe(true);
  });
});
