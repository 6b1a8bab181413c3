import type { OfficeRole, OfficeSession } from '@school/api/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../src/app.ts';
import type { DialectName } from '../src/db/connect.ts';
import { createUser } from '../src/office/accounts.ts';
import { isoAt } from '../src/office/secrets.ts';
import { demoApp } from './helpers.ts';

/** A cheap scrypt for tests (1 MiB): the real cost is a second of CPU per hash. */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

/** A password that meets the rules. */
export const GOOD_PASSWORD = 'mango trees by the river';

/** The provider's own address as the tests' browser uses it (inject's Host is `localhost:80`). */
export const OWN_ORIGIN = 'http://localhost:80';

/** What a browser keeps of a signed-in session: its cookie and the CSRF token it was given. */
export interface Signed {
  cookie: string;
  csrf: string;
  session: OfficeSession;
}

/** The session cookie `name=value` from an answer's Set-Cookie. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => /office_session=/.test(c));
  if (!header) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return header.split(';')[0] ?? '';
}

/**
 * The demo provider with the office on a clock the test moves (`clock.now`), a cheap password
 * hash, and helpers for accounts and calls as the console makes them.
 */
export async function officeApp(dialect: DialectName, overrides: Partial<AppConfig> = {}) {
  const clock = { now: Date.parse('2026-11-20T08:00:00.000Z') };
  const ctx = await demoApp(dialect, {
    now: () => clock.now,
    ...overrides,
    office: { scrypt: TEST_SCRYPT, ...overrides.office },
  });
  const { app, db } = ctx;

  /** A call as the console makes it: with the session's cookie, and its CSRF token on changes. */
  const call = (options: InjectOptions & { as?: Signed | null }) => {
    const { as, headers, ...rest } = options;
    const method = String(rest.method ?? 'GET');
    return app.inject({
      ...rest,
      headers: {
        ...(as ? { cookie: as.cookie } : {}),
        ...(as && method !== 'GET' ? { 'x-csrf-token': as.csrf, origin: OWN_ORIGIN } : {}),
        ...headers,
      },
    });
  };

  async function signIn(name: string, password: string, code?: string): Promise<Signed> {
    const response = await call({
      method: 'POST',
      url: '/office/api/session',
      payload: { name, password, ...(code ? { code } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json() as OfficeSession;
    return { cookie: sessionCookie(response), csrf: session.csrf_token ?? '', session };
  }

  /** An account as `add-user` makes it: with its one-time password. */
  const addUser = (name: string, role: OfficeRole) =>
    createUser(
      db.kysely,
      { id: null, name: 'test', client: '127.0.0.1', at: isoAt(clock.now) },
      {
        name,
        role,
        cost: TEST_SCRYPT,
      },
    );

  /** An account that has signed in and changed its one-time password: ready to work. */
  async function ready(name: string, role: OfficeRole, password = GOOD_PASSWORD): Promise<Signed> {
    const made = await addUser(name, role);
    const first = await signIn(name, made.password);
    const changed = await call({
      as: first,
      method: 'POST',
      url: '/office/api/password',
      payload: { current_password: made.password, new_password: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const session = changed.json() as OfficeSession;
    return { cookie: sessionCookie(changed), csrf: session.csrf_token ?? '', session };
  }

  const auditRows = () => db.kysely.selectFrom('audit_log').selectAll().orderBy('id').execute();

  return { ...ctx, clock, call, signIn, addUser, ready, auditRows };
}
