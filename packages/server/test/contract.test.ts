import { compileErrors, validate } from '@readme/openapi-parser';
import {
  BENGALI_SUFFIX,
  type ExamResult,
  type Notice,
  type Paged,
  type StaffProfile,
} from '@school/api';
import { CONTRACT_CALLS, checkProvider } from '@school/api/contract';
import { sql } from 'kysely';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, demoApp } from './helpers.ts';

type Ctx = Awaited<ReturnType<typeof demoApp>>;

const BENGALI = /[\u0980-\u09FF]/;

/**
 * Walks an answer beside its schema: for every twin the schema declares (`<field>_bn`), the
 * field or its twin must read in Bengali. Adds to `english` where neither does; answers how
 * many twinned texts it met.
 */
function englishTexts(schema: v.GenericSchema, value: unknown, at: string, english: string[]) {
  const node = schema as v.GenericSchema & {
    wrapped?: v.GenericSchema;
    item?: v.GenericSchema;
    entries?: Record<string, v.GenericSchema>;
  };
  if (node.wrapped) return englishTexts(node.wrapped, value, at, english);
  if (node.type === 'array' && node.item && Array.isArray(value)) {
    let met = 0;
    for (const [i, item] of value.entries()) {
      met += englishTexts(node.item, item, `${at}[${i}]`, english);
    }
    return met;
  }
  if (node.type !== 'object' || !node.entries || typeof value !== 'object' || value === null) {
    return 0;
  }
  const record = value as Record<string, unknown>;
  let met = 0;
  for (const [key, entry] of Object.entries(node.entries)) {
    if (key.endsWith(BENGALI_SUFFIX)) {
      const field = record[key.slice(0, -BENGALI_SUFFIX.length)];
      // A field the school left empty (a class without a group) has nothing to translate.
      if (field === null || field === undefined || field === '') continue;
      met++;
      const texts = [record[key], field];
      if (!texts.some((t) => typeof t === 'string' && BENGALI.test(t))) {
        english.push(`${at}: ${key} (${String(field).slice(0, 40)})`);
      }
    } else met += englishTexts(entry, record[key], `${at}.${key}`, english);
  }
  return met;
}

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

  it('answers the Bengali twin of every text the table twins, or the text is Bengali already', async () => {
    const urls = [
      ...CONTRACT_CALLS.filter((c) => c.method === 'GET' && !c.query && !c.pathParams).map(
        (c) => c.path,
      ),
      '/api/staff-profiles/?role_filter=include',
      '/api/staff-profiles/?role_filter=exclude',
      '/api/student-profiles/',
      '/class-routines?class_id=1',
    ];
    const { body: students } =
      await get<Paged<{ id: number; roll_no: number }>>('/api/student-profiles/');
    const student = students.results[0];
    urls.push(`/api/student-profile/${student?.id}`, `/results/${student?.roll_no}/3/1`);
    const [result] = (await get<ExamResult[]>(`/results/${student?.roll_no}/3/1`)).body;
    urls.push(`/result-verification/${result?.token}`);
    urls.push(
      `/downloads/?class_id=1&download_type=Assignment&academic_year__name=${new Date().getFullYear()}`,
    );

    const english: string[] = [];
    let twins = 0;
    for (const url of urls) {
      const path = url.split('?')[0] ?? url;
      const call = CONTRACT_CALLS.find((c) =>
        new RegExp(`^${c.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
      );
      const { body } = await get<unknown>(url);
      expect(Array.isArray(body) ? body.length : 1, url).toBeGreaterThan(0);
      twins += englishTexts(call?.answer as v.GenericSchema, body, url, english);
    }
    // Every twin of the table is met at least once, and none of them left in English.
    expect(twins).toBeGreaterThan(60);
    expect(english).toEqual([]);
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
          'subject_name_bn',
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
