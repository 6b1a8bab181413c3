import type { OfficeSession } from '@school/api/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from './fixtures.ts';
import { DIALECTS } from './helpers.ts';
import { GOOD_PASSWORD, officeApp, sessionCookie } from './office.ts';

const MINUTE = 60_000;
const WRONG = 'The account name or password is not right. Please check both and try again.';

/** Issue 22's door: the cookie, the session's life, the limits, the first password, two steps. */
describe.each(DIALECTS)('signing in to the office on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  beforeAll(async () => {
    ctx = await officeApp(dialect);
  });
  afterAll(() => ctx?.close());

  const session = (cookie: string) =>
    ctx.app.inject({ url: '/office/api/session', headers: { cookie } });
  const attempt = (name: string, password: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/office/api/session',
      payload: { name, password },
      remoteAddress,
    });

  it('sets an HttpOnly, SameSite=Strict cookie for /office only, a new one at every sign-in', async () => {
    await ctx.ready('Cookie Clerk', 'editor');
    const first = await attempt('cookie clerk', GOOD_PASSWORD);
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/^office_session=[\w-]{43}; Path=\/office; HttpOnly; SameSite=Strict$/);
    // Sent with the old cookie: the browser gets a new id, and the old one is no longer valid.
    const old = sessionCookie(first);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/office/api/session',
      headers: { cookie: old },
      payload: { name: 'Cookie Clerk', password: GOOD_PASSWORD },
    });
    expect(sessionCookie(second)).not.toBe(old);
    expect((await session(old)).statusCode).toBe(401);
    expect((await session(sessionCookie(second))).json().user.name).toBe('Cookie Clerk');
  });

  it('signs out after 30 minutes without a call, and after 12 hours in all', async () => {
    const { cookie } = await ctx.ready('Clock Clerk', 'results');
    let minutes = 29;
    ctx.clock.now += minutes * MINUTE;
    expect((await session(cookie)).statusCode).toBe(200);
    // Still in use: every call moves the idle limit on, up to the 12 hours.
    while (minutes + 25 < 12 * 60) {
      minutes += 25;
      ctx.clock.now += 25 * MINUTE;
      expect((await session(cookie)).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    ctx.clock.now += 25 * MINUTE; // 12 hours and a few minutes after signing in
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(
      'You were signed out: a session lasts 12 hours at most. Please sign in again.',
    );
    expect(String(expired.headers['set-cookie'])).toMatch(
      /^office_session=; Max-Age=0; Path=\/office/,
    );

    const again = await ctx.signIn('Clock Clerk', GOOD_PASSWORD);
    ctx.clock.now += 30 * MINUTE;
    const idle = await session(again.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(
      'You were signed out after 30 minutes without use. Please sign in again.',
    );
  });

  it('signing out ends the session on the server', async () => {
    const signed = await ctx.ready('Leaving Clerk', 'editor');
    const out = await ctx.call({ as: signed, method: 'DELETE', url: '/office/api/session' });
    expect(out.json()).toEqual({ message: 'You are signed out.' });
    expect(String(out.headers['set-cookie'])).toMatch(/^office_session=; Max-Age=0/);
    expect((await session(signed.cookie)).statusCode).toBe(401);
  });

  it('stops guessing after 5 failures per name: the same words and wait for a real and a made-up name', async () => {
    await ctx.ready('Guessed Clerk', 'editor');
    const bodies = { real: [] as string[], madeUp: [] as string[] };
    for (let i = 0; i < 6; i++) {
      const real = await attempt('Guessed Clerk', `wrong password ${i}`, '10.0.0.1');
      const madeUp = await attempt('Nobody At All', `wrong password ${i}`, '10.0.0.2');
      bodies.real.push(`${real.statusCode} ${real.headers['retry-after']} ${real.body}`);
      bodies.madeUp.push(`${madeUp.statusCode} ${madeUp.headers['retry-after']} ${madeUp.body}`);
    }
    expect(bodies.real).toEqual(bodies.madeUp);
    expect(bodies.real.slice(0, 5)).toEqual(
      Array(5).fill(`401 undefined ${JSON.stringify({ message: WRONG, code: 'wrong' })}`),
    );
    expect(bodies.real[5]).toBe(
      `429 900 ${JSON.stringify({ message: 'Too many failed sign-ins. Please wait 15 minutes and try again.', code: 'too-many' })}`,
    );
    // Even the right password waits; from another client too (it is the name that is guessed).
    expect((await attempt('Guessed Clerk', GOOD_PASSWORD, '10.0.0.3')).statusCode).toBe(429);
    ctx.clock.now += 15 * MINUTE;
    expect((await attempt('Guessed Clerk', GOOD_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });

  it('stops one client after 20 failures, whatever names it tries', async () => {
    await ctx.ready('Sprayed Clerk', 'editor');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await attempt(`name ${i % 5} of many`, '123456789012', '10.0.1.1')).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    const refused = await attempt('Sprayed Clerk', GOOD_PASSWORD, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('Sprayed Clerk', GOOD_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('lets a busy office behind one address work past the forms’ limits, and leaves a parent there theirs', async () => {
    // The school's clerks share its connection: 80 previews in a minute are more than a form
    // may be tried from one address (60), and less than the office's allowance (600).
    const clerk = await ctx.ready('Busy Clerk', 'editor');
    const statuses = new Set<number>();
    for (let n = 0; n < 80; n++) {
      const preview = await ctx.call({
        as: clerk,
        method: 'POST',
        url: '/office/api/content/notices/preview',
        payload: { title: `Notice ${n}`, date: '2026-11-20', expire_date: '2026-12-20' },
      });
      statuses.add(preview.statusCode);
    }
    expect([...statuses]).toEqual([200]);
    // A parent on the same connection still sends the contact form.
    const sent = await ctx.app.inject({ method: 'POST', url: '/public-msg/', payload: CONTACT });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('records failed sign-ins, with the name tried and the client', async () => {
    await attempt('Nobody Here', 'not the password', '10.0.2.1');
    const failed = (await ctx.auditRows()).filter((r) => r.action === 'sign-in-failed').at(-1);
    expect(failed).toMatchObject({
      user_id: null,
      user_name: 'Nobody Here',
      entity: 'account-name',
      entity_id: 'nobody here',
      client: '10.0.2.1',
    });
  });

  it('asks for the one-time password to be changed before anything else', async () => {
    const made = await ctx.addUser('New Clerk', 'editor');
    const first = await ctx.signIn('New Clerk', made.password);
    expect(first.session.step).toBe('password-change');
    expect(first.session.user.must_change_password).toBe(true);
    for (const url of ['/office/api/tokens', '/office/api/audit']) {
      const refused = await ctx.call({ as: first, url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        code: 'password-change',
        message: 'Please change your one-time password first: it was for the first sign-in only.',
      });
    }
    const setUp = await ctx.call({ as: first, method: 'POST', url: '/office/api/totp' });
    expect(setUp.statusCode).toBe(403);
    expect((await ctx.call({ as: first, url: '/office/api/session' })).statusCode).toBe(200);

    const change = (current: string, next: string) =>
      ctx.call({
        as: first,
        method: 'POST',
        url: '/office/api/password',
        payload: { current_password: current, new_password: next },
      });
    const refusals: Record<string, [string, string]> = {
      short: [made.password, 'short one'],
      common: [made.password, 'qwertyuiop123'],
      'common with digits added': [made.password, 'sunshine2026!'],
      repeated: [made.password, 'abababababababab'],
      'the name': [made.password, 'my name is New Clerk'],
      'the same': [made.password, made.password],
      'wrong current': ['not my password', GOOD_PASSWORD],
    };
    const words: Record<string, string> = {};
    for (const [what, [current, next]] of Object.entries(refusals)) {
      const refused = await change(current, next);
      expect(refused.statusCode, what).toBe(400);
      const body = refused.json() as { errors: Record<string, string> };
      words[what] = Object.values(body.errors).join(' ');
    }
    expect(words).toEqual({
      short:
        'The new password must be at least 12 characters long: a short sentence is easy to remember.',
      common:
        'This password is on the lists of common passwords that attackers try first. Choose another: a short sentence of your own is easy to remember and hard to guess.',
      'common with digits added':
        'This password is on the lists of common passwords that attackers try first. Choose another: a short sentence of your own is easy to remember and hard to guess.',
      repeated:
        'The password repeats the same few characters, which is easy to guess. Choose another.',
      'the name': 'The password must not contain the account’s name. Choose another.',
      'the same': 'The new password must differ from the one you have now.',
      'wrong current': 'This is not your current password.',
    });

    const changed = await change(made.password, GOOD_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const now = changed.json() as OfficeSession;
    expect(now.step).toBe(null);
    // A new session id for the changed account; the one-time password no longer signs in.
    expect(sessionCookie(changed)).not.toBe(first.cookie);
    expect((await session(first.cookie)).statusCode).toBe(401);
    expect((await attempt('New Clerk', made.password, '10.0.3.1')).statusCode).toBe(401);
    expect((await attempt('New Clerk', GOOD_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('the office behind https on %s', (dialect) => {
  it('marks the cookie Secure (and __Secure-) when the public address is https', async () => {
    const direct = await officeApp(dialect, { publicUrl: 'https://api.school.example' });
    const proxied = await officeApp(dialect, { trustProxy: ['127.0.0.1'] });
    try {
      await direct.addUser('Secure Clerk', 'editor').then(async ({ password }) => {
        const response = await direct.app.inject({
          method: 'POST',
          url: '/office/api/session',
          headers: { origin: 'https://api.school.example' },
          payload: { name: 'Secure Clerk', password },
        });
        expect(response.statusCode).toBe(200);
        expect(String(response.headers['set-cookie'])).toMatch(
          /^__Secure-office_session=[\w-]{43}; Path=\/office; HttpOnly; Secure; SameSite=Strict$/,
        );
        // The cookie without the prefix, as an http page could have set it, signs nobody in.
        const plain = sessionCookie(response).replace('__Secure-', '');
        const asked = await direct.app.inject({
          url: '/office/api/session',
          headers: { cookie: plain },
        });
        expect(asked.statusCode).toBe(401);
      });
      const { password } = await proxied.addUser('Proxied Clerk', 'editor');
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/office/api/session',
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'office.school.example',
          origin: 'https://office.school.example',
        },
        payload: { name: 'Proxied Clerk', password },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure; SameSite=Strict$/);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

describe.each(DIALECTS)('two-step sign-in required for admins on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  beforeAll(async () => {
    ctx = await officeApp(dialect, { office: { adminTotp: true } });
  });
  afterAll(() => ctx?.close());

  const codeAt = (secret: string, at: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

  it('makes an admin set it up first, then asks for the code at every sign-in', async () => {
    const admin = await ctx.ready('Totp Admin', 'admin');
    expect(admin.session.step).toBe('totp-enrolment');
    const refused = await ctx.call({ as: admin, url: '/office/api/users' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Please set up two-step sign-in first: the school requires it for admin accounts.',
    );

    const begun = await ctx.call({ as: admin, method: 'POST', url: '/office/api/totp' });
    expect(begun.statusCode).toBe(200);
    const { secret, uri } = begun.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+:Totp%20Admin\?issuer=.+&secret=[A-Z2-7]+/);
    const confirm = (code: string) =>
      ctx.call({ as: admin, method: 'POST', url: '/office/api/totp/confirm', payload: { code } });
    const wrong = await confirm(codeAt(secret, ctx.clock.now + 10 * MINUTE));
    expect(wrong.statusCode).toBe(400);
    const confirmed = await confirm(codeAt(secret, ctx.clock.now));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ step: null, user: { totp: true } });
    expect((await ctx.call({ as: admin, url: '/office/api/users' })).statusCode).toBe(200);

    const signIn = (code?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/office/api/session',
        payload: { name: 'Totp Admin', password: GOOD_PASSWORD, ...(code ? { code } : {}) },
      });
    const noCode = await signIn();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      code: 'totp-required',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(noCode.headers['set-cookie']).toBeUndefined();
    // The code confirmed a moment ago was used: seen over a shoulder, it does not sign in.
    expect((await signIn(codeAt(secret, ctx.clock.now))).statusCode).toBe(401);
    ctx.clock.now += 30_000;
    const withCode = await signIn(codeAt(secret, ctx.clock.now));
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().step).toBe(null);
  });

  it('leaves it optional for the other roles', async () => {
    const editor = await ctx.ready('Plain Editor', 'editor');
    expect(editor.session.step).toBe(null);
    expect((await ctx.call({ as: editor, url: '/office/api/tokens' })).statusCode).toBe(200);
  });
});
