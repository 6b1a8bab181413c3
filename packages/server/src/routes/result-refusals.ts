import type { FastifyInstance } from 'fastify';
import { httpError } from './lib.ts';

const NO_MATCH = 'No result matches this roll number and date of birth. Please check both.';
const NO_SUCH_EXAM =
  'There are no results for that exam and year. Please choose them from the lists.';

/** What each app's refusals remember, to be forgotten when the office publishes (by server). */
const remembered = new WeakMap<object, Set<() => void>>();

/**
 * Forgets what this process remembers about which exams have results out: a set the office has
 * just published or unpublished is answered for as it now stands. (Other provider processes
 * remember for `resultCacheMs` at most.)
 */
export function forgetResultRefusals(app: FastifyInstance) {
  for (const forget of remembered.get(app.server) ?? []) forget();
}

/** `load`'s answer, asked again once `ttl` has passed; the requests meanwhile share one query. */
function kept<T>(app: FastifyInstance, ttl: number, load: () => Promise<T>): () => Promise<T> {
  const now = app.now;
  let until = Number.NEGATIVE_INFINITY;
  let value: Promise<T> | null = null;
  const forgets = remembered.get(app.server) ?? new Set();
  remembered.set(app.server, forgets);
  forgets.add(() => {
    value = null;
  });
  return () => {
    if (value && now() < until) return value;
    const loading = load();
    value = loading;
    until = now() + ttl;
    // A failed query is not remembered: the next request asks again.
    loading.catch(() => {
      if (value === loading) value = null;
    });
    return loading;
  };
}

/**
 * What a result lookup answers when it finds nothing, worded for the case: an exam whose results
 * are not out yet, a roll that is not in it, or (when the school asks for the date of birth) a
 * roll and date that do not match, in the same words whether the roll exists or not, so that
 * neither can be found out one at a time. Only this 404 path asks anything more of the database,
 * and it remembers for `resultCacheMs` the exams' and years' names and, per year and exam,
 * whether any result is out: a scraper walking the rolls asks the database once a while.
 */
export function resultRefusals(app: FastifyInstance) {
  const db = app.db.kysely;
  const ttl = app.resultCacheMs;
  const names = kept(app, ttl, async () => {
    const [exams, years] = await Promise.all([
      db.selectFrom('exams').select(['id', 'name']).execute(),
      db.selectFrom('admission_years').select(['id', 'name']).execute(),
    ]);
    return {
      exams: new Map(exams.map((e) => [e.id, e.name])),
      years: new Map(years.map((y) => [y.id, y.name])),
    };
  });
  // One entry per year and exam that exist (checked first): as many as the school has.
  const published = new Map<string, () => Promise<boolean>>();
  const isPublished = (year: number, exam: number) => {
    const key = `${year} ${exam}`;
    let ask = published.get(key);
    if (!ask) {
      ask = kept(app, ttl, async () => {
        const row = await db
          .selectFrom('results')
          .select('id')
          .where('admission_year_id', '=', year)
          .where('exam_id', '=', exam)
          .where('published', '=', 1)
          .limit(1)
          .executeTakeFirst();
        return row !== undefined;
      });
      published.set(key, ask);
    }
    return ask();
  };

  return {
    /**
     * The date of birth asked with the roll (read by the table: a date that exists, Bangla
     * digits read the same), or a 400 saying it is needed.
     */
    dateOfBirth(dob: string | undefined): string {
      if (dob === undefined) {
        throw httpError(
          400,
          "This school asks for the student's date of birth with the roll number.",
          { code: 'dob-required', errors: { dob: 'Enter the date of birth.' } },
        );
      }
      return dob;
    },

    /** The 404 for a lookup that found no result (or none with that date of birth). */
    async noResult(lookup: { roll: number; year: number; exam: number; withDob: boolean }) {
      const { exams, years } = await names();
      const examName = exams.get(lookup.exam);
      const yearName = years.get(lookup.year);
      if (examName === undefined || yearName === undefined) {
        return httpError(404, NO_SUCH_EXAM, { code: 'not-published' });
      }
      const which = `${examName} ${yearName}`;
      if (!(await isPublished(lookup.year, lookup.exam))) {
        return httpError(404, `Results of ${which} have not been published yet.`, {
          code: 'not-published',
        });
      }
      if (lookup.withDob) return httpError(404, NO_MATCH, { code: 'no-match' });
      return httpError(
        404,
        `No result was found for roll ${lookup.roll} in ${which}. Please check the roll number.`,
        { code: 'roll-not-found' },
      );
    },
  };
}
