import type { OfficeCall } from './calls.ts';

/**
 * Result day (issue 23): the results officer's calls, and what the console and the provider both
 * need to say about a sheet, a grade scale and a class's papers, in English and Bengali. Valibot-
 * free, as `calls.ts`: the console ships it. The schemas are in `result-schemas.ts`.
 */

const GET = 'GET';
const POST = 'POST';
const PATCH = 'PATCH';
const DELETE = 'DELETE';
const role = 'results';
/** An Excel workbook's media type; a sheet also comes as CSV (the `format` asked for). */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The results officer's calls, keyed by the client's method name. */
export const RESULT_CALLS = {
  getResultsOverview: { method: GET, path: '/office/api/results', role },
  getClassPapers: { method: GET, path: '/office/api/results/classes/{id}/papers', role },
  setClassPapers: {
    method: POST,
    path: '/office/api/results/classes/{id}/papers',
    role,
    body: true,
  },
  getGradeScale: { method: GET, path: '/office/api/results/grade-scale', role },
  setGradeScale: { method: POST, path: '/office/api/results/grade-scale', role, body: true },
  downloadResultTemplate: {
    method: GET,
    path: '/office/api/results/template',
    role,
    query: ['year', 'exam', 'class', 'format', 'marks'],
    file: `${XLSX_TYPE}, text/csv`,
  },
  importResults: {
    method: POST,
    path: '/office/api/results/imports',
    role,
    query: ['year', 'exam', 'name'],
    raw: true,
  },
  getResultImport: { method: GET, path: '/office/api/results/imports/{id}', role },
  markResultImportRows: {
    method: PATCH,
    path: '/office/api/results/imports/{id}',
    role,
    body: true,
  },
  publishResultImport: { method: POST, path: '/office/api/results/imports/{id}/publish', role },
  discardResultImport: { method: DELETE, path: '/office/api/results/imports/{id}', role },
  publishResults: { method: POST, path: '/office/api/results/sets/{year}/{exam}/publish', role },
  unpublishResults: {
    method: POST,
    path: '/office/api/results/sets/{year}/{exam}/unpublish',
    role,
  },
  getResultSheet: {
    method: GET,
    path: '/office/api/results/sheet',
    role,
    query: ['year', 'exam', 'class'],
  },
  downloadResultSheet: {
    method: GET,
    path: '/office/api/results/sheet/file',
    role,
    query: ['year', 'exam', 'class', 'format'],
    file: `${XLSX_TYPE}, text/csv`,
  },
} as const satisfies Record<string, OfficeCall>;

export type ResultCallName = keyof typeof RESULT_CALLS;

/** The two forms a sheet comes and goes in. */
export const SHEET_FORMATS = ['xlsx', 'csv'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** What a cell says when the student missed that one paper (counted as 0 marks). */
export const ABSENT_MARKS = ['AB', 'ABSENT', 'অনুপস্থিত'] as const;

/** The most marks a paper may be out of. */
export const MAX_PAPER_MARKS = 1000;

/**
 * Two papers of one subject are combined by spec §9's rule, which reads their halved sum as marks
 * out of 100 (the site's result card draws the combined grade so): each is out of this many.
 */
export const PAIRED_PAPER_MARKS = 100;

type Lang = 'en' | 'bn';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Digits in the language's own figures (`১৪` in Bengali). */
const digits = (value: string | number, lang: Lang) =>
  lang === 'bn'
    ? String(value).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d)
    : String(value);

// ----------------------------------------------------------------------- the sheet's problems

/**
 * What can be wrong with an uploaded sheet. A row's problem is answered for by marking the row
 * absent (then it publishes no result); a problem with the file itself only by a new upload.
 */
export const SHEET_PROBLEM_KINDS = [
  'no-sheet',
  'wrong-exam',
  'unknown-column',
  'unnamed-column',
  'missing-column',
  'wrong-maximum',
  'not-a-roll',
  'unknown-roll',
  'duplicate-roll',
  'no-marks',
  'missing-mark',
  'pair-incomplete',
  'not-a-number',
  'over-maximum',
  'not-taken',
] as const;
export type SheetProblemKind = (typeof SHEET_PROBLEM_KINDS)[number];

