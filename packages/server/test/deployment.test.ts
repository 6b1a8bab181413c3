import { request as httpRequest } from 'node:http';
import type { Institute, Notice, Paged, StaffProfile } from '@school/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/app.ts';
import { CONTACT } from './fixtures.ts';
import { DIALECTS, demoApp } from './helpers.ts';

type Ctx = Awaited<ReturnType<typeof demoApp>>;

/** The absolute addresses a visitor's browser would follow from the answers of `ctx`. */
async function links(ctx: Ctx, headers: Record<string, string> = {}, remoteAddress?: string) {
  const get = async <T>(url: string) => {
    const res = await ctx.app.inject({ url, headers, remoteAddress });
    expect(res.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(200);
    return res.json() as T;
  };
  const [institute] = await get<Institute[]>('/api/institute');
  const notice = (await get<Notice[]>('/notices')).find((n) => n.file_attached);
  const staff = await get<Paged<StaffProfile>>('/api/staff-profiles/?page=2&page_size=20');
  return [
    institute?.institute_logo,
    notice?.file_attached,
    staff.results[0]?.avatar,
    staff.next,
    staff.previous,
  ] as string[];
}

const FORGED: Record<string, string>[] = [
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' },
  { host: 'evil.example' },
  { 'x-forwarded-host': '[' },
  { 'x-forwarded-host': 'evil.example, [', 'x-forwarded-proto': 'https' },
];

describe.each(DIALECTS)('a deployment on %s', (dialect) => {
  const apps: Ctx[] = [];
  const app = async (overrides: Partial<AppConfig> = {}) => {
    const ctx = await demoApp(dialect, overrides);
    apps.push(ctx);
    return ctx;
  };
  afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

  let plain: Ctx;
  beforeAll(async () => {
    plain = await app();
  });

  describe('absolute links', () => {
    it('never come from what a client writes in its headers', async () => {
      for (const headers of FORGED) {
        for (const link of await links(plain, headers)) {
          expect(link).toMatch(/^http:\/\/localhost\/(media|api)\//);
        }
      }
    });

    it('use the address the connection arrived at when nothing is configured', async () => {
      const url = await plain.app.listen({ port: 0, host: '127.0.0.1' });
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(`${url}/api/institute`, { headers: { host: 'evil.example' } });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      const [institute] = JSON.parse(body) as Institute[];
      expect(institute?.institute_logo).toBe(`${url}/media/logo.svg`);
    });

    it('use PUBLIC_URL when it is set, whatever the headers say', async () => {
      const ctx = await app({ publicUrl: 'https://api.school.example' });
      for (const headers of [{}, ...FORGED]) {
        for (const link of await links(ctx, headers)) {
          expect(link).toMatch(/^https:\/\/api\.school\.example\/(media|api)\//);
        }
      }
    });

    it("follow a configured proxy's headers only when they come from it and are well formed", async () => {
      const ctx = await app({ trustProxy: ['127.0.0.1'] });
      const proxied = { 'x-forwarded-host': 'www.school.example', 'x-forwarded-proto': 'https' };
      for (const link of await links(ctx, proxied)) {
        expect(link).toMatch(/^https:\/\/www\.school\.example\//);
      }
      // The same headers from anyone else, or malformed from the proxy, are not believed.
      for (const link of await links(ctx, proxied, '198.51.100.7')) {
        expect(link).toMatch(/^http:\/\/localhost\//);
      }
      for (const headers of FORGED.slice(1)) {
        for (const link of await links(ctx, headers)) {
          expect(link).not.toMatch(/evil|javascript/);
        }
      }
    });
  });

  describe('refusals', () => {
    it('answer a method an address does not take with 405 and Allow', async () => {
      const cases: [string, string, string][] = [
        ['POST', '/notices', 'GET, HEAD'],
        ['DELETE', '/results/110001/3/1', 'GET, HEAD'],
        ['PUT', '/media/logo.svg', 'GET, HEAD'],
        ['GET', '/public-msg/', 'POST'],
        ['PATCH', '/api/create-student-parent/', 'POST'],
      ];
      for (const [method, url, allow] of cases) {
        const res = await plain.app.inject({ method: method as 'GET', url });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe(allow);
        expect(res.json()).toEqual({ message: `This address answers ${allow} requests only.` });
      }
    });

    it('have one readable JSON shape with the security headers, never echoing the path', async () => {
      const cases = [
        { method: 'GET', url: '/results/%ff/3/1', status: 400 },
        { method: 'GET', url: '/nothing-<script>-here', status: 404 },
        { method: 'OPTIONS', url: '/notices', status: 400 },
        { method: 'OPTIONS', url: '/public-msg/', status: 400 },
      ] as const;
      for (const { method, url, status } of cases) {
        const res = await plain.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = res.json();
        expect(Object.keys(body)).toEqual(['message']);
        expect(body.message).not.toMatch(/%ff|script|notices|public-msg|Route|FST_/);
        expect(res.headers['x-content-type-options'], `${method} ${url}`).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
      }
    });
  });

  describe('results', () => {
    it('are found by a roll typed in Bengali digits', async () => {
      const ascii = await plain.app.inject('/results/110001/3/1');
      const bangla = await plain.app.inject(`/results/${encodeURIComponent('১১০০০১')}/৩/১`);
      expect(ascii.statusCode).toBe(200);
      expect(bangla.statusCode).toBe(200);
      expect(bangla.body).toBe(ascii.body);
      const tooLong = await plain.app.inject('/results/12345678901/3/1');
      expect(tooLong.statusCode).toBe(400);
    });

    it('are served corrected within the cache time after a re-scrutiny', async () => {
      let now = Date.parse('2026-11-22T10:00:00Z');
      const ctx = await app({ now: () => now, resultCacheMs: 30_000 });
      const gpa = async () => (await ctx.app.inject('/results/110001/3/1')).json()[0].gpa;
      const before = await gpa();
      await ctx.db.kysely
        .updateTable('results')
        .set({ gpa: 4.25 })
        .where('roll_no', '=', 110001)
        .where('admission_year_id', '=', 3)
        .where('exam_id', '=', 1)
        .execute();
      now += 10_000;
      expect(await gpa()).toBe(before);
      now += 25_000;
      expect(await gpa()).toBe(4.25);
    });
  });

  describe('cross-origin calls', () => {
    it('let any page read, and only the school’s own pages send forms by default', async () => {
      const ctx = await app({ publicUrl: 'http://school.example:8000' });
      const read = await ctx.app.inject({
        url: '/notices',
        headers: { origin: 'https://partner.example' },
      });
      expect(read.headers['access-control-allow-origin']).toBe('*');
      // A document's name reaches a partner page's download code.
      const pdf = await ctx.app.inject({
        url: (await ctx.app.inject('/notices'))
          .json()
          .find((n: { file_attached: string | null }) => n.file_attached)
          .file_attached.replace(/^https?:\/\/[^/]+/, ''),
        headers: { origin: 'https://partner.example' },
      });
      expect(pdf.headers['access-control-expose-headers']).toBe('Content-Disposition');
      expect(pdf.headers['content-disposition']).toMatch(/filename=".+\.pdf"/);

      const preflight = (origin: string) =>
        ctx.app.inject({
          method: 'OPTIONS',
          url: '/public-msg/',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      for (const origin of ['http://school.example:8080', 'http://localhost:5173']) {
        const res = await preflight(origin);
        expect(res.statusCode, origin).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
      }
      const refused = await preflight('https://evil.example');
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.json().message).toMatch(/not allowed to send forms/);

      const before = await ctx.db.kysely.selectFrom('public_messages').selectAll().execute();
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/public-msg/',
        headers: { origin: 'https://evil.example' },
        payload: CONTACT,
      });
      expect(post.statusCode).toBe(403);
      const after = await ctx.db.kysely.selectFrom('public_messages').selectAll().execute();
      expect(after).toHaveLength(before.length);
    });

    it("let the site's own pages send forms when SITE_URL names another host", async () => {
      const ctx = await app({
        publicUrl: 'https://api.school.example',
        siteUrl: 'https://www.school.example',
      });
      const send = (origin: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/public-msg/',
          headers: { origin },
          payload: CONTACT,
        });
      expect((await send('https://www.school.example')).statusCode).toBe(201);
      expect((await send('https://partner.example')).statusCode).toBe(403);
    });

    it('let exactly CORS_ORIGINS send forms when it is set', async () => {
      const ctx = await app({ corsOrigins: ['https://board.example.gov.bd'] });
      const send = (origin: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/public-msg/',
          headers: { origin },
          payload: CONTACT,
        });
      const board = await send('https://board.example.gov.bd');
      expect(board.statusCode).toBe(201);
      expect(board.headers['access-control-allow-origin']).toBe('https://board.example.gov.bd');
      expect((await send('http://localhost:8080')).statusCode).toBe(403);
    });
  });
});
