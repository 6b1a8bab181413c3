import type { FastifyInstance } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { Pool } from 'pg';
import { route } from '../contract.ts';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { perTurn } from '../per-turn.ts';
import { httpError } from './lib.ts';
import { resultRefusals } from './result-refusals.ts';

interface Lookup {
  roll: number;
  year: number;
  exam: number;
}

type ResultRow = Omit<Selectable<Database['results']>, 'id' | 'published'> & {
  /** The student's date of birth: read only when the school asks for it. */
  dob?: string | null;
};

/** A result as the contract answers it; its token only when it has one. */
export function examResult(row: Omit<ResultRow, 'roll_no' | 'admission_year_id' | 'exam_id'>) {
  return {
    id: row.student_id,
    subjects_details: JSON.parse(row.subjects_details),
    is_pass: Boolean(row.is_pass),
    gpa: Number(row.gpa),
    obtained_marks: Number(row.obtained_marks),
    ...(row.token ? { token: row.token } : {}),
  };
}

const lookupKey = (roll: number, year: number, exam: number) => `${roll} ${year} ${exam}`;

/** Lookups gathered from one turn of the event loop are asked of the database together. */
const MAX_BATCH = 100;

/**
 * The result lookups of one turn of the event loop (every request read from every connection
 * meanwhile) in one query: on result day thousands of lookups a second become a few hundred
 * queries, which on PostgreSQL is as many round trips and plans fewer. The query's text is the
 * same whatever the number of lookups (they go in as arrays, or as JSON on SQLite), so its
 * prepared statement is reused. Nothing is remembered here (the answer cache in contract.ts keeps
 * answers for their set time); a batch that fails fails its lookups, each answered as an error.
 */
function resultLoader(db: Db, withDob: boolean) {
  const query = withDob ? WITH_DOB : PLAIN;
  const find = db.postgres ? findOnPostgres(db.postgres, query) : findOnSqlite(db, query);
  return perTurn<Lookup, ResultRow | undefined>(
    async (lookups) => {
      const rows = await find(lookups);
      const found = new Map(
        rows.map((r) => [lookupKey(r.roll_no, r.admission_year_id, r.exam_id), r]),
      );
      return lookups.map((l) => found.get(lookupKey(l.roll, l.year, l.exam)));
    },
    { maxBatchSize: MAX_BATCH },
  );
}

interface Query {
  name: string;
  columns: string;
  /** Joined after the results. */
  join: string;
}

const COLUMNS =
  'r.roll_no, r.admission_year_id, r.exam_id, r.student_id, r.subjects_details, r.is_pass, r.gpa, r.obtained_marks, r.token';

/** The lookup without the student: unless the school asks for the date of birth, none is read. */
const PLAIN: Query = { name: 'result-lookups', columns: COLUMNS, join: '' };
const WITH_DOB: Query = {
  name: 'result-lookups-dob',
  columns: `${COLUMNS}, s.dob`,
  join: 'left join students s on s.id = r.student_id',
};

/** A named statement: each pooled connection plans it once, not once per batch. */
const findOnPostgres =
  (pool: Pool, query: Query) =>
  async (lookups: readonly Lookup[]): Promise<ResultRow[]> => {
    const { rows } = await pool.query<ResultRow>({
      name: query.name,
      text: `select ${query.columns}
        from unnest($1::int[], $2::int[], $3::int[]) as k(roll, year, exam)
        join results r
          on r.roll_no = k.roll and r.admission_year_id = k.year and r.exam_id = k.exam
          and r.published = 1
        ${query.join}`,
      values: [lookups.map((l) => l.roll), lookups.map((l) => l.year), lookups.map((l) => l.exam)],
    });
    return rows;
  };

const findOnSqlite =
  (db: Db, query: Query) =>
  async (lookups: readonly Lookup[]): Promise<ResultRow[]> => {
    const keys = JSON.stringify(lookups.map((l) => [l.roll, l.year, l.exam]));
    const { rows } = await sql<ResultRow>`
      select ${sql.raw(query.columns)}
      from json_each(${keys}) k
      join results r
        on r.roll_no = k.value ->> 0 and r.admission_year_id = k.value ->> 1
        and r.exam_id = k.value ->> 2 and r.published = 1
      ${sql.raw(query.join)}`.execute(db.kysely);
    return rows;
  };

export default async function resultsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const withDob = app.resultsRequireDob;
  const results = resultLoader(app.db, withDob);
  const refusals = resultRefusals(app);

  // Kept as sent for resultCacheMs (contract.ts): a result re-scrutinised and corrected in the
  // database reaches visitors within that time. A "no result" is an error, never kept. The cache
  // is keyed by the whole address, `?dob=` included: only the address that proved the date gets
  // the answer again.
  route(
    app,
    'getResults',
    async (request) => {
      const { roll, academicYearId: year, examId: exam } = request.params;
      const dob = withDob ? refusals.dateOfBirth(request.query.dob) : null;
      const row = await results.load({ roll, year, exam });
      if (!row || (dob !== null && row.dob !== dob)) {
        throw await refusals.noResult({ roll, year, exam, withDob });
      }
      return [examResult(row)];
    },
    { cacheMs: app.resultCacheMs },
  );

  route(app, 'getGrades', () =>
    db
      .selectFrom('grades')
      .select(['min_mark', 'max_mark', 'gpa', 'grade'])
      .orderBy('min_mark', 'desc')
      .execute(),
  );

  route(app, 'getStudentProfile', async (request) => {
    const id = request.params.studentId;
    const row = await db
      .selectFrom('students')
      .select(['id', 'name', 'name_bn', 'roll_no', 'class_id', 'admission_year_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw httpError(404, 'No student was found with that id.');
    return { ...row, roll: row.roll_no };
  });
}
