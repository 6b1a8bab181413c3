import * as v from 'valibot';
import { formObject, plainText, requiredText, wholeNumber } from '../../schemas/common.ts';
import { SubjectDetailSchema } from '../entities.ts';
import { filterText } from './entities.ts';
import {
  MAX_PAPER_MARKS,
  type ResultCallName,
  SHEET_FORMATS,
  SHEET_PROBLEM_KINDS,
} from './results.ts';
import type { Declared } from './table.ts';

/**
 * What the results officer's calls (results.ts) send and answer, as valibot schemas: the
 * provider parses and serialises by them, the office's OpenAPI document describes them.
 */

const id = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const instant = described(v.string(), 'A moment, ISO 8601 in UTC.');
const text = v.nullable(v.string());

const whole = (what: string) => wholeNumber(`${what} must be a whole number, for example 1.`);
const idOf = (what: string, note: string) => described(whole(what), note);

/** The year, exam and class of a sheet, by their ids (`/api/admission-years`, `/api/exams`…). */
const YEAR_PARAM = idOf('The academic year', 'The academic year’s `id`.');
const EXAM_PARAM = idOf('The exam', 'The exam’s `id`.');
const CLASS_PARAM = idOf('The class', 'The class’s `id`; without it, every class.');
const rowId = (what: string) => idOf(what, `The ${what.toLowerCase()}’s \`id\`.`);
const FORMAT_PARAM = described(
  v.picklist(SHEET_FORMATS, 'Choose the file’s format: xlsx or csv.'),
  '`xlsx` (Excel, LibreOffice) or `csv` (UTF-8 with a byte order mark, so Excel shows Bengali).',
);

// ------------------------------------------------------------------------------- answers

const ClassRefSchema = v.object({
  id,
  label: described(v.string(), 'As the result card names it: “XI Science (A)”.'),
  label_bn: text,
});

const ResultsOverviewSchema = v.object({
  years: v.array(v.object({ id, name: v.string() })),
  exams: v.array(v.object({ id, name: v.string(), name_bn: text })),
  classes: v.array(
    v.object({
      ...ClassRefSchema.entries,
      papers: described(count, 'Papers the class sits (set under its papers).'),
    }),
  ),
  sets: described(
    v.array(
      v.object({
        year_id: id,
        exam_id: id,
        published: described(count, 'Results the public lookup serves.'),
        hidden: described(count, 'Results unpublished: kept, not served.'),
        absent: described(count, 'Students marked absent: no result.'),
      }),
    ),
    'Every year and exam with results, published or not.',
  ),
  imports: described(
    v.array(
      v.object({
        id,
        year_id: id,
        exam_id: id,
        file_name: v.string(),
        state: v.picklist(['pending', 'published', 'discarded']),
        uploaded_at: instant,
        uploaded_by: v.string(),
        rows: count,
        problems: count,
      }),
    ),
    'The latest uploads, newest first; the pending ones wait to be published.',
  ),
});

const ClassPaperSchema = v.object({
  name: described(v.string(), 'As the sheet’s column and the result name it.'),
  name_bn: text,
  total_marks: described(count, 'The most marks the paper gives.'),
  subject_marge: described(
    count,
    'Two papers of one subject share a key; 0 for a paper alone. The result’s `subject_marge`.',
  ),
  optional: described(
    v.boolean(),
    'Only some students take it (a religion, an elective): a blank is allowed, and the paper is then not in that student’s result.',
  ),
});

const ClassPapersSchema = v.object({
  class: ClassRefSchema,
  papers: v.array(ClassPaperSchema),
  changed_at: v.nullable(instant),
  changed_by: text,
});

const GradeBandSchema = v.object({
  grade: v.string(),
  min_mark: v.number(),
  max_mark: v.number(),
  gpa: v.number(),
});

const GradeScaleSchema = v.object({
  bands: described(v.array(GradeBandSchema), 'Highest first, as `/api/grades` lists them.'),
});

const ProblemSchema = v.object({
  kind: v.picklist(SHEET_PROBLEM_KINDS),
  message: described(v.string(), 'The problem in words, with its sheet, row and column.'),
  sheet: text,
  row: v.nullable(id),
  column: text,
  heading: text,
  heading_bn: text,
  value: text,
  max: v.nullable(v.number()),
  roll: v.nullable(id),
  other_row: v.nullable(id),
  class: text,
  class_bn: text,
  expected: text,
  expected_bn: text,
});

