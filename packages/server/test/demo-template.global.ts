import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/connect.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { seededFolder } from '../src/testing.ts';
import { dropWhenClosed, lockTemplate, withClient } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The demo school, seeded once for the run: a data folder (the SQLite file and the result
     * key) and, with TEST_DATABASE_URL, a PostgreSQL database to copy with `TEMPLATE`.
     */
    demoTemplate: { dataDir: string; postgres: string | null };
  }
}

/**
 * Seeding the demo school costs seconds; most provider tests need it as `npm start` leaves it,
 * on both databases. Seeded here once, each test file copies it (demoApp in helpers.ts) and
 * starts the provider on the copy as it is.
 */
export default async function setup(project: TestProject) {
  const { dataDir, release } = await seededFolder();

  const admin = process.env.TEST_DATABASE_URL;
  const name = `school_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const postgres = admin ? name : null;
  let filled: Promise<void> = Promise.resolve();
  if (admin) {
    // Filled while the run starts (2.3 s of seeding that nothing else waited on): the provider's
    // files come late in a run, and each copy waits for this lock (pg-admin.ts, copyDatabase).
    const unlock = await lockTemplate(admin, name);
    filled = (async () => {
      try {
        await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
        const url = new URL(admin);
        url.pathname = `/${name}`;
        const db = await openPostgres(url.toString());
        // The same key as the SQLite template's: a copy's data folder carries it.
        await prepareDatabase(db, { keys: { dataDir } });
        await db.close();
      } catch (error) {
        // A copy then fails on a template that is not there, and this says why.
        console.error('The PostgreSQL demo template could not be made:', error);
        await dropWhenClosed(admin, name).catch(() => {});
      } finally {
        await unlock();
      }
    })();
  }
  project.provide('demoTemplate', { dataDir, postgres });
  return async () => {
    await filled;
    if (admin) await dropWhenClosed(admin, name);
    await release();
  };
}
