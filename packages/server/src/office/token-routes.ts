import type { FastifyInstance } from 'fastify';
import { httpError } from '../routes/lib.ts';
import { audited } from './audit.ts';
import { actorOf, officeRoute, signedIn } from './guard.ts';
import { insertToken, publicToken } from './tokens.ts';

const NO_SUCH_TOKEN = 'There is no such token. Reload the list of tokens.';

/** Each account's own personal access tokens: list, make (the secret shown once), revoke. */
export default async function tokenRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  officeRoute(app, 'getTokens', async (request) => {
    const rows = await db
      .selectFrom('office_tokens')
      .selectAll()
      .where('user_id', '=', signedIn(request).user.id)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(publicToken);
  });

  officeRoute(app, 'createToken', async (request) => {
    const actor = actorOf(request);
    const made = await db.transaction().execute(async (tx) => {
      const { row, secret } = await insertToken(
        tx,
        signedIn(request).user.id,
        request.body.name,
        actor.at,
      );
      const token = publicToken(row);
      await audited(tx, actor, {
        action: 'token-create',
        entity: 'office_token',
        entityId: row.id,
        after: token,
      });
      return { token, secret };
    });
    return made;
  });

  officeRoute(app, 'revokeToken', async (request) => {
    const actor = actorOf(request);
    return db.transaction().execute(async (tx) => {
      // Only one's own: another account's token is not there at all.
      const before = await tx
        .selectFrom('office_tokens')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', signedIn(request).user.id)
        .executeTakeFirst();
      if (!before) throw httpError(404, NO_SUCH_TOKEN);
      if (before.revoked_at) return publicToken(before);
      const row = await tx
        .updateTable('office_tokens')
        .set({ revoked_at: actor.at })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = publicToken(row);
      await audited(tx, actor, {
        action: 'token-revoke',
        entity: 'office_token',
        entityId: row.id,
        before: publicToken(before),
        after: token,
      });
      return token;
    });
  });
}