const ProblemRowSchema = v.object({
  line: described(count, 'The row’s number in the upload, for marking it absent.'),
  sheet: text,
  row: id,
  roll: v.nullable(id),
  name: text,
  name_bn: text,
  class: text,
  absent: described(v.boolean(), 'Marked absent: the row publishes no result.'),
  problems: v.array(ProblemSchema),
});

const ClassRateSchema = v.object({
  class_id: id,
  label: v.string(),
  label_bn: text,
  group: text,
  group_bn: text,
  students: count,
  passed: count,
  failed: count,
  absent: count,
  pass_rate: described(
    v.nullable(v.number()),
    'Passed of those who sat (not the absent), in per cent, one decimal; null when none sat.',
  ),
});

const ChangeSchema = v.object({
  roll: id,
  name: text,
  name_bn: text,
  class: text,
  before: described(
    v.nullable(v.object({ gpa: v.number(), is_pass: v.boolean(), obtained_marks: v.number() })),
    'As published now; null when the student was absent.',
  ),
  after: described(
    v.nullable(v.object({ gpa: v.number(), is_pass: v.boolean(), obtained_marks: v.number() })),
    'As this upload would publish it; null when the student is marked absent.',
  ),
  papers: described(v.array(v.string()), 'The papers whose marks differ.'),
});

const ResultImportSchema = v.object({
  id,
  year_id: id,
  year_name: v.string(),
  exam_id: id,
  exam_name: v.string(),
  exam_name_bn: text,
  file_name: v.string(),
  format: v.picklist(SHEET_FORMATS),
  state: described(
    v.picklist(['pending', 'published', 'discarded']),
    '`pending` until published or discarded; nothing of it is public until published.',
  ),
  uploaded_at: instant,
  uploaded_by: v.string(),
  published_at: v.nullable(instant),
  published_by: text,
  counts: v.object({
    sheets: count,
    rows: described(count, 'Rows of students read.'),
    students: described(count, 'Students of the school found by their roll.'),
    papers: described(count, 'Columns of papers read.'),
    marks: described(count, 'Marks read (cells filled in).'),
    absent: described(count, 'Rows marked absent.'),
    problems: described(count, 'Problems left (rows marked absent do not count).'),
    problem_rows: described(count, 'Rows with a problem left.'),
  }),
  changes: described(
    v.object({
      new: count,
      corrected: count,
      unchanged: count,
      absent: count,
      withdrawn: described(count, 'Published results of students now marked absent.'),
    }),
    'What publishing would do (or, once published, what it did).',
  ),
  corrections: described(
    v.array(ChangeSchema),
    'Students whose published result would change (a correction), the first 200.',
  ),
  distribution: described(
    v.array(v.object({ grade: v.string(), gpa: v.number(), students: count })),
    'Students by the letter of their GPA (the scale’s highest band whose point it reaches; a failed result is the lowest band).',
  ),
  classes: described(v.array(ClassRateSchema), 'The pass rate by class and group.'),
  sheet_problems: described(
    v.array(ProblemSchema),
    'Problems of the file itself (its headings, its exam): only a new upload answers them.',
  ),
  problem_rows: described(
    v.array(ProblemRowSchema),
    'Rows with a problem (the first 500), and rows marked absent.',
  ),
  can_publish: v.boolean(),
});

const ResultSetSchema = v.object({
  year_id: id,
  exam_id: id,
  published: count,
  hidden: count,
  absent: count,
});

const SheetStudentSchema = v.object({
  student_id: id,
  roll: id,
  name: v.string(),
  name_bn: text,
  state: described(
    v.picklist(['published', 'hidden', 'absent', 'none']),
    '`published`; `hidden` (its set unpublished); `absent`; `none`: no result yet.',
  ),
  gpa: v.nullable(v.number()),
  grade: described(text, 'The letter of the GPA.'),
  is_pass: v.nullable(v.boolean()),
  obtained_marks: v.nullable(v.number()),
  total_marks: v.nullable(v.number()),
  subjects_details: v.array(SubjectDetailSchema),
  token: text,
});

