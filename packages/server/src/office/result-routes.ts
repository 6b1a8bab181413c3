import {
  classPaperProblems,
  gradeScaleProblems,
  type OfficeAnswer,
  type Refusals,
} from '@school/api/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHECK_FIELDS, forgetAnswers } from '../contract.ts';
import {
  allSets,
  classRows,
  createImport,
  discardImport,
  gradeScale,
  importRow,
  labelsOf,
  markRows,
  previewOf,
  publishImport,
  schoolClasses,
  showSet,
} from '../results/result-day.ts';
import { readSheet, SHEET_MAX_BYTES, SheetRefusal } from '../results/sheet-files.ts';
import { resultSheet, resultSheetFile, type SheetFile, templateFile } from '../results/sheets.ts';
import { httpError } from '../routes/lib.ts';
import { megabytes } from '../uploads/allowance.ts';
import { audited } from './audit.ts';
import { actorOf, officeRoute } from './guard.ts';

/**
 * Result day's calls (issue 23, role `results`): the papers of each class, the grade scale, the
 * marks sheet out and back in, its preview, publication and correction, a set unpublished and
 * published again, and the result sheet of a class. The work is in results/; here only what
 * travels.
 */

const refusedFields = (problems: Refusals) =>
  httpError(400, CHECK_FIELDS, {
    errors: Object.fromEntries(Object.entries(problems).map(([path, words]) => [path, words.en])),
  });

const needed = <T>(value: T | undefined, words: string): T => {
  if (value === undefined) throw httpError(400, words);
  return value;
};
const YEAR = 'Choose the academic year (year).';
const EXAM = 'Choose the exam (exam).';
const CLASS = 'Choose the class (class).';

function sendFile(reply: FastifyReply, file: SheetFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .send(file.bytes);
}

type ClassPapersAnswer = OfficeAnswer<'getClassPapers'>;

