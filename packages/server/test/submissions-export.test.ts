import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AdmissionYear, ClassConfig } from '@school/api';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSubmissions, listSubmissions } from '../src/submissions.ts';
import { admission, CONTACT } from './fixtures.ts';
import { DIALECTS, demoApp } from './helpers.ts';

const CLI = fileURLToPath(new URL('../src/submissions.ts', import.meta.url));
const BOM = '\uFEFF';

/** What the school office gets from `npm run submissions -- export <folder>`. */
describe.each(DIALECTS)('the submissions export on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let folder: string;
  let number = '';
  let reference = '';

  beforeAll(async () => {
    ctx = await demoApp(dialect, { postRateLimit: 100 });
    folder = await mkdtemp(join(tmpdir(), 'school-export-'));
    const classes = (await ctx.app.inject('/class-configs')).json() as ClassConfig[];
    const years = (await ctx.app.inject('/admission-years')).json() as AdmissionYear[];
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
    const klass = classes.find((c) => !c.group_name);
    number = (
      await post('/api/create-student-parent/', admission(klass?.id ?? 0, years[0]?.id ?? 0))
    ).json().id;
    reference = (await post('/public-msg/', { ...CONTACT, msg: 'ভর্তি কবে শুরু হবে?\nধন্যবাদ' })).json()
      .id;
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes admissions.csv for Excel (UTF-8 with BOM), every field, the photo beside it', async () => {
    const counts = await exportSubmissions(ctx.db, ctx.database.dataDir, folder);
    expect(counts).toEqual({ admissions: 1, photos: 1, messages: 1 });
    const text = await readFile(join(folder, 'admissions.csv'), 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n');
    const [header, row] = parse(text.slice(1)) as string[][];
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('Application no.')).toBe(number);
    expect(cell('Student name (Bangla)')).toBe('নুসরাত জাহান');
    expect(cell('Class')).toMatch(/^Six, Morning, A$/);
    expect(cell('Admission year')).toMatch(/^\d{4}$/);
    expect(cell("Mother's mobile")).toBe('01912345678');
    expect(cell('Photo')).toBe(`photos/${number}.jpg`);
    const photo = await readFile(join(folder, 'photos', `${number}.jpg`));
    expect((await sharp(photo).metadata()).format).toBe('jpeg');
  });

  it('writes messages.csv with the message as typed, line breaks and Bangla kept', async () => {
    const text = await readFile(join(folder, 'messages.csv'), 'utf8');
    const [header, row] = parse(text.slice(1)) as string[][];
    expect(header).toEqual([
      'Reference',
      'Received (UTC)',
      'Name',
      'Mobile',
      'Email',
      'Subject',
      'Message',
    ]);
    expect(row?.[0]).toBe(reference);
    expect(row?.[6]).toBe('ভর্তি কবে শুরু হবে?\nধন্যবাদ');
  });

  it('lists what arrived, one line each', async () => {
    const lines = await listSubmissions(ctx.db);
    expect(lines.join('\n')).toContain(`${number}`);
    expect(lines.join('\n')).toContain(`${reference}`);
  });

  it.runIf(dialect === 'sqlite')('runs as `npm run submissions -- export <folder>`', async () => {
    const out = await mkdtemp(join(tmpdir(), 'school-export-cli-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'export', out], {
        env: { ...process.env, DATA_DIR: ctx.database.dataDir, DATABASE_URL: '' },
      });
      expect(stdout).toMatch(/1 admissions \(1 photos\) and 1 contact messages written/);
      expect((await readdir(out)).sort()).toEqual(['admissions.csv', 'messages.csv', 'photos']);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
