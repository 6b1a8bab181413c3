import {
  type AnyOfficeCall,
  type ContentEntity,
  OFFICE_CALL_LIST,
  OFFICE_ENTITIES,
} from '@school/api/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/office/sessions.ts';
import { DEMO_PICTURE, sampleValue } from './content-samples.ts';
import { DIALECTS } from './helpers.ts';
import { GOOD_PASSWORD, OWN_ORIGIN, officeApp } from './office.ts';

/**
 * Issue 22: the fuzz run extended to the office. Every call of its table gets malformed bodies,
 * paths, queries and credentials, signed in (by cookie and by token) and not: never a 5xx, and
 * every refusal is `{ message }` in words. Fixed seed: a failure names its counterexample.
 */

const SEED = 20261122;
const RUNS = 1200;

/** Values a script or a scanner may send where a field is. */
const oddValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\ud800',
    'admin',
    'results',
    '123456',
    '000000',
    GOOD_PASSWORD,
    'x'.repeat(300),
    'ছ'.repeat(20_000),
    "' OR 1=1 --",
    '__proto__',
  ),
  fc.integer({ min: -3, max: 2 ** 32 }),
  fc.boolean(),
);

const ENTITIES = OFFICE_ENTITIES as readonly ContentEntity[];
/** Every field of the content forms (content.ts), their Bengali twins, and publishing's. */
const CONTENT_FIELDS = [
  ...new Set(ENTITIES.flatMap((e) => e.fields.flatMap((f) => [f.name, `${f.name}_bn`]))),
  'publish_state',
  'publish_at',
];
/** Each body field any call takes, with an odd value or left out. */
const FIELDS = [
  'name',
  'password',
  'code',
  'current_password',
  'new_password',
  'role',
  'disabled',
  ...CONTENT_FIELDS,
];

/** A content form as a clerk fills it, with some fields odd: on to the handlers and the database. */
const contentForm = fc
  .record({
    entity: fc.constantFrom(...ENTITIES),
    odd: fc.dictionary(fc.constantFrom(...CONTENT_FIELDS), oddValue, { maxKeys: 3 }),
    state: fc.constantFrom('draft', 'published', 'scheduled', undefined),
    at: fc.constantFrom('2026-11-20T09:00', '2099-01-01T00:00', '2020-01-01', 'soon', null),
    ref: fc.integer({ min: 0, max: 2 ** 31 + 5 }),
  })
  .map(({ entity, odd, state, at, ref }) => ({
    ...Object.fromEntries(
      entity.fields.map((f) => [f.name, sampleValue(f, 'fuzz', { [f.kind]: ref })]),
    ),
    image: DEMO_PICTURE,
    ...(state ? { publish_state: state, publish_at: at } : {}),
    ...odd,
  }));
/** A body every call's schema may take (each ignores the others' fields): on to the handlers. */
const wellFormed = fc.record(
  {
    name: fc.oneof(
      fc.constantFrom('Fuzz Admin', 'fuzz  ADMIN', 'Nobody'),
      fc.string({ minLength: 1 }),
    ),
    password: fc.oneof(fc.constant(GOOD_PASSWORD), fc.string({ minLength: 1 })),
    code: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
    current_password: fc.oneof(fc.constant(GOOD_PASSWORD), fc.string({ minLength: 1 })),
    new_password: fc.string({ minLength: 12, maxLength: 40 }),
    role: fc.constantFrom('admin', 'editor', 'results'),
    disabled: fc.boolean(),
  },
  { requiredKeys: ['name', 'password', 'current_password', 'new_password'] },
);
const oddBody = fc.oneof(
  wellFormed,
  contentForm,
  contentForm,
  fc.record(
    Object.fromEntries(
      FIELDS.map((field) => [field, fc.oneof(fc.string({ maxLength: 30 }), oddValue)]),
    ),
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), oddValue, { maxKeys: 5 }),
  fc.anything({ maxDepth: 2 }),
  fc.array(oddValue, { maxLength: 3 }),
);

/** What travels as the body: JSON of the above, or bytes that are not JSON at all. */
const payload = fc.oneof(
  { weight: 4, arbitrary: oddBody.map((body) => ({ json: body })) },
  {
    weight: 1,
    arbitrary: fc.record({
      raw: fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('{', '{"name":', 'null', '[]')),
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    }),
  },
);

const oddSegment = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '১', '99999999999', 'abc', '%00', '%zz', '..%2F..', '😀', ''),
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.string({ maxLength: 12 }),
);

