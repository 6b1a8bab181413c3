import type { FastifyInstance } from 'fastify';
import { createUser, publicUser, resetPassword, updateUser } from './accounts.ts';
import { actorOf, officeRoute } from './guard.ts';

/** The accounts, for admins: list, add (with a one-time password), change, reset. */
export default async function accountRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const cost = app.officeSettings.scrypt;

  officeRoute(app, 'getUsers', async () => {
    const rows = await db.selectFrom('office_users').selectAll().orderBy('name_key').execute();
    return rows.map(publicUser);
  });

  officeRoute(app, 'createUser', async (request) => {
    const made = await createUser(db, actorOf(request), { ...request.body, cost });
    return made;
  });

  officeRoute(app, 'updateUser', (request) =>
    updateUser(db, actorOf(request), { id: request.params.id, ...request.body }),
  );

  officeRoute(app, 'resetPassword', (request) =>
    resetPassword(db, actorOf(request), { id: request.params.id, cost }),
  );
}
