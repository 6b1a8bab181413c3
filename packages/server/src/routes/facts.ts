import type { Answer } from '@school/api/contract';
import type { FastifyInstance } from 'fastify';
import { present } from '../content/present.ts';
import { onSite } from '../content/tables.ts';
import { route } from '../contract.ts';
import { isoAt } from '../office/secrets.ts';

/**
 * The school's facts the office publishes (issue 24), beyond the spec: fees, class and exam
 * routines, seat plans, syllabi and the admission information. Each answer lists what is on the
 * site, in the order a page shows it: the newest session first, then by class (and exam).
 */
export default async function factsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const now = () => isoAt(app.now());

  route(app, 'getFees', async () => {
    const rows = await db
      .selectFrom('fees')
      .selectAll()
      .where(onSite('fees', now()))
      .orderBy('session', 'desc')
      .orderBy('class_id')
      .orderBy('id')
      .execute();
    return present(db, 'fees', rows) as Promise<Answer<'getFees'>>;
  });
  route(app, 'getClassRoutines', async (request) => {
    let q = db.selectFrom('class_routines').selectAll().where(onSite('class_routines', now()));
    if (request.query.class_id !== undefined) q = q.where('class_id', '=', request.query.class_id);
    const rows = await q.orderBy('session', 'desc').orderBy('class_id').orderBy('id').execute();
    return present(db, 'class-routines', rows) as Promise<Answer<'getClassRoutines'>>;
  });
  route(app, 'getExamRoutines', async () => {
    const rows = await db
      .selectFrom('exam_routines')
      .selectAll()
      .where(onSite('exam_routines', now()))
      .orderBy('session', 'desc')
      .orderBy('exam_id')
      .orderBy('class_id')
      .orderBy('id')
      .execute();
    return present(db, 'exam-routines', rows) as Promise<Answer<'getExamRoutines'>>;
  });
  route(app, 'getSeatPlans', async () => {
    const rows = await db
      .selectFrom('seat_plans')
      .selectAll()
      .where(onSite('seat_plans', now()))
      .orderBy('session', 'desc')
      .orderBy('exam_id')
      .orderBy('class_id')
      .orderBy('id')
      .execute();
    return present(db, 'seat-plans', rows) as Promise<Answer<'getSeatPlans'>>;
  });
  route(app, 'getSyllabi', async () => {
    const rows = await db
      .selectFrom('syllabi')
      .selectAll()
      .where(onSite('syllabi', now()))
      .orderBy('session', 'desc')
      .orderBy('class_id')
      .orderBy('id')
      .execute();
    return present(db, 'syllabi', rows) as Promise<Answer<'getSyllabi'>>;
  });
  route(app, 'getAdmissionInfo', () =>
    db
      .selectFrom('admission_info')
      .selectAll()
      .where(onSite('admission_info', now()))
      .orderBy('apply_from', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );
}
