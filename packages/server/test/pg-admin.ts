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
 * A copy of `template` (files, not a replay of its SQL). Test files copy one template at once,
 * and PostgreSQL refuses a copy while another session is connected to the template.
 */
export const copyDatabase = (admin: string, name: string, template: string) =>
  whileInUse(() =>
    withClient(admin, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)),
  );