/** One problem, where it is and what was found: the words come from `sheetProblemWords`. */
export interface SheetProblem {
  kind: SheetProblemKind;
  /** The worksheet's name (an XLSX); null for a CSV. */
  sheet: string | null;
  /** The row as the spreadsheet numbers it (the heading row is 1); null for the whole file. */
  row: number | null;
  /** The column's letter (`D`); null for the whole row. */
  column: string | null;
  /** The paper (its name), or the heading as written. */
  heading: string | null;
  /** The paper's name in Bengali, when the school wrote one. */
  heading_bn: string | null;
  /** What the cell said, as written. */
  value: string | null;
  /** The paper's maximum marks. */
  max: number | null;
  roll: number | null;
  /** The other row of a duplicate roll. */
  other_row: number | null;
  /** The class, as `classLabel` names it (the Bengali twin in `class_bn`). */
  class: string | null;
  class_bn: string | null;
  /** What the sheet was made for, or the year a roll was looked for in. */
  expected: string | null;
  expected_bn: string | null;
}

/** A column by its letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

function where(p: SheetProblem, lang: Lang): string {
  const parts: string[] = [];
  const en = lang === 'en';
  if (p.sheet !== null) parts.push(en ? `Sheet “${p.sheet}”` : `শিট “${p.sheet}”`);
  if (p.row !== null) parts.push(en ? `row ${p.row}` : `সারি ${digits(p.row, lang)}`);
  if (p.column !== null) {
    const heading = en ? p.heading : (p.heading_bn ?? p.heading);
    const col = en ? `column ${p.column}` : `কলাম ${p.column}`;
    parts.push(heading ? `${col} (${heading})` : col);
  }
  if (!parts.length) return '';
  const joined = parts.join(', ');
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}: `;
}

/** A problem in words a results officer reads, with where it is: sheet, row and column. */
export function sheetProblemWords(p: SheetProblem, lang: Lang = 'en'): string {
  const at = where(p, lang);
  const value = p.value ?? '';
  const max = p.max === null ? '' : digits(p.max, lang);
  const roll = p.roll === null ? '' : digits(p.roll, lang);
  const paper = (lang === 'bn' ? p.heading_bn : null) ?? p.heading ?? '';
  const klass = (lang === 'bn' ? p.class_bn : null) ?? p.class ?? '';
  const expected = digits((lang === 'bn' ? p.expected_bn : null) ?? p.expected ?? '', lang);
  if (lang === 'bn') {
    switch (p.kind) {
      case 'no-sheet':
        return `${at}কোনো শিটে “Roll” দিয়ে শুরু হওয়া শিরোনামের সারি নেই। যেমন নামানো হয়েছিল তেমন টেমপ্লেটটি, শিরোনামের সারিসহ, আপলোড করুন।`;
      case 'wrong-exam':
        return `${at}এই ফাইলটি ${digits(value, lang)}-এর জন্য তৈরি, ${expected}-এর জন্য নয়। যে পরীক্ষার জন্য ফাইলটি, সেটি বেছে নিন, বা এই পরীক্ষার টেমপ্লেট নামান।`;
      case 'unknown-column':
        return `${at}“${value}” কোনো শ্রেণির কোনো পত্রের নাম নয়। টেমপ্লেটে যেমন আছে তেমন শিরোনাম লিখুন।`;
      case 'unnamed-column':
        return `${at}এই কলামে নম্বর আছে কিন্তু শিরোনাম নেই। টেমপ্লেটের মতো পত্রের নাম লিখুন, বা কলামটি মুছে দিন।`;
      case 'missing-column':
        return `${at}${paper}-এর কোনো কলাম নেই, অথচ ${klass} এই পত্রটি পড়ে। টেমপ্লেটের মতো কলামটি যোগ করুন।`;
      case 'wrong-maximum':
        return `${at}শিরোনামে ${digits(value, lang)} নম্বর লেখা, কিন্তু ${paper}-এর পূর্ণমান ${max}। টেমপ্লেট তৈরির পর পত্রগুলো বদলেছে: নতুন টেমপ্লেট নামান।`;
      case 'not-a-roll':
        return value
          ? `${at}“${value}” রোল নম্বর নয়। শিক্ষার্থীর রোল অঙ্কে লিখুন।`
          : `${at}রোল নম্বর নেই। শিক্ষার্থীর রোল অঙ্কে লিখুন।`;
      case 'unknown-roll':
        return `${at}রোল ${roll} ${expected} শিক্ষাবর্ষের কোনো শিক্ষার্থীর নয়। রোলটি দেখে নিন।`;
      case 'duplicate-roll':
        return `${at}রোল ${roll} সারি ${digits(p.other_row ?? '', lang)}-এও আছে। প্রত্যেক শিক্ষার্থীর একটিই সারি: দুটির একটি রাখুন।`;
      case 'no-marks':
        return `${at}রোল ${roll}-এর কোনো নম্বর নেই। নম্বর লিখুন, বা শিক্ষার্থীকে অনুপস্থিত চিহ্নিত করুন।`;
      case 'missing-mark':
        return `${at}নম্বর নেই। নম্বরটি লিখুন, শিক্ষার্থী এই পত্রে অনুপস্থিত থাকলে AB লিখুন, বা শিক্ষার্থীকে অনুপস্থিত চিহ্নিত করুন।`;
      case 'pair-incomplete':
        return `${at}এই বিষয়ের অন্য পত্রে নম্বর আছে। এটিও লিখুন, বা দুটিই খালি রাখুন।`;
      case 'not-a-number':
        return `${at}“${value}” নম্বর নয়। ০ থেকে ${max} পর্যন্ত একটি সংখ্যা লিখুন, বা শিক্ষার্থী এই পত্রে অনুপস্থিত থাকলে AB লিখুন।`;
      case 'over-maximum':
        return `${at}${digits(value, lang)} নম্বর পত্রের পূর্ণমান ${max}-এর বেশি।`;
      case 'not-taken':
        return `${at}${klass} ${paper} পড়ে না। ঘরটি খালি রাখুন, বা রোলটি দেখে নিন।`;
      default:
        return p.kind satisfies never;
    }
  }
  switch (p.kind) {
    case 'no-sheet':
      return `${at}No sheet has a heading row beginning with “Roll”. Upload the template as it was downloaded, with its heading row.`;
    case 'wrong-exam':
      return `${at}This file was made for ${value}, not for ${expected}. Choose the exam it is for, or download the template for this one.`;
    case 'unknown-column':
      return `${at}“${value}” is not the name of a paper of any class. Write the heading as the template has it.`;
    case 'unnamed-column':
      return `${at}this column has marks but no heading. Give it the paper’s name as the template has it, or remove it.`;
    case 'missing-column':
      return `${at}there is no column for ${paper}, which ${klass} takes. Add the column as the template has it.`;
    case 'wrong-maximum':
      return `${at}the heading says ${value} marks, but ${paper} is out of ${max}. The papers changed since this template was made: download a new template.`;
    case 'not-a-roll':
      return value
        ? `${at}“${value}” is not a roll number. Write the student’s roll in digits.`
        : `${at}the roll is missing. Write the student’s roll in digits.`;
    case 'unknown-roll':
      return `${at}roll ${roll} is not a student of the year ${expected}. Check the roll.`;
    case 'duplicate-roll':
      return `${at}roll ${roll} is also in row ${p.other_row ?? ''}. Each student has one row: keep one of the two.`;
    case 'no-marks':
      return `${at}roll ${roll} has no marks at all. Fill them in, or mark the student absent.`;
    case 'missing-mark':
      return `${at}the mark is missing. Write it, write AB if the student missed this paper, or mark the student absent.`;
    case 'pair-incomplete':
      return `${at}the other paper of this subject has a mark. Write this one too, or leave both empty.`;
    case 'not-a-number':
      return `${at}“${value}” is not a mark. Write a number from 0 to ${max}, or AB if the student missed this paper.`;
    case 'over-maximum':
      return `${at}${value} is more than the paper’s ${max} marks.`;
    case 'not-taken':
      return `${at}${klass} does not take ${paper}. Leave the cell empty, or check the roll.`;
    default:
      return p.kind satisfies never;
  }
}

