import { ApiError } from '@school/api';
import { createOfficeClient } from '@school/api/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, officeApp } from './office.ts';

/**
 * The office's typed client (`@school/api/office`) against a real provider over HTTP, as the
 * console will use it: the browser's cookie stands in for a small jar here (Node's fetch keeps
 * none), and the client itself sends the CSRF token it was given.
 */
describe('the office client', () => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  let base: string;
  beforeAll(async () => {
    ctx = await officeApp('sqlite');
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  /** What a browser does with the session cookie on its own, and what it sends each time. */
  function browser() {
    let cookie = '';
    const sent: Headers[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      // A browser names the page's origin on every call that is not a GET.
      if (init?.method && init.method !== 'GET') headers.set('origin', base);
      sent.push(headers);
      const response = await globalThis.fetch(input, { ...init, headers });
      const set = response.headers.getSetCookie()[0];
      if (set) cookie = /Max-Age=0/.test(set) ? '' : (set.split(';')[0] ?? '');
      return response;
    };
    return { fetch, sent };
  }

  it('signs in, keeps the CSRF token for changes, and says refusals in words', async () => {
    const made = await ctx.addUser('Client Clerk', 'admin');
    const { fetch, sent } = browser();
    const office = createOfficeClient({ baseURL: base, fetch });

    const wrong = await office.signIn({ name: 'Client Clerk', password: 'not it' }).catch((e) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({
      status: 401,
      code: 'wrong',
      message: 'The account name or password is not right. Please check both and try again.',
    });

    const session = await office.signIn({ name: 'Client Clerk', password: made.password });
    expect(session.step).toBe('password-change');
    const early = await office.getUsers().catch((e) => e);
    expect(early).toMatchObject({ status: 403, code: 'password-change' });

    const changed = await office.changePassword({
      current_password: made.password,
      new_password: GOOD_PASSWORD,
    });
    expect(sent.at(-1)?.get('x-csrf-token')).toBe(session.csrf_token);
    const user = await office.createUser({ name: 'Typed Clerk', role: 'editor' });
    // The token of the session the password change began.
    expect(sent.at(-1)?.get('x-csrf-token')).toBe(changed.csrf_token);
    expect(user.password).toMatch(/-/);
    const updated = await office.updateUser(user.user.id, { role: 'results' });
    expect(updated.role).toBe('results');
    const page = await office.getAudit({ action: 'update', page_size: 5 });
    expect(page.results[0]).toMatchObject({ action: 'update', user_name: 'Client Clerk' });
    expect(sent.at(-1)?.get('x-csrf-token')).toBeNull();

    await office.signOut();
    const after = await office.getSession().catch((e) => e);
    expect(after).toMatchObject({ status: 401, message: 'Please sign in to the office first.' });
  });

  it('works for a script with a personal access token', async () => {
    const { fetch } = browser();
    const office = createOfficeClient({ baseURL: base, fetch });
    await office.signIn({ name: 'Client Clerk', password: GOOD_PASSWORD });
    const { secret, token } = await office.createToken({ name: 'client test' });

    const script = createOfficeClient({ baseURL: base, token: secret });
    expect((await script.getSession()).user.name).toBe('Client Clerk');
    expect((await script.getTokens()).map((t) => t.id)).toContain(token.id);
    await script.revokeToken(token.id);
    await expect(script.getTokens()).rejects.toMatchObject({ status: 401, code: 'bad-token' });
  });
});
