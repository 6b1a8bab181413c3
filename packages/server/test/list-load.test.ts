import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_OFFSET } from '../src/routes/people.ts';
import { DIALECTS, demoApp } from './helpers.ts';

/** The deep page of the whole student list the issue loaded with 50 connections. */
const STUDENTS_PAGE = `select "students"."id", "students"."name" from "students"
  left join "academic_sessions" on "academic_sessions"."id" = "students"."academic_session_id"
  inner join "admission_years" on "admission_years"."id" = "students"."admission_year_id"
  order by "students"."roll_no" limit 100 offset 7900`;
const STAFF_PAGE = `select "id", "name" from "staff" where "is_teacher" = 0
  order by "sort_order", "id" limit 20 offset 0`;

describe.each(DIALECTS)('paged lists under load on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  beforeAll(async () => {
    ctx = await demoApp(dialect);
  });
  afterAll(() => ctx?.close());

  /** The plan's text; on PostgreSQL with sequential scans off, so the answer is whether an index can serve the order, not what 8 000 rows make cheapest. */
  async function plan(query: string): Promise<string> {
    if (dialect === 'sqlite') {
      const rows = ctx.db.sqlite?.prepare(`EXPLAIN QUERY PLAN ${query}`).all() ?? [];
      return rows.map((r) => String(r.detail)).join('\n');
    }
    return ctx.db.kysely.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_sort = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(query)}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('walks the student list in roll order by an index, not by sorting the table', async () => {
    const text = await plan(STUDENTS_PAGE);
    expect(text).toContain('students_roll');
    expect(text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it('walks a staff page by role and order by an index', async () => {
    const text = await plan(STAFF_PAGE);
    if (dialect === 'sqlite') expect(text).toContain('staff_list');
    // PostgreSQL's planner may read the 40 demo rows through either index in order and filter
    // the role as it goes (which one depends on the rows' statistics); what matters is that no
    // page sorts the table.
    else expect(text).toMatch(/Index Scan using staff_(list|order) on staff/);
    expect(text).not.toMatch(/TEMP B-TREE FOR ORDER BY|\bSort\b/);
  });

  it('counts a list once per filter: a later page is served from the cached total', async () => {
    const url = '/api/student-profiles/?page_size=100';
    const first = await ctx.app.inject(`${url}&page=1`);
    expect(first.statusCode).toBe(200);
    const { count } = first.json<{ count: number }>();
    // A row added behind the provider's back: the API never writes students, so the count
    // query is not run again within the cache's lifetime and the total stays as counted.
    await ctx.db.kysely
      .insertInto('students')
      .values({
        name: 'Late Arrival',
        roll_no: 999_999_1,
        avatar: '',
        class_id: 1,
        admission_year_id: (
          await ctx.db.kysely.selectFrom('admission_years').select('id').executeTakeFirstOrThrow()
        ).id,
        academic_session_id: null,
      })
      .execute();
    const second = await ctx.app.inject(`${url}&page=2`);
    expect(second.json<{ count: number }>().count).toBe(count);
    // Another filter is another count.
    const other = await ctx.app.inject('/api/student-profiles/?class_id=1&page_size=100');
    expect(other.statusCode).toBe(200);
    expect(other.json<{ count: number }>().count).toBeLessThanOrEqual(count + 1);
  });

  it('refuses pages deeper than it serves with a readable 400', async () => {
    const page = Math.floor(MAX_LIST_OFFSET / 100) + 2;
    const res = await ctx.app.inject(`/api/student-profiles/?page_size=100&page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('narrow the list');
  });
});
