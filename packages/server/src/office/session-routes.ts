import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../routes/lib.ts';
import { endSessions, findUserByName, publicUser, type UserRow } from './accounts.ts';
import { type Actor, audited } from './audit.ts';
import { actorOf, isSecure, officeRoute, sessionAnswer, signedIn } from './guard.ts';
import { nameKey } from './names.ts';
import { hashCostDiffers, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { isoAt } from './secrets.ts';
import { cookieName, cookieOptions, endSession, startSession } from './sessions.ts';
import { signInWait } from './sign-in-limits.ts';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';

/** The same words, whether the name has an account or not: they must not tell. */
const WRONG = 'The account name or password is not right. Please check both and try again.';
const NEED_CODE = 'Enter the 6-digit code from your authenticator app.';
const WRONG_CODE =
  'That code is not right, or was used already. Enter the code your authenticator app shows now.';
const DISABLED = 'This account is disabled. Ask one of the school’s admins.';

/** The entity failed sign-ins are counted by: the name tried, folded (sign-in-limits.ts). */
const TRIED = 'account-name';

export default async function sessionRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const settings = app.officeSettings;
  // A hash to check a made-up name's password against, made once with today's cost: a
  // made-up name takes as long to refuse as a real one.
  let dummy: Promise<string> | null = null;
  const dummyHash = () => {
    dummy ??= hashPassword(crypto.randomUUID(), settings.scrypt);
    return dummy;
  };

  /** 429 with Retry-After while the name or the client has failed too often. */
  async function refuseWhileLimited(request: FastifyRequest, reply: FastifyReply, key: string) {
    const wait = await signInWait(db, { key, client: request.ip, now: app.now() });
    if (wait <= 0) return;
    const minutes = Math.ceil(wait / 60_000);
    reply.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw httpError(
      429,
      `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { code: 'too-many' },
    );
  }

  const failed = (actor: Actor, key: string, action: string, why: string) =>
    audited(db, actor, { action, entity: TRIED, entityId: key, after: { why } });

  /**
   * A new session (a new id, never the one the browser brought) and its cookie; `signingIn`
   * writes the sign-in to the audit log (a new id after a password change is no sign-in).
   */
  async function newSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    { old, signingIn }: { old: string | undefined; signingIn: boolean },
  ) {
    const secure = isSecure(request);
    const now = app.now();
    const session = await db.transaction().execute(async (tx) => {
      if (old) await endSession(tx, old);
      const started = await startSession(tx, user.id, now);
      if (signingIn) {
        await audited(tx, actorOf(request, user), {
          action: 'sign-in',
          entity: TRIED,
          entityId: nameKey(user.name),
        });
      }
      return started;
    });
    reply.setCookie(cookieName(secure), session.id, cookieOptions(secure));
    return sessionAnswer(settings, user, session.row);
  }

  officeRoute(app, 'signIn', async (request, reply) => {
    const { name, password, code } = request.body;
    const key = nameKey(name);
    await refuseWhileLimited(request, reply, key);
    const user = await findUserByName(db, name);
    const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    const actor: Actor = {
      id: user?.id ?? null,
      name: user?.name ?? name,
      client: request.ip,
      at: isoAt(app.now()),
    };
    if (!user || !right) {
      await failed(actor, key, 'sign-in-failed', user ? 'password' : 'no such account');
      throw httpError(401, WRONG, { code: 'wrong' });
    }
    if (user.disabled) {
      await failed(actor, key, 'sign-in-failed', 'disabled');
      throw httpError(403, DISABLED, { code: 'disabled' });
    }
    if (user.totp_secret) {
      if (!code) throw httpError(401, NEED_CODE, { code: 'totp-required' });
      const step = acceptedStep(user.totp_secret, code, app.now(), user.totp_last_step);
      // Claimed in the row itself: of two sign-ins with one code at once, one gets in.
      const claimed =
        step !== null &&
        (
          await db
            .updateTable('office_users')
            .set({ totp_last_step: step })
            .where('id', '=', user.id)
            .where((eb) =>
              eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]),
            )
            .executeTakeFirst()
        ).numUpdatedRows > 0n;
      if (!claimed) {
        await failed(actor, key, 'sign-in-failed', 'code');
        throw httpError(401, WRONG_CODE, { code: 'totp-wrong' });
      }
    }
    if (hashCostDiffers(user.password_hash, settings.scrypt)) {
      // Made again with today's cost while the password is at hand: a raised cost reaches
      // every account as it signs in.
      const rehashed = await hashPassword(password, settings.scrypt);
      await db
        .updateTable('office_users')
        .set({ password_hash: rehashed })
        .where('id', '=', user.id)
        .execute();
    }
    const old = request.cookies[cookieName(isSecure(request))];
    return newSession(request, reply, user, { old, signingIn: true });
  });

  officeRoute(app, 'getSession', (request) => {
    const { user, session } = signedIn(request);
    return sessionAnswer(settings, user, session?.row ?? null);
  });

  officeRoute(app, 'signOut', async (request, reply) => {
    const { session } = signedIn(request);
    if (session) {
      await db.transaction().execute(async (tx) => {
        await endSession(tx, session.id);
        await audited(tx, actorOf(request), { action: 'sign-out', entity: 'office_session' });
      });
      const secure = isSecure(request);
      reply.clearCookie(cookieName(secure), cookieOptions(secure));
    }
    return { message: 'You are signed out.' };
  });

  officeRoute(app, 'changePassword', async (request, reply) => {
    const { user } = signedIn(request);
    const { current_password, new_password } = request.body;
    const key = nameKey(user.name);
    await refuseWhileLimited(request, reply, key);
    if (!(await verifyPassword(current_password, user.password_hash))) {
      await failed(actorOf(request), key, 'password-failed', 'current password');
      throw httpError(400, 'Your current password is not right.', {
        errors: { current_password: 'This is not your current password.' },
      });
    }
    const problem =
      current_password === new_password
        ? 'The new password must differ from the one you have now.'
        : await passwordProblem(new_password, user.name);
    if (problem) throw httpError(400, problem, { errors: { new_password: problem } });
    const hash = await hashPassword(new_password, settings.scrypt);
    const changed = await db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('office_users')
        .set({ password_hash: hash, must_change_password: 0, updated_at: isoAt(app.now()) })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Whoever else was signed in as this account is no longer.
      await endSessions(tx, user.id);
      await audited(tx, actorOf(request), {
        action: 'password',
        entity: 'office_user',
        entityId: user.id,
        before: publicUser(user),
        after: publicUser(row),
      });
      return row;
    });
    // A new session for this browser: a new id after the account's standing changed.
    // (endSessions above has ended the old one already.)
    if (signedIn(request).session) {
      return newSession(request, reply, changed, { old: undefined, signingIn: false });
    }
    return sessionAnswer(settings, changed, null);
  });

  officeRoute(app, 'beginTotp', async (request) => {
    const { user } = signedIn(request);
    const secret = newTotpSecret();
    await db
      .updateTable('office_users')
      .set({ totp_pending: secret })
      .where('id', '=', user.id)
      .execute();
    const school = await db.selectFrom('institutes').select('institute_name').executeTakeFirst();
    return { secret, uri: totpUri(secret, school?.institute_name || 'School office', user.name) };
  });

  officeRoute(app, 'confirmTotp', async (request) => {
    const { user } = signedIn(request);
    const pending = user.totp_pending;
    if (!pending) {
      throw httpError(409, 'Start setting up two-step sign-in first, then enter the code.');
    }
    const step = acceptedStep(pending, request.body.code, app.now(), null);
    if (step === null) throw httpError(400, WRONG_CODE, { errors: { code: WRONG_CODE } });
    const row = await db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('office_users')
        .set({
          totp_secret: pending,
          totp_pending: null,
          totp_last_step: step,
          updated_at: isoAt(app.now()),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audited(tx, actorOf(request), {
        action: 'totp',
        entity: 'office_user',
        entityId: user.id,
        before: publicUser(user),
        after: publicUser(updated),
      });
      return updated;
    });
    return sessionAnswer(settings, row, signedIn(request).session?.row ?? null);
  });
}
