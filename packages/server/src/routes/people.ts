import type { Answer } from '@school/api/contract';
import type { FastifyInstance } from 'fastify';
import { present } from '../content/present.ts';
import { onSite } from '../content/tables.ts';
import { route } from '../contract.ts';
import { POOL_SIZE } from '../db/connect.ts';
import { isoAt } from '../office/secrets.ts';
import { withSrcsets } from '../uploads/variants.ts';
import { createCountCache } from './count-cache.ts';
import { assertPageExists, httpError, paged } from './lib.ts';
import { createWorkGate } from './work-gate.ts';

/** How long the students' total is trusted (see count-cache.ts: the API never writes students). */
const LIST_COUNT_TTL_MS = 60_000;
/**
 * The deepest row a page may start at. An OFFSET walks every row before it, synchronously on
 * SQLite, so a crawler asking for page 10 000 would hold the event loop; the directory's
 * visitors narrow by class long before that.
 */
export const MAX_LIST_OFFSET = 20_000;

/** The row a page starts at, or a 400 when that is too deep. */
function pageInReach(page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  if (offset > MAX_LIST_OFFSET) {
    throw httpError(
      400,
      `Pages that deep are not served (at most row ${MAX_LIST_OFFSET}). Choose a class or a year to narrow the list.`,
    );
  }
  return offset;
}

/** Paged list queries at once on PostgreSQL: the rest of the pool stays free for lookups. */
const LIST_QUERIES_ON_POSTGRES = POOL_SIZE - 4;

export default async function peopleRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const counts = createCountCache({ ttlMs: LIST_COUNT_TTL_MS, maxKeys: 1000, now: app.now });
  const now = () => isoAt(app.now());
  // SQLite runs one query at a time on the event loop anyway: one per turn (work-gate.ts).
  const through = createWorkGate(app.db.dialect === 'sqlite' ? 1 : LIST_QUERIES_ON_POSTGRES);

  /** A paged list's total (cached under `key`) and one page of its rows, through the gate. */
  const listPage = <T>(
    key: string | null,
    page: number,
    pageSize: number,
    countRows: () => Promise<{ count: number | string | bigint }>,
    pageRows: () => Promise<T[]>,
  ) =>
    through(async () => {
      const total = async () => Number((await countRows()).count);
      // A null key: counted each time (the office publishes staff; a total must follow at once).
      const count = await (key === null ? total() : counts.get(key, total));
      assertPageExists(count, page, pageSize);
      return { count, results: await pageRows() };
    });

  // role_filter=include lists the teaching roles (the Teachers page), exclude the other staff.
  route(app, 'getStaffProfiles', async (request) => {
    const { page, page_size: pageSize, role_filter: filter } = request.query;
    const offset = pageInReach(page, pageSize);
    let base = db.selectFrom('staff').where(onSite('staff', now()));
    if (filter) base = base.where('is_teacher', '=', filter === 'include' ? 1 : 0);
    const { count, results } = await listPage(
      null,
      page,
      pageSize,
      () => base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      () =>
        base
          .select([
            'id',
            'name',
            'designation',
            'registration',
            'role',
            'avatar',
            'name_bn',
            'designation_bn',
            'role_bn',
          ])
          .orderBy('sort_order')
          .orderBy('id')
          .limit(pageSize)
          .offset(offset)
          .execute(),
    );
    const staff = await withSrcsets(db, results, 'avatar');
    return paged(app, request, count, page, pageSize, staff);
  });

  route(app, 'getStudentProfiles', async (request) => {
    const {
      page,
      page_size: pageSize,
      class_id: classId,
      academic_session_year__start_year: startYear,
      academic_year__name: yearName,
    } = request.query;
    const offset = pageInReach(page, pageSize);

    let base = db
      .selectFrom('students')
      .leftJoin('academic_sessions', 'academic_sessions.id', 'students.academic_session_id')
      .innerJoin('admission_years', 'admission_years.id', 'students.admission_year_id');
    if (classId !== undefined) base = base.where('students.class_id', '=', classId);
    if (startYear !== undefined) base = base.where('academic_sessions.start_year', '=', startYear);
    if (yearName !== undefined) base = base.where('admission_years.name', '=', yearName);

    const key = JSON.stringify(['students', classId, startYear, yearName]);
    const { count, results } = await listPage(
      key,
      page,
      pageSize,
      () => base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      () =>
        base
          .select([
            'students.id',
            'students.name',
            'students.name_bn',
            'students.roll_no',
            'students.avatar',
            'students.admission_year_id',
            'students.academic_session_id as academic_session_year',
          ])
          .orderBy('students.roll_no')
          .limit(pageSize)
          .offset(offset)
          .execute(),
    );
    return paged(app, request, count, page, pageSize, results);
  });

  // The original site also reads a static /committeeMembers.json; both answer the same list.
  const committee = async () => {
    const rows = await db
      .selectFrom('committees')
      .selectAll()
      .where(onSite('committees', now()))
      .orderBy('id')
      .execute();
    return present(db, 'committee', rows) as Promise<Answer<'getCommittees'>>;
  };
  route(app, 'getCommittees', committee);
  route(app, 'getCommitteeMembersFile', committee);
  route(app, 'getIconicStudents', async () => {
    const rows = await db
      .selectFrom('iconic_students')
      .selectAll()
      .where(onSite('iconic_students', now()))
      .orderBy('id')
      .execute();
    return present(db, 'alumni', rows) as Promise<Answer<'getIconicStudents'>>;
  });
  route(app, 'getTestimonials', () =>
    db
      .selectFrom('testimonials')
      .selectAll()
      .where(onSite('testimonials', now()))
      .orderBy('id')
      .execute(),
  );
  for (const [name, kind] of [
    ['getMessagesFromHead', 'head'],
    ['getMessagesFromOther', 'other'],
  ] as const) {
    route(app, name, () =>
      db
        .selectFrom('head_messages')
        .select([
          'id',
          'img',
          'name',
          'facebook',
          'linkedin',
          'whatsapps',
          'text',
          'heading',
          'name_bn',
          'text_bn',
          'heading_bn',
        ])
        .where('kind', '=', kind)
        .where(onSite('head_messages', now()))
        .orderBy('id')
        .execute(),
    );
  }
}
