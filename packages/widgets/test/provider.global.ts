import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoProvider } from '@school/server/testing';
import type { TestProject } from 'vitest/node';
import { seededFolder } from '../../server/test/demo-template.global.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of a real provider with the demo data, for the element tests in Chromium. */
    apiBase: string;
    /** The provider's `/site-color` primary, unlike the theme's default so that tests can tell. */
    sitePrimary: string;
    /**
     * A server that answers every GET with JSON but no CORS header: what a provider (or a proxy
     * in front of it) that does not accept the page's origin looks like to a browser.
     */
    noCorsBase: string;
  }
}

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
