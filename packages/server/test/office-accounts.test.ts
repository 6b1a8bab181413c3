import type { OfficeAuditEntry, OfficeUser } from '@school/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers.ts';
import { GOOD_PASSWORD, officeApp, type Signed } from './office.ts';

const AT = '2026-11-20T08:00:00.000Z';

/** Issue 22: admins manage accounts, everyone their tokens, and every change is in the audit log. */
describe.each(DIALECTS)('the office’s accounts, tokens and audit log on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  let admin: Signed;
  beforeAll(async () => {
    ctx = await officeApp(dialect);
    admin = await ctx.ready('Head Clerk', 'admin');
  });
  afterAll(() => ctx?.close());

  const latestAudit = async () => (await ctx.auditRows()).at(-1);
  const user = (name: string) =>
    ctx.db.kysely
      .selectFrom('office_users')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();

  it('an admin adds an account: its one-time password once, the change audited', async () => {
    const made = await ctx.call({
      as: admin,
      method: 'POST',
      url: '/office/api/users',
      payload: { name: 'Notice Writer', role: 'editor' },
    });
    expect(made.statusCode).toBe(201);
    const { user: shown, password } = made.json() as { user: OfficeUser; password: string };
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(shown).toMatchObject({
      name: 'Notice Writer',
      role: 'editor',
      must_change_password: true,
    });
    expect(await latestAudit()).toMatchObject({
      at: AT,
      user_id: admin.session.user.id,
      user_name: 'Head Clerk',
      action: 'create',
      entity: 'office_user',
      entity_id: String(shown.id),
      before: null,
      client: '127.0.0.1',
    });
    expect(JSON.parse((await latestAudit())?.after ?? '')).toEqual(shown);
    // Never a secret in the log or in a list.
    expect(JSON.stringify(await ctx.auditRows())).not.toMatch(/scrypt\$|password_hash/);
    const list = await ctx.call({ as: admin, url: '/office/api/users' });
    expect(list.body).not.toMatch(/scrypt|totp_secret|password_hash/);
    expect((list.json() as OfficeUser[]).map((u) => u.name)).toContain('Notice Writer');

    const same = await ctx.call({
      as: admin,
      method: 'POST',
      url: '/office/api/users',
      payload: { name: 'notice  WRITER', role: 'results' },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(
      'There is already an account called “notice  WRITER”. Choose another name.',
    );
    const first = await ctx.signIn('Notice Writer', password);
    expect(first.session.step).toBe('password-change');
  });

  it('changes a role and disables an account, which ends its sessions and tokens', async () => {
    const writer = await ctx.ready('Results Typist', 'editor');
    const token = await ctx.call({
      as: writer,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'marks import' },
    });
    const bearer = { authorization: `Bearer ${token.json().secret}` };
    const id = writer.session.user.id;
    const patch = (payload: object) =>
      ctx.call({ as: admin, method: 'PATCH', url: `/office/api/users/${id}`, payload });

    const changed = await patch({ role: 'results' });
    expect(changed.json()).toMatchObject({ role: 'results' });
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: 'update', entity: 'office_user', entity_id: String(id) });
    expect(JSON.parse(entry?.before ?? '')).toMatchObject({ role: 'editor' });
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({ role: 'results' });

    expect((await patch({ disabled: true })).json()).toMatchObject({ disabled: true });
    expect((await ctx.call({ as: writer, url: '/office/api/session' })).statusCode).toBe(401);
    const byToken = await ctx.app.inject({ url: '/office/api/tokens', headers: bearer });
    expect(byToken.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/office/api/session',
      payload: { name: 'Results Typist', password: GOOD_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('This account is disabled. Ask one of the school’s admins.');
    // A wrong password still says only that: a disabled account is not revealed to a guess.
    const guess = await ctx.app.inject({
      method: 'POST',
      url: '/office/api/session',
      payload: { name: 'Results Typist', password: 'not the right one' },
    });
    expect(guess.statusCode).toBe(401);

    await patch({ disabled: false });
    expect((await ctx.app.inject({ url: '/office/api/tokens', headers: bearer })).statusCode).toBe(
      200,
    );
    const nothing = await patch({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(
      'Please correct the fields marked below and send the form again.',
    );
  });

  it('keeps the last admin an admin', async () => {
    const id = admin.session.user.id;
    for (const payload of [{ role: 'editor' }, { disabled: true }]) {
      const refused = await ctx.call({
        as: admin,
        method: 'PATCH',
        url: `/office/api/users/${id}`,
        payload,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This is the last admin account that can sign in. Make another account an admin first.',
      );
    }
    expect((await user('Head Clerk')).role).toBe('admin');
  });

  it('resets a password: signed out, a new one-time password, two-step sign-in removed', async () => {
    const locked = await ctx.ready('Forgetful Clerk', 'results');
    const id = locked.session.user.id;
    await ctx.db.kysely
      .updateTable('office_users')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', id)
      .execute();
    const reset = await ctx.call({
      as: admin,
      method: 'POST',
      url: `/office/api/users/${id}/password`,
    });
    expect(reset.statusCode).toBe(200);
    const { password, user: shown } = reset.json() as { password: string; user: OfficeUser };
    expect(shown).toMatchObject({ must_change_password: true, totp: false });
    expect((await ctx.call({ as: locked, url: '/office/api/session' })).statusCode).toBe(401);
    expect((await ctx.signIn('Forgetful Clerk', password)).session.step).toBe('password-change');
    expect(await latestAudit()).toMatchObject({ action: 'sign-in' });
    const resetEntry = (await ctx.auditRows()).findLast((r) => r.action === 'password-reset');
    expect(resetEntry).toMatchObject({ user_name: 'Head Clerk', entity_id: String(id) });
    expect(JSON.parse(resetEntry?.before ?? '')).toMatchObject({ totp: true });

    const missing = await ctx.call({
      as: admin,
      method: 'POST',
      url: '/office/api/users/9999/password',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such account. Reload the list of accounts.');
  });

  it('a token works with its account’s role on every call, shown once, until revoked', async () => {
    const editor = await ctx.ready('Script Owner', 'editor');
    const made = await ctx.call({
      as: editor,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'nightly import' },
    });
    expect(made.statusCode).toBe(201);
    const { secret, token } = made.json() as { secret: string; token: { id: number } };
    expect(secret).toMatch(/^office_[\w-]{43}$/);
    expect(await latestAudit()).toMatchObject({
      action: 'token-create',
      entity: 'office_token',
      entity_id: String(token.id),
      user_name: 'Script Owner',
    });
    const stored = await ctx.db.kysely.selectFrom('office_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const bearer = { authorization: `Bearer ${secret}` };
    const asScript = (url: string, method: 'GET' | 'DELETE' = 'GET') =>
      ctx.app.inject({ method, url, headers: bearer });
    expect((await asScript('/office/api/session')).json()).toMatchObject({
      user: { name: 'Script Owner' },
      csrf_token: null,
    });
    const listed = await asScript('/office/api/tokens');
    expect(listed.json()).toEqual([
      { id: token.id, name: 'nightly import', created_at: AT, last_used_at: AT, revoked_at: null },
    ]);
    expect(listed.body).not.toContain(secret);
    expect((await asScript('/office/api/users')).statusCode).toBe(403);

    // Another account cannot see or revoke it.
    const other = await ctx.call({
      as: admin,
      method: 'DELETE',
      url: `/office/api/tokens/${token.id}`,
    });
    expect(other.statusCode).toBe(404);
    const revoked = await ctx.call({
      as: editor,
      method: 'DELETE',
      url: `/office/api/tokens/${token.id}`,
    });
    expect(revoked.json()).toMatchObject({ revoked_at: AT });
    expect(await latestAudit()).toMatchObject({
      action: 'token-revoke',
      entity_id: String(token.id),
    });
    const refused = await asScript('/office/api/tokens');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'This access token does not work: it may have been revoked, or its account disabled. Make a new one in the office.',
    );
  });

  it('lets admins read the log in pages, newest first, filtered', async () => {
    ctx.clock.now += 86_400_000;
    admin = await ctx.signIn('Head Clerk', GOOD_PASSWORD);
    await ctx.call({
      as: admin,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'tomorrow' },
    });
    const page = await ctx.call({ as: admin, url: '/office/api/audit?page_size=2' });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { count: number; next: string; results: OfficeAuditEntry[] };
    const all = await ctx.auditRows();
    expect(body.count).toBe(all.length);
    expect(body.results.map((r) => r.id)).toEqual(
      all
        .slice(-2)
        .reverse()
        .map((r) => r.id),
    );
    expect(body.next).toMatch(/\/office\/api\/audit\?page_size=2&page=2$/);
    expect(body.results.map((r) => r.action)).toEqual(['token-create', 'sign-in']);
    expect(body.results[0]).toMatchObject({
      action: 'token-create',
      user_name: 'Head Clerk',
      after: { name: 'tomorrow' },
    });

    const filtered = async (query: string) =>
      (
        (await ctx.call({ as: admin, url: `/office/api/audit?page_size=100&${query}` })).json() as {
          results: OfficeAuditEntry[];
        }
      ).results;
    expect((await filtered('action=token-revoke')).map((r) => r.user_name)).toEqual([
      'Script Owner',
    ]);
    expect((await filtered('user=head%20clerk')).every((r) => r.user_name === 'Head Clerk')).toBe(
      true,
    );
    expect(await filtered('from=2026-11-21')).toHaveLength(2);
    expect((await filtered('to=2026-11-20')).length).toBe(all.length - 2);
    expect(await filtered('entity=office_user&entity_id=9999')).toEqual([]);
    const bad = await ctx.call({ as: admin, url: '/office/api/audit?from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter the day as year-month-day, for example 2026-11-20.');
  });
});
