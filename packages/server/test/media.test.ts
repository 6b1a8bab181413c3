import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleFromFile } from '../src/media/draw.ts';
import { demoApp } from './helpers.ts';

let ctx: Awaited<ReturnType<typeof demoApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await demoApp('sqlite');
  app = ctx.app;
});

afterAll(() => ctx?.close());

/** Tags open and close in order, attributes are quoted and text holds no raw `<` or `&`. */
function wellFormedProblem(xml: string): string | null {
  const stack: string[] = [];
  const tag =
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/g;
  let roots = 0;
  for (const m of xml.matchAll(tag)) {
    const [whole, closing, name, , selfClosing] = m;
    if (!name) return `stray ${whole} at ${m.index}`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    }
  }
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`;
  return roots === 1 ? null : `${roots} root elements`;
}

describe('generated pictures', () => {
  it('draws an avatar with the initials of the name in the address', async () => {
    const student = await ctx.db.kysely
      .selectFrom('students')
      .select(['name', 'avatar'])
      .where('name', 'like', 'Md. %')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const words = student.name.replace(/\./g, '').split(' ');
    const res = await app.inject(student.avatar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(`<title id="t">Avatar of ${words.join(' ')}</title>`);
    // Honorifics such as Md make no initial; the first and last of the other words do.
    const initials = `${words[1]?.[0]}${words.at(-1)?.[0]}`;
    expect(res.body).toContain(`>${initials}</text>`);
    expect(wellFormedProblem(res.body)).toBeNull();
    const again = await app.inject(student.avatar);
    expect(again.body).toBe(res.body);
  });

  it('serves every picture and document the demo data points at', async () => {
    const db = ctx.db;
    {
      const addresses = new Set<string>();
      const collect = (value: unknown) => {
        if (typeof value === 'string') {
          for (const m of value.matchAll(/\/media\/[^"\s]+/g)) addresses.add(m[0]);
        }
      };
      const tables = ['institutes', 'contacts', 'notices', 'events', 'downloads', 'staff'] as const;
      const more = ['committees', 'iconic_students', 'testimonials', 'head_messages'] as const;
      const rest = ['banners', 'gallery', 'dress_codes', 'school_history', 'features'] as const;
      for (const table of [
        ...tables,
        ...more,
        ...rest,
        'credentials',
        'important_links',
      ] as const) {
        const rows = await db.kysely.selectFrom(table).selectAll().execute();
        for (const row of rows) Object.values(row).forEach(collect);
      }
      const students = await db.kysely.selectFrom('students').select('avatar').limit(50).execute();
      for (const s of students) addresses.add(s.avatar);
      expect(addresses.size).toBeGreaterThan(400);

      const failures: string[] = [];
      for (const address of addresses) {
        const res = await app.inject(address);
        const svg = address.endsWith('.svg');
        if (res.statusCode !== 200) failures.push(`${address}: ${res.statusCode}`);
        else if (svg && res.rawPayload.length > 4096) failures.push(`${address}: too large`);
        else if (svg && wellFormedProblem(res.body)) {
          failures.push(`${address}: ${wellFormedProblem(res.body)}`);
        } else if (!svg && !res.body.startsWith('%PDF-1.4')) failures.push(`${address}: not a PDF`);
      }
      expect(failures).toEqual([]);
    }
  });
});

describe('generated documents', () => {
  let address: string;
  let title: string;
  beforeAll(async () => {
    const notice = await ctx.db.kysely
      .selectFrom('notices')
      .select('file_attached')
      .where('file_attached', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    address = notice.file_attached ?? '';
    title = titleFromFile(address.replace(/^.*\/|\.pdf$/g, ''));
  });

  it('is a PDF whose cross-reference table points at its objects', async () => {
    const res = await app.inject(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${address.split('/').pop()}"`,
    );
    const bytes = res.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(bytes)?.[1]);
    expect(bytes.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...bytes.slice(startxref).matchAll(/^(\d{10}) 00000 n \n/gm)];
    expect(entries).toHaveLength(7);
    entries.forEach(([, offset], i) => {
      expect(bytes.slice(Number(offset)).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
  });

  it('reads back with pdftotext, title first', async () => {
    const res = await app.inject(address);
    const dir = await mkdtemp(join(tmpdir(), 'school-pdf-'));
    try {
      const file = join(dir, 'notice.pdf');
      await writeFile(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Shapla Model School & College');
      expect(title).toMatch(/^Notice \d{4}-\d{2}-\d{2} /);
      expect(text).toContain(title);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('addresses that are not media', () => {
  it.each([
    '/media/avatars/..%2F..%2Fetc%2Fpasswd.svg',
    '/media/avatars/%2e%2e%2f%2e%2e%2fsecret.svg',
    '/media/documents/..%5Csecret.pdf',
    '/media/avatars/a/b/c.svg',
    '/media/avatars/photo.png',
    '/media/avatars/Student.svg',
    '/media/unknown/picture.svg',
    '/media/gallery/1.pdf',
    '/media/documents/notice.svg',
    '/media/',
    // Well formed, but named by no row: nobody can have the school "publish" a document.
    '/media/documents/admission-cancelled-pay-5000-taka-by-bkash-to-01712345678.pdf',
    '/media/avatars/student-999999-the-principal-resigns.svg',
    '/media/gallery/999.svg',
    '/media/history/4.svg',
    '/media/anything.svg',
  ])('%s is not found', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message:
        url === '/media/' ? 'There is nothing at this address.' : 'This file does not exist.',
    });
  });
});
