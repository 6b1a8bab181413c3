import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, demoApp } from './helpers.ts';

/**
 * Result day: many parents at once. The lookups that arrive together are asked of the database
 * together (routes/results.ts); each parent must still get their own child's result, a wrong
 * roll its own "not found", and a corrected result must reach them once the cache time is over.
 */
describe.each(DIALECTS)('result lookups arriving together on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let now = 1_000_000;
  beforeAll(async () => {
    ctx = await demoApp(dialect, { resultCacheMs: 30_000, now: () => now });
  });
  afterAll(() => ctx?.close());

  const lookup = (roll: number, year: number, exam: number) =>
    ctx.app.inject({ method: 'GET', url: `/results/${roll}/${year}/${exam}` });

  it('answers each of 150 lookups sent at once with its own result or its own refusal', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('results')
      .select(['roll_no', 'admission_year_id', 'exam_id', 'student_id', 'gpa'])
      .orderBy('id')
      .limit(140)
      .execute();
    expect(rows).toHaveLength(140);
    // Ten missing rolls spread among the found ones, so that one batch holds both.
    const asked = rows.flatMap((row, i) => {
      const found = { ...row, expected: row };
      if (i % 14) return [found];
      return [{ ...row, roll_no: 990_000 + i, expected: null }, found];
    });
    expect(asked).toHaveLength(150);
    const answers = await Promise.all(
      asked.map((a) => lookup(a.roll_no, a.admission_year_id, a.exam_id)),
    );
    asked.forEach((a, i) => {
      const answer = answers[i];
      if (!answer) throw new Error('a lookup went unanswered');
      if (!a.expected) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toContain(`No result was found for roll ${a.roll_no}`);
        return;
      }
      expect(answer.statusCode).toBe(200);
      const [result] = answer.json() as { id: number; gpa: number }[];
      expect(result).toMatchObject({ id: a.expected.student_id, gpa: Number(a.expected.gpa) });
    });
  });

  it('sends a corrected result once the cache time is over, not an old one kept anywhere', async () => {
    const row = await ctx.db.kysely
      .selectFrom('results')
      .select(['id', 'roll_no', 'admission_year_id', 'exam_id', 'obtained_marks'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const ask = () => lookup(row.roll_no, row.admission_year_id, row.exam_id);
    const before = (await ask()).json() as { obtained_marks: number }[];
    expect(before[0]?.obtained_marks).toBe(Number(row.obtained_marks));
    await ctx.db.kysely
      .updateTable('results')
      .set({ obtained_marks: Number(row.obtained_marks) + 1 })
      .where('id', '=', row.id)
      .execute();
    expect(((await ask()).json() as typeof before)[0]?.obtained_marks).toBe(
      Number(row.obtained_marks),
    );
    now += 30_001;
    expect(((await ask()).json() as typeof before)[0]?.obtained_marks).toBe(
      Number(row.obtained_marks) + 1,
    );
  });
});
