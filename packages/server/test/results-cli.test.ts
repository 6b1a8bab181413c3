import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseResultToken } from '@school/api/result-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { publishedKeys } from '../src/results/keys.ts';
import { DIALECTS, freshDatabase, type TestDatabase } from './helpers.ts';

const CLI = fileURLToPath(new URL('../src/results/cli.ts', import.meta.url));

/** `npm run results -- …` as the office runs it: its own process, beside the database. */
describe.each(DIALECTS)('npm run results on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    // A copy of the demo school the run seeded once, prepared as a provider's start prepares it.
    database = await freshDatabase(dialect, { seeded: true });
    db = await database.open();
    await prepareDatabase(db, { keys: { dataDir: database.dataDir } });
  });
  afterAll(async () => {
    await db?.close();
    await database?.cleanup();
  });

  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        {
          env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '' },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  const tokenOf = async (id: number) =>
    (
      await db.kysely
        .selectFrom('results')
        .select('token')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).token ?? '';

  it('signs the results corrected in the database, says which, and then finds nothing to sign', async () => {
    const row = await db.kysely
      .selectFrom('results')
      .select(['id', 'roll_no', 'gpa'])
      .where('is_pass', '=', 1)
      .where('gpa', '<', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await tokenOf(row.id);
    await db.kysely.updateTable('results').set({ gpa: 5 }).where('id', '=', row.id).execute();

    const signed = await run('sign');
    expect(signed.stderr).toBe('');
    expect(signed.code).toBe(0);
    expect(signed.stdout).toContain(
      'Signed 1 result: 0 not signed before, 1 corrected, 0 re-signed.',
    );
    expect(signed.stdout).toMatch(
      new RegExp(
        `roll ${row.roll_no}, [A-Z][\\w -]+ \\d{4}: GPA 5, corrected \\d{4}-\\d{2}-\\d{2}\n`,
      ),
    );
    const after = await tokenOf(row.id);
    expect(after).not.toBe(before);
    expect(parseResultToken(after)?.payload.gpa).toBe(5);

    const again = await run('sign');
    expect(again.stdout).toContain('nothing to sign');
  });

  it('rotates the key: the old one stays published, retired', async () => {
    const [old] = await publishedKeys(db.kysely);
    const rotated = await run('rotate-key');
    expect(rotated.stderr).toBe('');
    expect(rotated.stdout).toContain(`Retired today: ${old?.kid}.`);
    const keys = await publishedKeys(db.kysely);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatchObject({ kid: old?.kid, retired: expect.any(String) });
    expect(rotated.stdout).toContain(`New result-signing key ${keys[0]?.kid}`);
  });

  it('says how it is used when asked for something else', async () => {
    const wrong = await run('publish');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('npm run results -- sign');
  });
});
