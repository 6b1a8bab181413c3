import { compileErrors, validate } from '@readme/openapi-parser';
import type { ExamResult, Notice, Paged, StaffProfile } from '@school/api';
import { CONTRACT_CALLS, checkProvider } from '@school/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, demoApp } from './helpers.ts';

type Ctx = Awaited<ReturnType<typeof demoApp>>;

describe.each(DIALECTS)('the contract table on %s', (dialect) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await demoApp(dialect);
  });
  afterAll(() => ctx?.close());

  const get = async <T>(url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return { text: res.body, body: res.json() as T };
  };

  it('every GET answer of the provider fits its answer schema (npm run contract)', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const checked = await checkProvider(base);
    const gets = CONTRACT_CALLS.filter((c) => c.method === 'GET').map((c) => c.name);
    expect(checked.map((c) => c.name).sort()).toEqual([...gets].sort());
    for (const c of checked) expect(c, c.name).toMatchObject({ verdict: 'ok', problems: [] });
    expect(checked.find((c) => c.name === 'getStaffProfiles')?.asked).toContain(
      '/api/staff-profiles/?page_size=20&role_filter=include&page=2',
    );
  });

  describe('nothing the contract does not declare leaves the server', () => {
    it('a new column is not sent', async () => {
      await sql`ALTER TABLE notices ADD COLUMN internal_note text`.execute(ctx.db.kysely);
      await sql`UPDATE notices SET internal_note = 'for the office only'`.execute(ctx.db.kysely);
      await sql`ALTER TABLE staff ADD COLUMN salary integer`.execute(ctx.db.kysely);
      await sql`UPDATE staff SET salary = 54321`.execute(ctx.db.kysely);

      const notices = await get<Notice[]>('/notices');
      expect(notices.body.length).toBeGreaterThan(0);
      expect(notices.body[0]).not.toHaveProperty('internal_note');
      expect(notices.text).not.toContain('for the office only');

      // A page of a paged list, whose rows go through paging first.
      const staff = await get<Paged<StaffProfile>>('/api/staff-profiles/?page=2');
      expect(staff.body.results[0]).not.toHaveProperty('salary');
      expect(staff.text).not.toContain('54321');
    });

    it('an extra field inside stored JSON is not sent, by the result route’s cache either', async () => {
      const row = await ctx.db.kysely
        .selectFrom('results')
        .select(['id', 'roll_no', 'admission_year_id', 'exam_id', 'subjects_details'])
        .executeTakeFirstOrThrow();
      const subjects = JSON.parse(row.subjects_details) as Record<string, unknown>[];
      const marked = subjects.map((s) => ({ ...s, examiner_remark: 'copied from row 12' }));
      await ctx.db.kysely
        .updateTable('results')
        .set({ subjects_details: JSON.stringify(marked) })
        .where('id', '=', row.id)
        .execute();

      const url = `/results/${row.roll_no}/${row.admission_year_id}/${row.exam_id}`;
      for (const _ of ['first, from the database', 'then from the cache']) {
        const { text, body } = await get<ExamResult[]>(url);
        expect(text).not.toContain('examiner_remark');
        expect(Object.keys(body[0]?.subjects_details[0] ?? {}).sort()).toEqual([
          'grade',
          'obtained_marks',
          'percentage',
          'subject_marge',
          'subject_name',
          'total_marks',
        ]);
      }
    });

    it('makes only the declared media fields absolute, whatever their file names', async () => {
      await ctx.db.kysely
        .updateTable('notices')
        .set({
          title: '/media/documents/not-a-link.pdf',
          file_attached: '/media/documents/Exam routine 2026.pdf',
        })
        .where('file_attached', 'is not', null)
        .execute();
      const notice = (await get<Notice[]>('/notices')).body.find(
        (n) => n.title === '/media/documents/not-a-link.pdf',
      );
      expect(notice?.file_attached).toBe('http://localhost/media/documents/Exam routine 2026.pdf');
    });
  });
});

describe('the OpenAPI document and the reference page', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await demoApp('sqlite');
  });
  afterAll(() => ctx?.close());

  it('/openapi.json is valid OpenAPI 3.1 and covers every call of the table', async () => {
    const res = await ctx.app.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);

    for (const call of CONTRACT_CALLS) {
      const operation = document.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation?.operationId, `${call.method} ${call.path}`).toBe(call.name);
      expect(
        operation.responses[call.status ?? 200].content['application/json'].schema,
      ).toBeDefined();
      if (call.body) expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      const names = (operation.parameters ?? []).map((p: { name: string }) => p.name);
      expect(names).toEqual([
        ...Object.keys(call.pathParams ?? {}),
        ...Object.keys(call.queryParams ?? {}),
      ]);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    expect(operations).toHaveLength(CONTRACT_CALLS.length);
  });

  it('/docs is a page that needs nothing but this server', async () => {
    const res = await ctx.app.inject('/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:|\*|unsafe/);
    // A document: Helmet's headers for pages too.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');

    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      // Same origin: a path on this server, never another host.
      expect(asset, asset).toMatch(/^\/(?!\/)/);
      expect((await ctx.app.inject(asset)).statusCode, asset).toBe(200);
    }
    // The API's own answers keep their strict policy.
    const notices = await ctx.app.inject('/notices');
    expect(notices.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });
});
