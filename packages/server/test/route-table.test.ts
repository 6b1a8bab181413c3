import { CONTRACT_CALLS, OFFICE_CALL_LIST, type TableCall } from '@school/api/contract';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { routePath } from '../src/contract.ts';
import { freshDatabase } from './helpers.ts';

/**
 * The addresses the provider serves beside the contract tables, each for its reason. A route
 * that is neither here nor in a table fails the test below: declare it in the table (a call a
 * client makes) or here (anything else), never neither.
 */
const OUTSIDE_THE_TABLES: readonly { route: string; why: string }[] = [
  {
    route: 'GET /media/*',
    why: 'the files answers link to: the office’s uploads, the demo’s drawn pictures and documents',
  },
  { route: 'GET /notices.rss', why: 'a feed a reader subscribes to, not a call' },
  { route: 'GET /events.ics', why: 'a calendar a phone subscribes to, not a call' },
  { route: 'GET /openapi.json', why: 'the document of the table itself' },
  { route: 'GET /docs*', why: 'the reference page and its files (Swagger UI)' },
  { route: 'GET /office/openapi.json', why: 'the document of the office’s table' },
  { route: 'GET /office', why: 'the office console’s page, where a clerk signs in' },
  { route: 'GET /office/assets/*', why: 'the office console’s scripts, styles and fonts' },
];

/** Both tables: the public contract (spec §7) and the office's (issue 22). */
const TABLES: readonly TableCall[] = [...CONTRACT_CALLS, ...OFFICE_CALL_LIST];

const matches = (declared: string, route: string) =>
  declared.endsWith('*') ? route.startsWith(declared.slice(0, -1)) : route === declared;
const outside = (route: string) => OUTSIDE_THE_TABLES.some((o) => matches(o.route, route));

describe('the routes of the provider', () => {
  it('are exactly the calls of the contract tables and the few declared beside them', async () => {
    const database = await freshDatabase('sqlite');
    const db = await database.open();
    const served: string[] = [];
    const answers = new Map<string, unknown>();
    const onRoute = (route: RouteOptions) => {
      answers.set(`${route.method} ${route.url}`, route.schema?.response);
      // Fastify's own HEAD for each GET, the CORS preflight and the 405 answers are not routes
      // anyone declares.
      if (route.config?.methodNotAllowed || route.url === '*') return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') served.push(`${method} ${route.url}`);
      }
    };
    const app = await buildApp({ db, dataDir: database.dataDir, onRoute });
    try {
      await app.ready();
      const declared = TABLES.map((call) => `${call.method} ${routePath(call.path)}`);
      expect(served.filter((route) => !outside(route)).sort()).toEqual([...declared].sort());
      // Each answers with its call's schema for its status: both forms' receipts too.
      for (const call of TABLES) {
        const response = answers.get(`${call.method} ${routePath(call.path)}`);
        expect(Object.keys(response ?? {}), call.name).toEqual([String(call.status ?? 200)]);
      }
      // Every route declared beside the tables still exists (a stale entry hides nothing).
      for (const { route } of OUTSIDE_THE_TABLES) {
        expect(
          served.some(outside) &&
            served.some((s) => outside(s) && s.startsWith(route.replace('*', ''))),
          route,
        ).toBe(true);
      }
    } finally {
      await app.close();
      await db.close();
      await database.cleanup();
    }
  });
});