const oddHeaders = fc.record(
  {
    cookie: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('office_session=%%%; a=b')),
    authorization: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ maxLength: 50 }).map((s) => `Bearer ${s}`),
      fc.constant('Bearer office_'),
    ),
    'x-csrf-token': fc.string({ maxLength: 60 }),
    origin: fc.constantFrom('null', 'https://evil.example', OWN_ORIGIN, '', 'http://localhost'),
  },
  { requiredKeys: [] },
);

const request = fc.record({
  call: fc.constantFrom(...OFFICE_CALL_LIST),
  as: fc.constantFrom('cookie', 'token', 'nobody', 'garbage'),
  payload,
  segments: fc.array(oddSegment, { minLength: 2, maxLength: 2 }),
  query: fc.array(fc.tuple(fc.option(fc.string({ maxLength: 10 })), fc.string({ maxLength: 20 })), {
    maxLength: 4,
  }),
  headers: oddHeaders,
  client: fc.integer({ min: 1, max: 250 }),
});

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%';
  }
};

/** What is wrong with a refusal's body, or null: it must be `{ message }` with words, nothing more. */
function refusalProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 80)}`;
  }
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string' || !/[a-z]{3,} [a-z]{2,}/i.test(message)) {
    return `no message in words: ${response.body.slice(0, 120)}`;
  }
  if (/at .+\.ts:\d+|Error:|SQL|constraint/i.test(response.body)) return 'a trace or SQL';
  return null;
}

describe.each(DIALECTS)('the office under hostile input on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  let token: { id: number; secret: string };
  let adminId: number;
  beforeAll(async () => {
    // Every POST attempt counts against a client's allowance: the run must reach the routes.
    ctx = await officeApp(dialect, { postRateLimit: 100_000 });
    const admin = await ctx.ready('Fuzz Admin', 'admin');
    adminId = admin.session.user.id;
    const made = await ctx.call({
      as: admin,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'fuzz' },
    });
    token = { id: made.json().token.id, secret: made.json().secret };
  });
  afterAll(() => ctx?.close());

  /** What a previous run may have done to the admin (a reset, a new role, a revoked token). */
  async function restore() {
    await ctx.db.kysely
      .updateTable('office_users')
      .set({ must_change_password: 0, disabled: 0, role: 'admin', totp_secret: null })
      .where('id', '=', adminId)
      .execute();
    await ctx.db.kysely
      .updateTable('office_tokens')
      .set({ revoked_at: null })
      .where('id', '=', token.id)
      .execute();
  }

  /** A session as signing in makes one (a run may have signed out, or failed as this name). */
  async function freshCookie() {
    const { id, row } = await startSession(ctx.db.kysely, adminId, ctx.clock.now);
    return { cookie: `office_session=${id}`, csrf: row.csrf };
  }

  it('answers every office call without a 5xx, each refusal in words', async () => {
    const statuses = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        await restore();
        const call: AnyOfficeCall = sent.call;
        let i = 0;
        const path = call.path.replace(/\{\w+\}/g, () => encode(sent.segments[i++] ?? ''));
        const search = sent.query
          .map(
            ([name, value], n) => `${encode(name ?? call.query?.[n] ?? 'page')}=${encode(value)}`,
          )
          .join('&');
        const headers: Record<string, string> = {};
        if (sent.as === 'cookie') {
          const { cookie, csrf } = await freshCookie();
          Object.assign(headers, { cookie, 'x-csrf-token': csrf, origin: OWN_ORIGIN });
        } else if (sent.as === 'token') {
          headers.authorization = `Bearer ${token.secret}`;
        } else if (sent.as === 'garbage') {
          Object.assign(headers, sent.headers);
        }
        const options: InjectOptions = {
          method: call.method,
          url: search ? `${path}?${search}` : path,
          headers,
          remoteAddress: `198.51.100.${sent.client}`,
        };
        if (call.method !== 'GET' && 'json' in sent.payload) {
          options.payload = JSON.stringify(sent.payload.json) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (call.method !== 'GET' && 'raw' in sent.payload) {
          options.payload = sent.payload.raw;
          headers['content-type'] = sent.payload.type;
        }
        const response = await ctx.app.inject(options);
        const key = `${call.name} ${response.statusCode}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        expect(response.statusCode, `${options.method} ${options.url}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(refusalProblem(response), `${options.method} ${options.url}`).toBeNull();
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    const tally = [...statuses].sort().map(([k, n]) => `${k}×${n}`);
    console.info(`office fuzz on ${dialect} (${RUNS} requests): ${tally.join(', ')}`);
    // The run reached past the door: refusals of the input itself, and answers.
    const seen = (status: number) => [...statuses.keys()].some((k) => k.endsWith(` ${status}`));
    expect(seen(400)).toBe(true);
    expect(seen(401)).toBe(true);
    expect(seen(200)).toBe(true);
  });
});
