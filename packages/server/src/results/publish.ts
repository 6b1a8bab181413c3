import { eiinOf } from '@school/api';
import { parseResultToken, sameFigures } from '@school/api/result-token';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { dhakaDay, figuresOf, type ResultFigures, type ResultSigner } from './signing.ts';

/** The school's EIIN as tokens carry it (the site's rule, `eiinOf`), '' when it has none. */
export const tokenEiin = (value: string | null | undefined) => eiinOf(value) ?? '';

async function schoolEiin(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('institutes')
    .select('institute_eiin_no')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return tokenEiin(row?.institute_eiin_no);
}

/** One result signed, and why. */
export interface SignedResult {
  roll: number;
  yearId: number;
  examId: number;
  /** The exam and year as the office knows them, e.g. "Annual Examination 2026". */
  exam: string;
  gpa: number;
  /**
   * `new`: it had no token (published before results were signed, or added by hand);
   * `corrected`: its figures are no longer those its token says; `re-signed`: same figures, but
   * the key that signed it is not published here, so its token could not be verified.
   */
  reason: 'new' | 'corrected' | 're-signed';
  issued: string;
}

/**
 * Rows read, checked and signed at a time: a school with years of results is walked through
 * without holding them all, and each page's tokens are stored in one statement.
 */
const PAGE = 2000;

type Due = { id: number; figures: ResultFigures; issued: string; signed: SignedResult };

/**
 * Publishes what is not yet published as it stands: signs every result without a token, or whose
 * figures changed since it was signed (a correction made in the database: its token then carries
 * the day of the correction). Run at each start and by `npm run results -- sign`; a result whose
 * token still says what the row says is left alone, whichever key signed it.
 */
export async function signResults(
  db: Db,
  signer: ResultSigner,
  options: { today?: Date } = {},
): Promise<SignedResult[]> {
  const issuedToday = dhakaDay(options.today);
  const eiin = await schoolEiin(db.kysely);
  const keys = new Set(
    (await db.kysely.selectFrom('result_keys').select('kid').execute()).map((k) => k.kid),
  );
  keys.add(signer.kid);
  const signed: SignedResult[] = [];
  for (let after = 0; ; ) {
    const rows = await page(db.kysely, after);
    const last = rows.at(-1);
    if (!last) return signed;
    after = last.id;
    const due: Due[] = [];
    for (const row of rows) {
      const figures = figuresOf(row, eiin);
      const stored = row.token ? (parseResultToken(row.token)?.payload ?? null) : null;
      let reason: SignedResult['reason'] | null = null;
      if (!stored) reason = 'new';
      else if (!sameFigures(stored, { ...figures, kid: stored.kid, issued: stored.issued }))
        reason = 'corrected';
      else if (!keys.has(stored.kid)) reason = 're-signed';
      if (!reason) continue;
      // A re-signature is not a new publication: the card keeps the day it was issued.
      const issued = reason === 're-signed' && stored ? stored.issued : issuedToday;
      const exam = `${row.exam_name ?? `exam ${row.exam_id}`} ${row.year_name ?? `year ${row.admission_year_id}`}`;
      due.push({
        id: row.id,
        figures,
        issued,
        signed: {
          roll: row.roll_no,
          yearId: row.admission_year_id,
          examId: row.exam_id,
          exam,
          gpa: figures.gpa,
          reason,
          issued,
        },
      });
    }
    if (!due.length) continue;
    const tokens = await signer.sign(due);
    await storeTokens(
      db,
      due.map((d) => d.id),
      tokens,
    );
    signed.push(...due.map((d) => d.signed));
  }
}

/** The results after id `after`, in id order, with what their tokens and the report need. */
function page(db: Kysely<Database>, after: number) {
  return db
    .selectFrom('results as r')
    .leftJoin('students as s', 's.id', 'r.student_id')
    .leftJoin('exams as e', 'e.id', 'r.exam_id')
    .leftJoin('admission_years as y', 'y.id', 'r.admission_year_id')
    .select([
      'r.id',
      'r.roll_no',
      'r.admission_year_id',
      'r.exam_id',
      'r.is_pass',
      'r.gpa',
      'r.obtained_marks',
      'r.subjects_details',
      'r.token',
      's.name',
      'e.name as exam_name',
      'y.name as year_name',
    ])
    .where('r.id', '>', after)
    .orderBy('r.id')
    .limit(PAGE)
    .execute();
}

/** One statement for many rows: the ids and tokens travel as two arrays (JSON on SQLite). */
async function storeTokens(db: Db, ids: number[], tokens: string[]) {
  if (db.dialect === 'postgres') {
    await sql`update results set token = v.token
      from unnest(${ids}::int[], ${tokens}::text[]) as v(id, token)
      where results.id = v.id`.execute(db.kysely);
    return;
  }
  const pairs = JSON.stringify(ids.map((id, i) => [id, tokens[i]]));
  await sql`update results set token = j.value ->> 1
    from json_each(${pairs}) as j
    where results.id = j.value ->> 0`.execute(db.kysely);
}
