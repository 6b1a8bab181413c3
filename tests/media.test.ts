import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_LIMITS } from '../packages/server/src/config.ts';
import { acceptUpload, type Upload } from '../packages/server/src/uploads/accept.ts';
import { mediaStoreFor } from '../packages/server/src/uploads/store.ts';
import { phonePhoto, samplePdf } from '../packages/server/test/media-samples.ts';
import { cspViolations, openPage, startStack, watchedPage } from './harness.ts';

/**
 * Issue 22, "Files the office uploads", in the built site under its own headers: a picture the
 * office uploaded shows with its srcset and a notice's PDF downloads under its Bengali name; a
 * picture on a host the school names in MEDIA_HOSTS shows; one on any other host is refused by
 * the site's Content-Security-Policy before the browser asks that host for it.
 */

/** A host with one picture, counting the requests it gets. */
async function pictureHost(picture: Buffer) {
  let asked = 0;
  const server: Server = createServer((_req, res) => {
    asked += 1;
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: () => asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stack: Awaited<ReturnType<typeof startStack>>;
let named: Awaited<ReturnType<typeof pictureHost>>;
let other: Awaited<ReturnType<typeof pictureHost>>;

beforeAll(async () => {
  const picture = await phonePhoto(600, 400);
  [named, other] = await Promise.all([pictureHost(picture), pictureHost(picture)]);
  stack = await startStack({ site: { mediaHosts: [named.origin] } });
});
afterAll(async () => {
  await stack?.stop();
  await Promise.all([named?.close(), other?.close()]);
});

/** Upload as the office does, into the running provider's store. */
async function upload(input: Parameters<typeof acceptUpload>[1]): Promise<Upload> {
  const outcome = await acceptUpload(
    {
      db: stack.db,
      mediaStore: mediaStoreFor(stack.db, stack.dataDir),
      mediaLimits: DEFAULT_MEDIA_LIMITS,
      now: Date.now,
    },
    input,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.upload;
}

describe('media in the built site, under its own headers', () => {
  it('shows an uploaded picture with its srcset and one from a named host; refuses any other host', async () => {
    const uploaded = await upload({
      kind: 'picture',
      filename: 'Prize giving 2026.jpg',
      bytes: await phonePhoto(2000, 1500),
      uploadedBy: 'editor',
    });
    const rows = await stack.db.kysely
      .selectFrom('gallery')
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    const addresses = [uploaded.url, `${named.origin}/prize.jpg`, `${other.origin}/prize.jpg`];
    for (const [i, row] of rows.entries()) {
      await stack.db.kysely
        .updateTable('gallery')
        .set({ galary_image: addresses[i] ?? '' })
        .where('id', '=', row.id)
        .execute();
    }

    const { context, page } = await watchedPage(stack.browser, 1280);
    await openPage(page, `${stack.siteUrl}/picture-gallery`);
    const image = (src: string) => page.locator(`img[src="${src}"]`);
    const fromProvider = image(`${stack.apiBase}${uploaded.url}`);
    await fromProvider.waitFor({ timeout: 15_000 });
    const loaded = (src: string) =>
      image(src).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));
    await expect.poll(() => loaded(`${stack.apiBase}${uploaded.url}`)).toBeGreaterThan(0);
    await expect.poll(() => loaded(`${named.origin}/prize.jpg`)).toBeGreaterThan(0);
    await expect.poll(() => loaded(`${other.origin}/prize.jpg`)).toBe(0);

    // The upload came with its copies: a 1280 px screen's quarter needs no more than 480.
    expect(await fromProvider.getAttribute('srcset')).toBe(
      uploaded.srcset?.replace(/\/media\//g, `${stack.apiBase}/media/`),
    );
    const chosen = await fromProvider.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toBe(`${stack.apiBase}${uploaded.variants[0]?.url}`);

    // Refused by the policy, not by the host: it was never asked.
    expect(await cspViolations(page)).toEqual([`img-src ${other.origin}/prize.jpg`]);
    expect(other.asked()).toBe(0);
    expect(named.asked()).toBeGreaterThan(0);
    await context.close();
  });

  it('downloads a notice’s uploaded PDF under its Bengali name', async () => {
    const pdf = await samplePdf('Admission notice 2026');
    const uploaded = await upload({
      kind: 'notice-attachment',
      filename: 'ভর্তি বিজ্ঞপ্তি ২০২৬.pdf',
      bytes: pdf,
      uploadedBy: 'editor',
    });
    const notice = await stack.db.kysely
      .selectFrom('notices')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await stack.db.kysely
      .updateTable('notices')
      .set({ file_attached: uploaded.url })
      .where('id', '=', notice.id)
      .execute();

    const { context, page } = await watchedPage(stack.browser, 1280);
    await openPage(page, `${stack.siteUrl}/notices-and-announcements#notice-${notice.id}`);
    const button = page
      .locator(`[id="notice-${notice.id}"]`)
      .getByRole('button', { name: 'Download attachment' });
    await button.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('ভর্তি বিজ্ঞপ্তি ২০২৬.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});