export default async function resultRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  officeRoute(app, 'getResultsOverview', async () => {
    const [years, exams, classes, sets, imports] = await Promise.all([
      db.selectFrom('admission_years').select(['id', 'name']).orderBy('name', 'desc').execute(),
      db.selectFrom('exams').select(['id', 'name', 'name_bn']).orderBy('id').execute(),
      schoolClasses(db),
      allSets(db),
      db
        .selectFrom('result_imports')
        .select([
          'id',
          'admission_year_id',
          'exam_id',
          'file_name',
          'state',
          'uploaded_at',
          'uploaded_by',
          'row_count',
          'problem_count',
        ])
        .orderBy('id', 'desc')
        .limit(20)
        .execute(),
    ]);
    return {
      years,
      exams: exams.map((e) => ({ ...e, name_bn: e.name_bn ?? null })),
      classes: [...classes.values()].map((c) => ({
        id: c.id,
        label: c.label,
        label_bn: c.label_bn,
        papers: c.papers.length,
      })),
      sets,
      imports: imports.map((i) => ({
        id: i.id,
        year_id: i.admission_year_id,
        exam_id: i.exam_id,
        file_name: i.file_name,
        state: i.state,
        uploaded_at: i.uploaded_at,
        uploaded_by: i.uploaded_by,
        rows: i.row_count,
        problems: i.problem_count,
      })),
    };
  });

  async function classPapers(id: number): Promise<ClassPapersAnswer> {
    const klass = (await classRows(db)).find((c) => c.id === id);
    if (!klass) throw httpError(404, 'There is no such class. Choose the class from the list.');
    const papers = await db
      .selectFrom('class_papers')
      .selectAll()
      .where('class_id', '=', id)
      .orderBy('position')
      .execute();
    const changed = papers.reduce<{ at: string | null; by: string | null }>(
      (last, p) =>
        p.changed_at && (!last.at || p.changed_at > last.at)
          ? { at: p.changed_at, by: p.changed_by }
          : last,
      { at: null, by: null },
    );
    return {
      class: { id, ...labelsOf(klass) },
      papers: papers.map((p) => ({
        name: p.name,
        name_bn: p.name_bn,
        total_marks: Number(p.total_marks),
        subject_marge: Number(p.subject_marge),
        optional: Boolean(p.optional),
      })),
      changed_at: changed.at,
      changed_by: changed.by,
    };
  }

  officeRoute(app, 'getClassPapers', (request) => classPapers(request.params.id));

  officeRoute(app, 'setClassPapers', async (request) => {
    const { id } = request.params;
    const before = await classPapers(id);
    const papers = request.body.papers.map((p) => ({
      name: p.name,
      name_bn: p.name_bn?.trim() ? p.name_bn.trim() : null,
      total_marks: p.total_marks,
      subject_marge: p.subject_marge,
      optional: p.optional,
    }));
    const problems = classPaperProblems(papers);
    if (Object.keys(problems).length) throw refusedFields(problems);
    const actor = actorOf(request);
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('class_papers').where('class_id', '=', id).execute();
      if (papers.length) {
        await tx
          .insertInto('class_papers')
          .values(
            papers.map((p, position) => ({
              class_id: id,
              position,
              ...p,
              optional: p.optional ? 1 : 0,
              changed_at: actor.at,
              changed_by: actor.name,
            })),
          )
          .execute();
      }
      await audited(tx, actor, {
        action: 'update',
        entity: 'class_papers',
        entityId: id,
        before: before.papers,
        after: papers,
      });
    });
    return classPapers(id);
  });

  const scaleAnswer = async () => ({ bands: [...(await gradeScale(db))] });

  officeRoute(app, 'getGradeScale', scaleAnswer);

  officeRoute(app, 'setGradeScale', async (request) => {
    const bands = request.body.bands.map((b) => ({ ...b, grade: b.grade.trim() }));
    const problems = gradeScaleProblems(bands);
    if (Object.keys(problems).length) throw refusedFields(problems);
    const actor = actorOf(request);
    const before = await scaleAnswer();
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('grades').execute();
      await tx.insertInto('grades').values(bands).execute();
      await audited(tx, actor, {
        action: 'update',
        entity: 'grades',
        before: before.bands,
        after: bands,
      });
    });
    // `/api/grades` answers the new scale at once from this process.
    forgetAnswers(app);
    return scaleAnswer();
  });

  officeRoute(app, 'downloadResultTemplate', async (request, reply) => {
    const { year, exam, format = 'xlsx', marks = 'blank' } = request.query;
    const file = await templateFile(db, {
      yearId: needed(year, YEAR),
      examId: needed(exam, EXAM),
      classId: request.query.class,
      format,
      filled: marks === 'published',
    });
    return sendFile(reply, file);
  });

  officeRoute(app, 'getResultImport', async (request) => {
    return (await previewOf(db, await importRow(db, request.params.id))).answer;
  });

  officeRoute(app, 'markResultImportRows', (request) =>
    markRows(app, actorOf(request), request.params.id, request.body.rows),
  );

  officeRoute(app, 'publishResultImport', (request) =>
    publishImport(app, actorOf(request), request.params.id),
  );

  officeRoute(app, 'discardResultImport', (request) =>
    discardImport(app, actorOf(request), request.params.id),
  );

  officeRoute(app, 'publishResults', (request) =>
    showSet(app, actorOf(request), request.params.year, request.params.exam, true),
  );

  officeRoute(app, 'unpublishResults', (request) =>
    showSet(app, actorOf(request), request.params.year, request.params.exam, false),
  );

  officeRoute(app, 'getResultSheet', (request) => {
    const { year, exam } = request.query;
    return resultSheet(app, {
      yearId: needed(year, YEAR),
      examId: needed(exam, EXAM),
      classId: needed(request.query.class, CLASS),
    });
  });

  officeRoute(app, 'downloadResultSheet', async (request, reply) => {
    const { year, exam, format = 'xlsx' } = request.query;
    const file = await resultSheetFile(app, {
      yearId: needed(year, YEAR),
      examId: needed(exam, EXAM),
      classId: needed(request.query.class, CLASS),
      format,
    });
    return sendFile(reply, file);
  });

  // The upload: its bytes as the body, whatever type the browser gives the file (what it is
  // comes from its content), in a scope of its own so the other calls keep their JSON.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    officeRoute(
      uploads,
      'importResults',
      async (request, reply) => {
        const { year, exam, name = '' } = request.query;
        const yearId = needed(year, YEAR);
        const examId = needed(exam, EXAM);
        const body = request.body as unknown;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        let book: Awaited<ReturnType<typeof readSheet>>;
        try {
          book = await readSheet(bytes);
        } catch (error) {
          if (error instanceof SheetRefusal) {
            return reply.code(error.status).send({ message: error.message });
          }
          throw error;
        }
        return createImport(app, actorOf(request), {
          yearId,
          examId,
          fileName: name || `marks.${book.format}`,
          book,
        });
      },
      {
        bodyLimit: SHEET_MAX_BYTES,
        config: {
          tooLarge: `This file is larger than the ${megabytes(SHEET_MAX_BYTES)} a marks sheet may be. Upload the template as it was downloaded, filled in.`,
        },
      },
    );
  });
}