const ResultSheetSchema = v.object({
  year: v.object({ id, name: v.string() }),
  exam: v.object({ id, name: v.string(), name_bn: text }),
  class: v.object({
    ...ClassRefSchema.entries,
    class_name: v.string(),
    class_name_bn: text,
    group_name: text,
    group_name_bn: text,
    section_name: text,
    section_name_bn: text,
    shift_name: text,
    shift_name_bn: text,
  }),
  students: v.array(SheetStudentSchema),
  grades: v.array(GradeBandSchema),
  school: v.object({
    name: v.string(),
    name_bn: text,
    eiin: text,
    address: text,
    address_bn: text,
    logo: described(text, 'The logo’s address on this provider.'),
  }),
  verify_url: described(
    text,
    'The site’s verification page (SITE_URL + `/verify/`), for the report cards’ QR codes; null when the provider does not know the site’s address.',
  ),
});

/** A file's bytes (XLSX or CSV), named in `Content-Disposition`. */
const FileAnswerSchema = described(
  v.string(),
  'The file’s bytes, with `Content-Disposition: attachment` naming it.',
);

// --------------------------------------------------------------------------------- bodies

const NOT_A_LIST = 'Send the list as JSON.';

const ClassPapersBodySchema = formObject(
  {
    papers: v.pipe(
      v.array(
        formObject(
          {
            name: requiredText(
              'Write the paper’s name.',
              120,
              'A paper’s name can be at most 120 characters long.',
            ),
            name_bn: v.optional(
              v.nullable(
                plainText(120, 'A paper’s Bengali name can be at most 120 characters long.'),
              ),
            ),
            total_marks: v.pipe(
              v.number('Write the paper’s maximum marks as a number.'),
              v.integer('Maximum marks are a whole number.'),
              v.minValue(1, 'A paper gives at least 1 mark.'),
              v.maxValue(MAX_PAPER_MARKS, `A paper gives at most ${MAX_PAPER_MARKS} marks.`),
            ),
            subject_marge: v.optional(
              v.pipe(
                v.number('The pairing key is a whole number (0 for a paper alone).'),
                v.integer('The pairing key is a whole number (0 for a paper alone).'),
                v.minValue(0, 'The pairing key is 0 or more.'),
                v.maxValue(999, 'The pairing key is at most 999.'),
              ),
              0,
            ),
            optional: v.optional(v.boolean('Say true or false: is the paper optional?'), false),
          },
          'Send each paper as an object.',
        ),
        NOT_A_LIST,
      ),
      v.maxLength(60, 'A class sits at most 60 papers.'),
    ),
  },
  'Send the class’s papers, in order.',
);

const GradeScaleBodySchema = formObject(
  {
    bands: v.pipe(
      v.array(
        formObject(
          {
            grade: requiredText(
              'Write the band’s letter, e.g. A+.',
              5,
              'A grade’s letter is at most 5 characters, e.g. A+.',
            ),
            min_mark: v.number('Write the lowest mark of the band.'),
            max_mark: v.number('Write the highest mark of the band.'),
            gpa: v.number('Write the band’s grade point, e.g. 3.5.'),
          },
          'Send each band as an object.',
        ),
        NOT_A_LIST,
      ),
      v.maxLength(20, 'A scale has at most 20 bands.'),
    ),
  },
  'Send the bands of the scale.',
);

const MarkRowsBodySchema = formObject(
  {
    rows: v.pipe(
      v.array(
        formObject(
          {
            line: v.pipe(v.number('Name the row by its line.'), v.integer(), v.minValue(0)),
            absent: v.boolean('Say true to mark the row absent, false to take it back.'),
          },
          'Send each row as an object.',
        ),
        NOT_A_LIST,
      ),
      v.maxLength(10_000, 'At most 10,000 rows at a time.'),
    ),
  },
  'Send the rows to mark.',
);

// ----------------------------------------------------------------------------------- calls

const SET = { year: YEAR_PARAM, exam: EXAM_PARAM };
const importId = { id: rowId('The upload') };

