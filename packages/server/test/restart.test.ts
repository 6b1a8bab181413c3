import { afterAll, describe, expect, it } from 'vitest';
import { spawnProvider } from '../src/process.ts';
import { CONTACT } from './fixtures.ts';
import { DIALECTS, freshDatabase, type TestDatabase } from './helpers.ts';

/** The real provider process on the test's database, at a free port. */
function startServer(database: TestDatabase) {
  const provider = spawnProvider({
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    LOG_LEVEL: 'warn',
  });
  return provider.ready.then((url) => ({ child: provider.child, url }));
}

describe.each(DIALECTS)('a killed provider on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.cleanup());

  it('still has every accepted submission after it is killed and started again', async () => {
    // The demo school as the run seeded it: the first start finds it, as a restart does.
    database = await freshDatabase(dialect, { seeded: true });
    const first = await startServer(database);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${first.url}/public-msg/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...CONTACT, msg: `Question number ${i}` }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    // No graceful shutdown: what was answered 201 must already be on disk.
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const db = await database.open();
    try {
      const rows = await db.kysely
        .selectFrom('public_messages')
        .select(['public_id', 'msg'])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.public_id)).toEqual(ids);
      expect(rows.map((r) => r.msg)).toEqual([0, 1, 2].map((i) => `Question number ${i}`));
    } finally {
      await db.close();
    }

    // And the provider comes back up on the same data, without seeding it twice.
    const second = await startServer(database);
    try {
      const institutes = (await (await fetch(`${second.url}/api/institute`)).json()) as unknown[];
      expect(institutes).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    }
  });
});