// --------------------------------------------------------------------------- the grade scale

/** One band of the school's grade scale: marks `min_mark` to `max_mark` (whole, both in it). */
export interface GradeBand {
  grade: string;
  min_mark: number;
  max_mark: number;
  gpa: number;
}

/** Words for one field of a list that is refused, by its path (`bands.2.min_mark`). */
export type Refusals = Record<string, { en: string; bn: string }>;

const isWhole = (n: number) => Number.isInteger(n);
const point = (n: number) => n.toFixed(2);

/**
 * What is wrong with a grade scale, by field, in both languages; empty when it may be saved.
 * The bands must cover 0 to 100 in whole marks, each mark in exactly one band (the next band
 * starts one mark after the last ends), each with a letter of its own and a point from 0 to 5;
 * a band with more marks never gives fewer points, and the lowest gives 0: it is the fail grade.
 */
export function gradeScaleProblems(bands: readonly GradeBand[]): Refusals {
  const problems: Refusals = {};
  const say = (path: string, en: string, bn: string) => {
    problems[path] ??= { en, bn };
  };
  if (bands.length === 0) {
    say(
      'bands',
      'Add the bands of the scale, from 0 to 100.',
      '০ থেকে ১০০ পর্যন্ত স্কেলের ধাপগুলো যোগ করুন।',
    );
    return problems;
  }
  const letters = new Map<string, number>();
  bands.forEach((band, i) => {
    const at = `bands.${i}`;
    const letter = band.grade.trim();
    if (!letter)
      say(`${at}.grade`, 'Write the band’s letter, e.g. A+.', 'ধাপের গ্রেড লিখুন, যেমন A+।');
    else if (letters.has(letter.toUpperCase())) {
      say(
        `${at}.grade`,
        `Two bands are called ${letter}: give each its own letter.`,
        `দুটি ধাপের নাম ${letter}: প্রত্যেকটিকে আলাদা গ্রেড দিন।`,
      );
    }
    letters.set(letter.toUpperCase(), i);
    for (const field of ['min_mark', 'max_mark'] as const) {
      const n = band[field];
      if (!Number.isFinite(n) || !isWhole(n) || n < 0 || n > 100) {
        say(
          `${at}.${field}`,
          'Marks are whole numbers from 0 to 100.',
          'নম্বর ০ থেকে ১০০ পর্যন্ত পূর্ণসংখ্যা।',
        );
      }
    }
    if (band.min_mark > band.max_mark) {
      say(
        `${at}.max_mark`,
        `The band ends before it starts (${band.min_mark} to ${band.max_mark}).`,
        `ধাপটি শুরুর আগেই শেষ হয়েছে (${digits(band.min_mark, 'bn')} থেকে ${digits(band.max_mark, 'bn')})।`,
      );
    }
    if (!Number.isFinite(band.gpa) || band.gpa < 0 || band.gpa > 5) {
      say(`${at}.gpa`, 'A grade point is from 0 to 5, e.g. 3.5.', 'গ্রেড পয়েন্ট ০ থেকে ৫, যেমন ৩.৫।');
    }
  });
  if (Object.keys(problems).length) return problems;
  const order = bands
    .map((band, index) => ({ band, index }))
    .sort((a, b) => a.band.min_mark - b.band.min_mark);
  const first = order[0];
  const last = order[order.length - 1];
  if (first && first.band.min_mark !== 0) {
    say(
      `bands.${first.index}.min_mark`,
      `Marks 0 to ${first.band.min_mark - 1} are in no band: the lowest band starts at 0.`,
      `০ থেকে ${digits(first.band.min_mark - 1, 'bn')} নম্বর কোনো ধাপে নেই: সবচেয়ে নিচের ধাপ ০ থেকে শুরু হয়।`,
    );
  }
  if (last && last.band.max_mark !== 100) {
    say(
      `bands.${last.index}.max_mark`,
      `Marks ${last.band.max_mark + 1} to 100 are in no band: the highest band ends at 100.`,
      `${digits(last.band.max_mark + 1, 'bn')} থেকে ১০০ নম্বর কোনো ধাপে নেই: সবচেয়ে উপরের ধাপ ১০০-তে শেষ হয়।`,
    );
  }
  for (let i = 1; i < order.length; i++) {
    const below = order[i - 1];
    const above = order[i];
    if (!below || !above) continue;
    const a = below.band;
    const b = above.band;
    const path = `bands.${above.index}.min_mark`;
    if (b.min_mark <= a.max_mark) {
      say(
        path,
        `Bands ${a.grade} (${a.min_mark}–${a.max_mark}) and ${b.grade} (${b.min_mark}–${b.max_mark}) both hold ${b.min_mark}: ${b.grade} should start at ${a.max_mark + 1}.`,
        `${a.grade} (${digits(a.min_mark, 'bn')}–${digits(a.max_mark, 'bn')}) ও ${b.grade} (${digits(b.min_mark, 'bn')}–${digits(b.max_mark, 'bn')}) দুই ধাপেই ${digits(b.min_mark, 'bn')} আছে: ${b.grade} শুরু হওয়া উচিত ${digits(a.max_mark + 1, 'bn')} থেকে।`,
      );
    } else if (b.min_mark > a.max_mark + 1) {
      const gap =
        b.min_mark - 1 === a.max_mark + 1
          ? `Mark ${a.max_mark + 1} is`
          : `Marks ${a.max_mark + 1} to ${b.min_mark - 1} are`;
      const gapBn =
        b.min_mark - 1 === a.max_mark + 1
          ? `${digits(a.max_mark + 1, 'bn')} নম্বর`
          : `${digits(a.max_mark + 1, 'bn')} থেকে ${digits(b.min_mark - 1, 'bn')} নম্বর`;
      say(
        path,
        `${gap} in no band: ${b.grade} should start at ${a.max_mark + 1}.`,
        `${gapBn} কোনো ধাপে নেই: ${b.grade} শুরু হওয়া উচিত ${digits(a.max_mark + 1, 'bn')} থেকে।`,
      );
    } else if (b.gpa < a.gpa) {
      say(
        `bands.${above.index}.gpa`,
        `${b.grade} holds more marks than ${a.grade} but gives fewer points (${point(b.gpa)} against ${point(a.gpa)}).`,
        `${b.grade}-এ ${a.grade}-এর চেয়ে বেশি নম্বর, কিন্তু পয়েন্ট কম (${digits(point(b.gpa), 'bn')}, ${digits(point(a.gpa), 'bn')}-এর বিপরীতে)।`,
      );
    }
  }
  if (first && first.band.gpa !== 0 && !Object.keys(problems).length) {
    say(
      `bands.${first.index}.gpa`,
      `The lowest band gives 0 points: it is the fail grade (a subject in it fails the result).`,
      'সবচেয়ে নিচের ধাপের পয়েন্ট ০: এটিই অকৃতকার্যের গ্রেড (এই ধাপের কোনো বিষয় পুরো ফলাফলকে অকৃতকার্য করে)।',
    );
  }
  return problems;
}