/** The results officer's calls: what travels, and the words of the office's reference page. */
export const RESULT_SCHEMAS = {
  getResultsOverview: {
    tag: 'Results',
    summary:
      'What result day starts from: the years, exams and classes, each year and exam’s results (published, unpublished, absent), and the latest uploads.',
    answer: ResultsOverviewSchema,
  },
  getClassPapers: {
    tag: 'Results',
    summary: 'The papers a class sits, in the order its template lists them.',
    pathParams: { id: rowId('The class') },
    answer: ClassPapersSchema,
  },
  setClassPapers: {
    tag: 'Results',
    summary:
      'The class’s papers become this list, in this order: names unique in the class; a non-zero `subject_marge` pairs exactly two papers, each out of 100, both optional or neither. Published results keep the papers they were published with.',
    pathParams: { id: rowId('The class') },
    body: ClassPapersBodySchema,
    answer: ClassPapersSchema,
  },
  getGradeScale: {
    tag: 'Results',
    summary: 'The school’s grade scale, as `/api/grades` serves it.',
    answer: GradeScaleSchema,
  },
  setGradeScale: {
    tag: 'Results',
    summary:
      'A new grade scale: whole marks 0 to 100 in contiguous bands (no gap, no overlap), each with its own letter and a point from 0 to 5, never fewer points for more marks, the lowest band 0 points (the fail grade). Refused in words, field by field. It grades uploads from then on; published results keep their grades.',
    body: GradeScaleBodySchema,
    answer: GradeScaleSchema,
  },
  downloadResultTemplate: {
    tag: 'Results',
    summary:
      'The marks sheet to fill in for a year and exam: one row per student of the class (every class without `class`; a CSV holds one class), roll first, then the name, then a column per paper with its maximum marks in the heading. `marks=published` fills in the marks published already, for a correction.',
    queryParams: {
      year: YEAR_PARAM,
      exam: EXAM_PARAM,
      class: CLASS_PARAM,
      format: FORMAT_PARAM,
      marks: described(
        v.picklist(['blank', 'published'], 'Say blank or published.'),
        '`blank` (default) or `published`: the marks published already.',
      ),
    },
    answer: FileAnswerSchema,
  },
  importResults: {
    tag: 'Results',
    summary:
      'Upload a filled sheet (XLSX or CSV, its bytes as the body; checked by what it is, not its name) for a year and exam. It is read, checked and graded, and kept as a pending upload: nothing is published. Answers the preview (201): counts, every problem in words with its row and column, the GPA distribution, the pass rate by class and group, and what publishing would change.',
    status: 201,
    queryParams: {
      year: YEAR_PARAM,
      exam: EXAM_PARAM,
      name: described(
        filterText('The file’s name'),
        'The file’s name on the officer’s computer, to know the upload by.',
      ),
    },
    answer: ResultImportSchema,
  },
  getResultImport: {
    tag: 'Results',
    summary: 'An upload’s preview, as it stands now.',
    pathParams: importId,
    answer: ResultImportSchema,
  },
  markResultImportRows: {
    tag: 'Results',
    summary:
      'Mark rows of a pending upload absent (or take it back): an absent row publishes no result, and its problems no longer stop publishing. Answers the preview again.',
    pathParams: importId,
    body: MarkRowsBodySchema,
    answer: ResultImportSchema,
  },
  publishResultImport: {
    tag: 'Results',
    summary:
      'Publish a pending upload with no problem left: its results are signed and served by the public lookup. A student with a published result is a correction: only results that differ change, each signed anew and written in the audit log. Refused (409) while a problem remains.',
    pathParams: importId,
    answer: ResultImportSchema,
  },
  discardResultImport: {
    tag: 'Results',
    summary: 'Discard a pending upload: nothing of it is published.',
    pathParams: importId,
    answer: ResultImportSchema,
  },
  publishResults: {
    tag: 'Results',
    summary: 'Serve a year and exam’s results again after they were unpublished.',
    pathParams: SET,
    answer: ResultSetSchema,
  },
  unpublishResults: {
    tag: 'Results',
    summary:
      'Stop serving a year and exam’s results: the public lookup answers as for an exam not yet published, and their report cards’ codes say withdrawn. Kept, to be published again.',
    pathParams: SET,
    answer: ResultSetSchema,
  },
  getResultSheet: {
    tag: 'Results',
    summary:
      'The result sheet of a class for a year and exam: every student, their result and its state, with what the report cards need (the grade scale, the school, the verification page).',
    queryParams: { year: YEAR_PARAM, exam: EXAM_PARAM, class: CLASS_PARAM },
    answer: ResultSheetSchema,
  },
  downloadResultSheet: {
    tag: 'Results',
    summary:
      'The result sheet of a class as a file: roll, name, every paper’s marks, total, GPA, grade and status.',
    queryParams: { year: YEAR_PARAM, exam: EXAM_PARAM, class: CLASS_PARAM, format: FORMAT_PARAM },
    answer: FileAnswerSchema,
  },
} satisfies { [K in ResultCallName]: Declared<K> };
