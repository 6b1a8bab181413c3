import { compileErrors, validate } from '@readme/openapi-parser';
import {
  type AnyOfficeCall,
  OFFICE_CALL_LIST,
  OFFICE_ROLES,
  type OfficeRole,
} from '@school/api/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers.ts';
import { OWN_ORIGIN, officeApp, type Signed } from './office.ts';

/**
 * Issue 22, "Nothing under /office answers without a session": every call of the office's table,
 * generated from it (a new entry is covered by adding it), without a session (401), with the
 * wrong role (403), and every change without its CSRF proof or from another site (403, nothing
 * changed). The app keeps answers for a minute, as a busy provider does: the office's never are.
 */

const GUARDED = OFFICE_CALL_LIST.filter((call) => call.role !== 'public');
const CHANGES = GUARDED.filter((call) => call.method !== 'GET');

/** Roles that may not make a call: an admin may make every call. */
const wrongRoles = (call: AnyOfficeCall): OfficeRole[] =>
  OFFICE_ROLES.filter((role) => role !== 'admin' && role !== call.role && call.role !== 'any');

/** A request for a call: ids of rows that need not exist (the door answers before the handler). */
const requestOf = (call: AnyOfficeCall): InjectOptions => ({
  method: call.method,
  url: call.path.replace(/\{\w+\}/g, '1'),
  ...(call.body ? { payload: {} } : {}),
});

describe.each(DIALECTS)('the office’s door on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  const as = {} as Record<OfficeRole, Signed>;
  beforeAll(async () => {
    ctx = await officeApp(dialect, { answerCacheMs: 60_000 });
    for (const role of OFFICE_ROLES) as[role] = await ctx.ready(`${role} clerk`, role);
  });
  afterAll(() => ctx?.close());

  /** What a refused change must leave as it was. */
  const state = async () => ({
    users: await ctx.db.kysely.selectFrom('office_users').selectAll().orderBy('id').execute(),
    tokens: await ctx.db.kysely.selectFrom('office_tokens').selectAll().orderBy('id').execute(),
    sessions: await ctx.db.kysely.selectFrom('office_sessions').select('id_hash').execute(),
    audit: (await ctx.auditRows()).length,
  });

  it('covers calls of every kind', () => {
    expect(GUARDED.length).toBeGreaterThanOrEqual(13);
    expect(GUARDED.some((call) => wrongRoles(call).length > 0)).toBe(true);
    expect(CHANGES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(GUARDED)('$name answers 401 without a session, in words', async (call) => {
    for (const headers of [
      {},
      { cookie: 'office_session=made-up' },
      { authorization: 'Bearer office_made-up' },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
    ]) {
      const response = await ctx.call({ ...requestOf(call), headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().message).toMatch(/sign in|access token/i);
    }
  });

  it.each(GUARDED.filter((call) => wrongRoles(call).length > 0))(
    '$name answers 403 to an account without its role',
    async (call) => {
      for (const role of wrongRoles(call)) {
        const response = await ctx.call({ ...requestOf(call), as: as[role] });
        expect(response.statusCode, role).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'role',
          message: `This needs an account with the ${call.role} role. Ask one of the school’s admins.`,
        });
      }
    },
  );

  it.each(CHANGES)(
    '$name changes nothing without the CSRF token or from another site',
    async (call) => {
      const before = await state();
      const admin = as.admin;
      const attempts: Record<string, Record<string, string>> = {
        'no token': { cookie: admin.cookie, origin: OWN_ORIGIN },
        'a wrong token': {
          cookie: admin.cookie,
          'x-csrf-token': 'x'.repeat(43),
          origin: OWN_ORIGIN,
        },
        'another session’s token': {
          cookie: admin.cookie,
          'x-csrf-token': as.editor.csrf,
          origin: OWN_ORIGIN,
        },
        'another site': {
          cookie: admin.cookie,
          'x-csrf-token': admin.csrf,
          origin: 'https://evil.example',
        },
      };
      for (const [what, headers] of Object.entries(attempts)) {
        const response = await ctx.call({ ...requestOf(call), headers });
        expect(response.statusCode, what).toBe(403);
        expect(response.json().message, what).toMatch(/security token|own pages/);
      }
      expect(await state()).toEqual(before);
    },
  );

  it('signing in from another site is refused too', async () => {
    const response = await ctx.call({
      method: 'POST',
      url: '/office/api/session',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'admin clerk', password: 'mango trees by the river' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a token needs no CSRF token: no browser sends it by itself', async () => {
    const made = await ctx.call({
      as: as.admin,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'door test' },
    });
    expect(made.statusCode).toBe(201);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/office/api/users',
      headers: { authorization: `Bearer ${made.json().secret}` },
      payload: { name: 'Made by a script', role: 'editor' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('every answer under /office carries the office’s headers, and no other site may read it', async () => {
    const answers = [
      await ctx.call({ url: '/office/api/users', as: as.admin }),
      await ctx.call({ url: '/office/api/users' }),
      await ctx.call({ url: '/office/api/nothing-here', as: as.admin }),
      await ctx.call({ url: '/office/openapi.json' }),
      await ctx.call({ url: '/office/api/users', headers: { origin: 'https://evil.example' } }),
    ];
    for (const response of answers) {
      const where = `${response.statusCode} ${response.body.slice(0, 60)}`;
      expect(response.headers['content-security-policy'], where).toBe(
        "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(response.headers['x-frame-options'], where).toBe('DENY');
      expect(response.headers['cache-control'], where).toBe('no-store');
      expect(response.headers['referrer-policy'], where).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], where).toBe('same-origin');
      expect(response.headers['access-control-allow-origin'], where).toBeUndefined();
    }
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/office/api/users',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    // The public API stays open to every page.
    const notices = await ctx.app.inject({
      url: '/notices',
      headers: { origin: 'https://x.example' },
    });
    expect(notices.headers['access-control-allow-origin']).toBe('*');
  });

  it('never keeps one account’s answer for another, though the app keeps answers', async () => {
    const first = await ctx.call({ url: '/office/api/session', as: as.editor });
    const second = await ctx.call({ url: '/office/api/session', as: as.results });
    expect(first.json().user.name).toBe('editor clerk');
    expect(second.json().user.name).toBe('results clerk');
    const tokens = await ctx.call({ url: '/office/api/tokens', as: as.results });
    expect(tokens.json()).toEqual([]);
    // The public side does keep its answers: the setting is on.
    const notices = await ctx.app.inject('/notices');
    await ctx.db.kysely.updateTable('notices').set({ title: 'Changed' }).execute();
    expect((await ctx.app.inject('/notices')).body).toBe(notices.body);
  });

  it('/office/openapi.json is valid OpenAPI 3.1, with every call, its role and how to sign in', async () => {
    const response = await ctx.call({ url: '/office/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    for (const call of OFFICE_CALL_LIST) {
      const operation = document.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation?.operationId, call.name).toBe(call.name);
      expect(operation.security).toEqual(
        call.role === 'public' ? [] : [{ session: [] }, { token: [] }],
      );
      expect(operation.description).toBeTruthy();
    }
    expect(Object.keys(document.components.securitySchemes)).toEqual(['session', 'token']);
    // Neither table's document names the other's calls.
    const publicDocument = (await ctx.app.inject('/openapi.json')).json();
    expect(Object.keys(publicDocument.paths).some((path) => path.startsWith('/office'))).toBe(
      false,
    );
    expect(Object.keys(publicDocument.components.schemas).some((n) => n.startsWith('Office'))).toBe(
      false,
    );
  });
});
