import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededFolder, startDemoProvider } from '@school/server/testing';
import type { TestProject } from 'vitest/node';

// What it provides is declared in provided.d.ts, which type checks without the provider's code.

/** The element tests talk to the real reference provider, on a copy of the demo database. */
export default async function setup(project: TestProject) {
  const sitePrimary = '#6b1f5c';
  // A copy of the demo school the run seeds once (the provider and end-to-end tests copy it too).
  const template = await seededFolder();
  const provider = await startDemoProvider({
    seeded: template.dataDir,
    prepare: async (db) => {
      await db.kysely.updateTable('site_colors').set({ primary_color: sitePrimary }).execute();
    },
  });
  project.provide('apiBase', provider.url);
  project.provide('sitePrimary', sitePrimary);
  const noCors = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
  );
  await new Promise<void>((resolve) => noCors.listen(0, '127.0.0.1', resolve));
  project.provide('noCorsBase', `http://127.0.0.1:${(noCors.address() as AddressInfo).port}`);
  return async () => {
    noCors.closeAllConnections();
    await new Promise((resolve) => noCors.close(resolve));
    await provider.close();
    await template.release();
  };
}
