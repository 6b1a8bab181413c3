import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { DIALECTS, freshDatabase, type TestDatabase } from './helpers.ts';
import { TEST_SCRYPT } from './office.ts';

const CLI = fileURLToPath(new URL('../src/office/cli.ts', import.meta.url));

/** `npm run office -- …` as a school runs it: its own process, on the provider's database. */
describe.each(DIALECTS)('npm run office on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db | undefined;
  let app: FastifyInstance | undefined;

  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        {
          env: {
            ...process.env,
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.url ?? '',
            PUBLIC_URL: 'https://api.school.example',
          },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  /** The provider, started on the same database once the command has made it. */
  async function provider() {
    if (!app) {
      db = await database.open();
      app = await buildApp({
        db,
        dataDir: database.dataDir,
        publicUrl: 'https://api.school.example',
        office: { scrypt: TEST_SCRYPT },
      });
    }
    return app;
  }
  const signIn = async (name: string, password: string) =>
    (await provider()).inject({
      method: 'POST',
      url: '/office/api/session',
      payload: { name, password },
    });

  beforeAll(async () => {
    database = await freshDatabase(dialect);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.cleanup();
  });

  const passwordIn = (stdout: string) =>
    /: ([a-z2-9]{4}(?:-[a-z2-9]{4}){3})\n/.exec(stdout)?.[1] ?? '';

  it('makes the first admin and prints a one-time password that signs in once, to be changed', async () => {
    const made = await run('add-user', 'Head', 'Clerk', '--role', 'admin');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Made the account Head Clerk (admin).');
    expect(made.stdout).toContain(
      'Give it to its owner, who signs in at https://api.school.example/office and must change it before anything else.',
    );
    const signedIn = await signIn('head clerk', passwordIn(made.stdout));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ step: 'password-change', user: { role: 'admin' } });

    const listed = await run('list-users');
    expect(listed.stdout).toBe(
      'Head Clerk\tadmin\tone-time password not yet changed\tpassword only\n',
    );
  });

  it('disables an account and resets a password for someone locked out', async () => {
    const made = await run('add-user', 'Typist', '--role=results');
    expect(made.code).toBe(0);
    const disabled = await run('disable-user', 'typist');
    expect(disabled.stdout).toContain('Typist is disabled and signed out');
    expect((await signIn('Typist', passwordIn(made.stdout))).statusCode).toBe(403);
    await run('enable-user', 'Typist');

    const reset = await run('reset-password', 'Typist');
    expect(reset.code).toBe(0);
    expect((await signIn('Typist', passwordIn(made.stdout))).statusCode).toBe(401);
    expect((await signIn('Typist', passwordIn(reset.stdout))).statusCode).toBe(200);

    const audit = await (db as Db).kysely
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'password-reset']),
    );
    expect(audit.find((r) => r.action === 'password-reset')).toMatchObject({
      user_id: null,
      user_name: expect.stringMatching(/^command line \(.+\)$/),
      client: 'command line',
    });
  });

  it('says what is wrong, in words, and how it is used', async () => {
    const noRole = await run('add-user', 'Someone');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain(
      "Say the account's role: --role admin, --role editor, --role results.",
    );
    expect(noRole.stderr).toContain('npm run office -- add-user <name>');
    const taken = await run('add-user', 'HEAD CLERK', '--role', 'editor');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe(
      'There is already an account called “HEAD CLERK”. Choose another name.\n',
    );
    const nobody = await run('reset-password', 'Nobody');
    expect(nobody.stderr).toBe(
      'There is no account called Nobody. npm run office -- list-users shows them.\n',
    );
    const last = await run('disable-user', 'Head Clerk');
    expect(last.stderr).toBe(
      'This is the last admin account that can sign in. Make another account an admin first.\n',
    );
    expect((await run('promote', 'Typist')).code).toBe(2);
  });
});
