import pg from 'pg';
import { withClient } from '../src/backup-postgres.ts';

export { withClient };

/** Retries while PostgreSQL says another session still uses the database (SQLSTATE 55006). */
async function whileInUse(work: () => Promise<unknown>) {
  for (let attempt = 0; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * pg's pool.end() resolves before its sockets have closed; forcing the drop then would send a
 * fatal message to a client that no longer listens for it (an uncaught error). Wait instead.
 */
export const dropWhenClosed = (admin: string, name: string) =>
  whileInUse(() => withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`)));

/**
 * The lock a template's maker holds while it fills it (demo-template.global.ts), on the
 * template's name: a copy taken before it is let go would be half a school.
 */
const TEMPLATE_LOCK = 'SELECT pg_advisory_lock(hashtext($1))';
const TEMPLATE_UNLOCK = 'SELECT pg_advisory_unlock(hashtext($1))';

/** Holds the template's lock on a session of its own until `release`. */
export async function lockTemplate(admin: string, template: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(TEMPLATE_LOCK, [template]);
  return async () => {
    await client.query(TEMPLATE_UNLOCK, [template]);
    await client.end();
  };
}

/**
 * A copy of `template` (files, not a replay of its SQL), once its maker is done with it. Test
 * files copy one template at once, and PostgreSQL refuses a copy while another session is
 * connected to the template.
 */
export const copyDatabase = async (admin: string, name: string, template: string) => {
  await withClient(admin, async (c) => {
    await c.query(TEMPLATE_LOCK, [template]);
    await c.query(TEMPLATE_UNLOCK, [template]);
  });
  await whileInUse(() =>
    withClient(admin, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)),
  );
};