// ------------------------------------------------------------------------ a class's papers

/** One paper a class sits, as the office keeps it. */
export interface ClassPaper {
  name: string;
  name_bn?: string | null | undefined;
  total_marks: number;
  /** Two papers of one subject share a key; 0 stands alone (spec §3's `subject_marge`). */
  subject_marge: number;
  /** A paper only some students take (a religion, an elective): a blank is allowed for them. */
  optional: boolean;
}

/**
 * What is wrong with a class's papers, by field, in both languages; empty when they may be saved.
 * Names are unique in the class (a sheet's column finds its paper by name); a key other than 0
 * pairs exactly two papers, both out of 100 (the combined grade reads their halved sum as marks
 * out of 100), and both optional or both not.
 */
export function classPaperProblems(papers: readonly ClassPaper[]): Refusals {
  const problems: Refusals = {};
  const say = (path: string, en: string, bn: string) => {
    problems[path] ??= { en, bn };
  };
  const names = new Map<string, number>();
  const pairs = new Map<number, number[]>();
  papers.forEach((paper, i) => {
    const at = `papers.${i}`;
    const key = paper.name.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!key) say(`${at}.name`, 'Write the paper’s name.', 'পত্রের নাম লিখুন।');
    else if (names.has(key)) {
      say(
        `${at}.name`,
        `Two papers are called ${paper.name.trim()}: a sheet’s column finds its paper by name, so each needs its own.`,
        `দুটি পত্রের নাম ${paper.name.trim()}: শিটের কলাম নাম দিয়েই পত্র চেনে, তাই প্রত্যেকটির আলাদা নাম দরকার।`,
      );
    } else names.set(key, i);
    if (
      !isWhole(paper.total_marks) ||
      paper.total_marks < 1 ||
      paper.total_marks > MAX_PAPER_MARKS
    ) {
      say(
        `${at}.total_marks`,
        `A paper is out of a whole number of marks from 1 to ${MAX_PAPER_MARKS}.`,
        `পূর্ণমান ১ থেকে ${digits(MAX_PAPER_MARKS, 'bn')} পর্যন্ত একটি পূর্ণসংখ্যা।`,
      );
    }
    if (!isWhole(paper.subject_marge) || paper.subject_marge < 0 || paper.subject_marge > 999) {
      say(
        `${at}.subject_marge`,
        'The pairing key is 0 (a paper alone) or a whole number up to 999 shared by the two papers of a subject.',
        'জোড়ার চাবি ০ (একক পত্র), অথবা একই বিষয়ের দুই পত্রে একই ৯৯৯ পর্যন্ত একটি পূর্ণসংখ্যা।',
      );
    } else if (paper.subject_marge !== 0) {
      pairs.set(paper.subject_marge, [...(pairs.get(paper.subject_marge) ?? []), i]);
    }
  });
  for (const [key, members] of pairs) {
    const [a, b, ...more] = members;
    const first = a === undefined ? undefined : papers[a];
    const second = b === undefined ? undefined : papers[b];
    const last = members[members.length - 1] ?? 0;
    if (!second || more.length) {
      say(
        `papers.${last}.subject_marge`,
        `Pairing key ${key} is on ${members.length} paper${members.length === 1 ? '' : 's'}: a key pairs exactly the two papers of one subject (0 for a paper alone).`,
        `জোড়ার চাবি ${digits(key, 'bn')} আছে ${digits(members.length, 'bn')}টি পত্রে: একটি চাবি ঠিক একটি বিষয়ের দুটি পত্রকে জোড়ে (একক পত্রে ০)।`,
      );
      continue;
    }
    if (!first || b === undefined) continue;
    if (first.total_marks !== PAIRED_PAPER_MARKS || second.total_marks !== PAIRED_PAPER_MARKS) {
      const off = first.total_marks !== PAIRED_PAPER_MARKS ? a : b;
      say(
        `papers.${off}.total_marks`,
        `The two papers of a subject are each out of ${PAIRED_PAPER_MARKS}: their combined grade halves the two marks and reads the result as marks out of 100 (spec §9).`,
        `একটি বিষয়ের দুই পত্রের প্রত্যেকটির পূর্ণমান ${digits(PAIRED_PAPER_MARKS, 'bn')}: মিলিত গ্রেড দুই নম্বরের যোগফলের অর্ধেককে ১০০-র মধ্যে নম্বর হিসেবে পড়ে।`,
      );
    }
    if (first.optional !== second.optional) {
      say(
        `papers.${b}.optional`,
        'The two papers of a subject are both optional or both not: a student takes the whole subject.',
        'একটি বিষয়ের দুই পত্রই ঐচ্ছিক, নয়তো কোনোটিই নয়: শিক্ষার্থী পুরো বিষয়টিই নেয়।',
      );
    }
  }
  return problems;
}
