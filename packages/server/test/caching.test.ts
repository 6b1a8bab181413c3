import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CACHE_CONTROL, NO_STORE, RESULT_CACHE_CONTROL } from '../src/plugins/caching.ts';
import { CONTACT } from './fixtures.ts';
import { DIALECTS, demoApp } from './helpers.ts';

const STRONG_TAG = /^"[\w-]{27}"$/;

describe.each(DIALECTS)('caching on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let resultUrl: string;
  beforeAll(async () => {
    // resultCacheMs 0: a corrected result is read from the database at once.
    ctx = await demoApp(dialect, { resultCacheMs: 0, postRateLimit: 1000 });
    const row = await ctx.db.kysely
      .selectFrom('results')
      .select(['roll_no', 'admission_year_id', 'exam_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    resultUrl = `/results/${row.roll_no}/${row.admission_year_id}/${row.exam_id}`;
  });
  afterAll(() => ctx?.close());

  const get = (url: string, ifNoneMatch?: string, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({
      method,
      url,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    });

  it('a found result may be kept a minute and carries a strong ETag of its bytes', async () => {
    const res = await get(resultUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(RESULT_CACHE_CONTROL);
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.headers.etag).toMatch(STRONG_TAG);
    expect((await get(resultUrl)).headers.etag).toBe(res.headers.etag);
  });

  it('If-None-Match with the current tag is a 304 without a body', async () => {
    const etag = String((await get(resultUrl)).headers.etag);
    // As a browser sends it, weakened by a proxy, and among others (a CDN's list).
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(resultUrl, asked);
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(RESULT_CACHE_CONTROL);
      expect(res.headers['content-type']).toBeUndefined();
    }
    const stale = await get(resultUrl, '"an-older-answer"');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(1);
  });

  it('a corrected result gets a new tag, so a revalidating cache takes the correction', async () => {
    const before = await get(resultUrl);
    const [, roll, year, exam] = resultUrl.split('/').slice(1);
    await ctx.db.kysely
      .updateTable('results')
      .set({ obtained_marks: Number(before.json()[0].obtained_marks) + 1 })
      .where('roll_no', '=', Number(roll))
      .where('admission_year_id', '=', Number(year))
      .where('exam_id', '=', Number(exam))
      .execute();
    const after = await get(resultUrl, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('"no result" is not stored: the result may be published later', async () => {
    const res = await get('/results/999999999/1/1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe(NO_STORE);
    expect(res.headers.etag).toBeUndefined();
  });

  it('a list may be kept a minute, revalidates with a 304, and changes tag with its content', async () => {
    const first = await get('/notices');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(STRONG_TAG);

    const again = await get('/notices', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(LIST_CACHE_CONTROL);

    const head = await get('/notices', undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect((await get('/notices', etag, 'HEAD')).statusCode).toBe(304);

    const { id: _, ...notice } = await ctx.db.kysely
      .selectFrom('notices')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ctx.db.kysely
      .insertInto('notices')
      .values({ ...notice, notice_title: 'School closed tomorrow' })
      .execute();
    const changed = await get('/notices', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('School closed tomorrow');
  });

  it('every other answer the site reads is a short-lived list with a tag', async () => {
    for (const url of ['/api/institute', '/site-color', '/api/staff-profiles/', '/banners']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(LIST_CACHE_CONTROL);
      expect(res.headers.etag, url).toMatch(STRONG_TAG);
    }
  });

  it('media keep their own lifetime, feeds the lists’ minute (a published notice is in them within it), and both gain a tag', async () => {
    const { institute_logo } = await ctx.db.kysely
      .selectFrom('institutes')
      .select('institute_logo')
      .executeTakeFirstOrThrow();
    for (const url of [String(institute_logo), '/notices.rss']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=(86400|60)$/);
      expect(res.headers.etag, url).toMatch(STRONG_TAG);
      expect((await get(url, String(res.headers.etag))).statusCode, url).toBe(304);
    }
  });

  it('forms and errors are never stored and carry no tag', async () => {
    const sent = await ctx.app.inject({ method: 'POST', url: '/public-msg/', payload: CONTACT });
    expect(sent.statusCode).toBe(201);
    const refused = await ctx.app.inject({ method: 'POST', url: '/public-msg/', payload: {} });
    expect(refused.statusCode).toBe(400);
    const answers = [
      sent,
      refused,
      await get('/no-such-address'),
      await get('/results/abc/1/1'),
      await ctx.app.inject({ method: 'DELETE', url: '/notices' }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], String(res.statusCode)).toBe(NO_STORE);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(answers.map((res) => res.statusCode)).toEqual([201, 400, 404, 400, 405]);
  });
});
