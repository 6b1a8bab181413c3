import { type ChildProcess, execFile } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import type { AdmissionYear, ClassConfig, ExamResult, ResultKeys } from '@school/api';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Manifest } from '../src/backup.ts';
import { openSqlite } from '../src/db/connect.ts';
import { spawnProvider, stopProcess } from '../src/process.ts';
import { KEY_FILE } from '../src/results/keys.ts';
import { acceptUpload } from '../src/uploads/accept.ts';
import { admission, CONTACT } from './fixtures.ts';
import { DIALECTS, demoApp, freshDatabase } from './helpers.ts';
import { phonePhoto, samplePdf } from './media-samples.ts';

const CLI = fileURLToPath(new URL('../src/backup.ts', import.meta.url));

/** `npm run backup` / `npm run restore` as the office runs them: their own process. */
function run(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [CLI, command, ...args],
      { env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface Sent {
  table: 'admission_applications' | 'public_messages';
  id: string;
  key: string;
}

describe('npm run backup and npm run restore (SQLite)', () => {
  const folders: string[] = [];
  const children: ChildProcess[] = [];
  const folder = async (prefix: string) => {
    const path = await mkdtemp(join(tmpdir(), prefix));
    folders.push(path);
    return path;
  };
  /** A data folder with the demo school as the run seeded it once (a provider would seed it again). */
  const seededFolder = async (prefix: string) => {
    const path = await folder(prefix);
    await cp(inject('demoTemplate').dataDir, path, { recursive: true });
    return path;
  };
  const start = async (dataDir: string) => {
    const provider = spawnProvider({
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      POST_RATE_LIMIT: '10000',
    });
    children.push(provider.child);
    return provider.ready;
  };
  afterAll(async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    await Promise.all(folders.map((path) => rm(path, { recursive: true, force: true })));
  });

  it('copies a provider that keeps taking submissions; a fresh provider finds every one', async () => {
    const live = await seededFolder('school-live-');
    const backups = await folder('school-backups-');
    const restored = join(await folder('school-restored-'), 'data');
    const url = await start(live);
    const classes = (await (await fetch(`${url}/class-configs`)).json()) as ClassConfig[];
    const years = (await (await fetch(`${url}/admission-years`)).json()) as AdmissionYear[];
    const form = admission(classes[0]?.id ?? 0, years[0]?.id ?? 0);
    const post = (path: string, body: object, key: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    let count = 0;
    async function send(): Promise<Sent> {
      const n = count++;
      const key = `backup-test-${n}`;
      const admits = n % 2 === 0;
      const res = admits
        ? await post('/api/create-student-parent/', form, key)
        : await post('/public-msg/', { ...CONTACT, msg: `Question ${n}` }, key);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      return { table: admits ? 'admission_applications' : 'public_messages', id, key };
    }

    const before = await Promise.all(Array.from({ length: 16 }, send));
    // The provider keeps taking submissions for as long as the backup runs beside it.
    let backingUp = true;
    const during: Sent[] = [];
    const writer = (async () => {
      while (backingUp) during.push(await send());
    })();
    const backup = await run('backup', [backups], { DATA_DIR: live });
    backingUp = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    const [name] = await readdir(backups);
    const copy = join(backups, name ?? '');
    expect(backup.stdout).toContain(`Backup written to ${copy}`);

    // A consistent snapshot: undamaged, and everything answered before the backup began is in it.
    const snapshot = new DatabaseSync(join(copy, 'school.sqlite'), { readOnly: true });
    const ids = (table: Sent['table'], db: DatabaseSync) =>
      db
        .prepare(`SELECT public_id FROM ${table}`)
        .all()
        .map((row) => String(row.public_id));
    try {
      expect(snapshot.prepare('PRAGMA integrity_check').get()?.integrity_check).toBe('ok');
      const inCopy = new Set([
        ...ids('admission_applications', snapshot),
        ...ids('public_messages', snapshot),
      ]);
      for (const sent of before) expect(inCopy.has(sent.id), sent.id).toBe(true);
      const accepted = new Set([...before, ...during].map((s) => s.id));
      for (const id of inCopy) expect(accepted.has(id), id).toBe(true);
    } finally {
      snapshot.close();
    }
    const manifest = JSON.parse(await readFile(join(copy, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.rows.admission_applications).toBeGreaterThanOrEqual(8);
    // Its photos, and not those of the applications that came after the snapshot.
    expect(manifest.files.length).toBe(manifest.rows.admission_applications);

    // The running provider's data is never overwritten, --force or not.
    const refused = await run('restore', [copy, '--force'], { DATA_DIR: live });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/provider is running .* Stop it first/);

    const restore = await run('restore', [copy], { DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const again = await start(restored);
    const db = openSqlite(restored);
    try {
      const rows = await db.kysely
        .selectFrom('admission_applications')
        .select(['public_id', 'image_file'])
        .execute();
      const messages = await db.kysely.selectFrom('public_messages').select('public_id').execute();
      const found = new Set([...rows, ...messages].map((r) => r.public_id));
      for (const sent of before) expect(found.has(sent.id), sent.id).toBe(true);
      expect(rows.length).toBe(manifest.rows.admission_applications);
      for (const row of rows) {
        const photo = join('uploads', 'admissions', row.image_file ?? '');
        expect(await readFile(join(restored, photo))).toEqual(await readFile(join(live, photo)));
      }
    } finally {
      await db.close();
    }
    // The restored provider knows the applications: a form sent again gets its first number.
    const first = before[0] as Sent;
    const resent = await fetch(`${again}/api/create-student-parent/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': first.key },
      body: JSON.stringify(form),
    });
    expect(((await resent.json()) as { id: string }).id).toBe(first.id);

    // A backup changed after it was made is refused before anything is put back.
    await appendFile(join(copy, manifest.files[0]?.path ?? ''), 'x');
    const damaged = await run('restore', [copy], { DATA_DIR: await folder('school-other-') });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/incomplete or was changed/);
  }, 120_000);

  it('leaves the signing key out; a restored provider signs with its own, and old cards still verify', async () => {
    const live = await seededFolder('school-signing-live-');
    const backups = await folder('school-signing-backups-');
    const restored = join(await folder('school-signing-restored-'), 'data');
    const url = await start(live);
    const keysOf = async (base: string) =>
      ((await (await fetch(`${base}/.well-known/result-keys.json`)).json()) as ResultKeys).keys;
    const [result] = (await (await fetch(`${url}/results/110001/3/1`)).json()) as ExamResult[];
    const token = result?.token ?? '';
    const [key] = await keysOf(url);

    const backup = await run('backup', [backups], { DATA_DIR: live });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Not copied, on purpose: the key that signs results');
    const [name] = await readdir(backups);
    const copy = join(backups, name ?? '');
    expect((await readdir(copy, { recursive: true })).filter((f) => f.endsWith('.pem'))).toEqual(
      [],
    );
    // Nor is the key inside the database: only its public half is.
    const seed = createPrivateKey(await readFile(join(live, KEY_FILE), 'utf8')).export({
      format: 'jwk',
    }).d as string;
    expect(
      (await readFile(join(copy, 'school.sqlite'))).indexOf(Buffer.from(seed, 'base64url')),
    ).toBe(-1);

    const restore = await run('restore', [copy], { DATA_DIR: restored });
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Backups hold no result-signing key');
    const again = await start(restored);
    const keys = await keysOf(again);
    expect(keys.map((k) => k.kid)).toContain(key?.kid);
    expect(keys).toHaveLength(2);
    // The restored provider's own key is the current one; it is not the lost one.
    expect(keys[0]?.kid).not.toBe(key?.kid);
    expect(await readdir(restored)).toContain(KEY_FILE);
    const check = await fetch(`${again}/result-verification/${token}`);
    expect(((await check.json()) as { status: string }).status).toBe('current');
  }, 120_000);
});

describe.each(DIALECTS)('an uploaded file through npm run backup and restore (%s)', (dialect) => {
  it('is served by the restored provider, byte for byte, with its copies', async () => {
    const live = await demoApp(dialect);
    const target = await freshDatabase(dialect);
    const backups = await mkdtemp(join(tmpdir(), 'school-media-backups-'));
    try {
      const context = {
        db: live.db,
        mediaStore: live.app.mediaStore,
        mediaLimits: live.app.mediaLimits,
        now: Date.now,
      };
      const pdf = await samplePdf('Exam routine');
      const kept = await Promise.all([
        acceptUpload(context, {
          kind: 'document',
          filename: 'পরীক্ষার রুটিন.pdf',
          bytes: pdf,
          uploadedBy: 'editor',
        }),
        acceptUpload(context, {
          kind: 'picture',
          filename: 'Sports day.jpg',
          bytes: await phonePhoto(1200, 900),
          uploadedBy: 'editor',
        }),
      ]);
      const uploads = kept.map((outcome) => {
        if (!outcome.ok) throw new Error(outcome.message);
        return outcome.upload;
      });
      const urls = uploads.flatMap((u) => [u.url, ...u.variants.map((v) => v.url)]);
      const served = new Map<string, Buffer>();
      for (const url of urls) served.set(url, (await live.app.inject(url)).rawPayload);
      expect(served.get(uploads[0]?.url ?? '')?.equals(pdf)).toBe(true);

      // The live provider keeps running while the backup is made.
      const env = { DATA_DIR: live.database.dataDir, DATABASE_URL: live.database.url ?? '' };
      const made = await run('backup', [backups], env);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toContain('and 2 files the office uploaded');
      const [name] = await readdir(backups);
      const copy = join(backups, name ?? '');
      const manifest = JSON.parse(await readFile(join(copy, 'manifest.json'), 'utf8')) as Manifest;
      expect(manifest.rows.media).toBe(2);

      // Restored elsewhere: another data folder, another database.
      const into = { DATA_DIR: target.dataDir, DATABASE_URL: target.url ?? '' };
      const restored = await run('restore', [copy], into);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const db = await target.open();
      const app = await buildApp({ db, dataDir: target.dataDir });
      try {
        for (const url of urls) {
          const res = await app.inject(url);
          expect(res.statusCode, url).toBe(200);
          expect(res.rawPayload.equals(served.get(url) as Buffer), url).toBe(true);
        }
      } finally {
        await app.close();
        await db.close();
      }
      if (dialect === 'postgres') {
        // A database that holds the school's data is not replaced without --force.
        const again = await run('restore', [copy], into);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('already holds the school');
        // Nor one a provider is connected to.
        await live.app.inject(uploads[0]?.url ?? '');
        const busy = await run('restore', [copy, '--force'], env);
        expect(busy.code).toBe(1);
        expect(busy.stderr).toContain('Another program is connected to this database');
      }
    } finally {
      await live.close();
      await target.cleanup();
      await rm(backups, { recursive: true, force: true });
    }
  }, 120_000);
});
