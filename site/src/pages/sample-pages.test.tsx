import QRCode from 'qrcode';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { admitCard, admitCardItems } from '../content/sample-admit-card.ts';
import {
  staffAttendance,
  studentAttendance,
  teacherAttendance,
} from '../content/sample-attendance.ts';
import { sampleWords } from '../content/sample-common.ts';
import { feeInfo, feeRowTotal, feeTotal } from '../content/sample-fees.ts';
import { gpaFor, gradeFor, gradingScale } from '../content/sample-grading.ts';
import {
  payslip,
  payslipInitial,
  payslipQrText,
  payslipTotal,
  samplePayslip,
  sampleStudentId,
} from '../content/sample-payslip.ts';
import { classRoutine, examRoutine } from '../content/sample-routines.ts';
import { seatPlan } from '../content/sample-seat-plan.ts';
import { syllabus } from '../content/sample-syllabus.ts';
import { transcript } from '../content/sample-transcript.ts';
import type { Lang, Localized } from '../content/sample-types.ts';
import { pageTitle, type RoutePath } from '../paths.ts';
import { Sample as ClassRoutineSample } from '../samples/class-routine.tsx';
import { Sample as ExamRoutineSample } from '../samples/exam-routine.tsx';
import { Sample as SeatPlanSample } from '../samples/seat-plan.tsx';
import { Sample as SyllabusSample } from '../samples/syllabus.tsx';
import { useLang } from '../use-lang.ts';
import { Component as AcademicTranscript } from './academic-transcript.tsx';
import { Component as ExamAdmitCard } from './exam-admit-card.tsx';
import { Component as FeeInfo } from './fee-info.tsx';
import { Component as Payslip } from './payslip.tsx';
import { Component as StaffAttendance } from './staff-attendance.tsx';
import { Component as StudentAttendance } from './student-attendance.tsx';
import { Component as TeacherAttendance } from './teacher-attendance.tsx';

/**
 * A page of the school's facts as it shows when the provider does not publish them (no
 * `/class-routines`, say): the page's heading over the spec's sample (the widget's fallback, whose
 * drawing on a 404 the widget's own tests check; the page with the provider's facts is in
 * facts-pages.test.tsx).
 */
function withoutProvider(path: RoutePath, Sample: ComponentType<{ lang: Lang }>): ComponentType {
  return function Page() {
    const lang = useLang();
    return (
      <div className="page sample-page">
        <h1>{pageTitle(path, lang)}</h1>
        <Sample lang={lang} />
      </div>
    );
  };
}

const ClassRoutine = withoutProvider('/class-routine', ClassRoutineSample);
const ExamRoutine = withoutProvider('/exam-routine', ExamRoutineSample);
const SeatPlan = withoutProvider('/seat-plan', SeatPlanSample);
const Syllabus = withoutProvider('/syllabus', SyllabusSample);

/** The page as the prerender writes it, at its address (`/bn/…` for Bengali). */
function render(path: string, Page: ComponentType): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

/** The text of an HTML fragment: tags dropped, the entities React writes decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The body rows of the page's tables, each as the HTML of its cells. */
function bodyRows(html: string): string[] {
  const bodies = [...html.matchAll(/<tbody>(.*?)<\/tbody>/g)].map((match) => match[1] ?? '');
  return bodies.flatMap((body) =>
    [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => row[1] ?? ''),
  );
}

function cells(row: string): string[] {
  return [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1] ?? ''));
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/** A figure as either language writes it ("৫,০০০", "5,000"), read back as a number. */
function number(cell: string | undefined): number {
  const ascii = (cell ?? '').replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)));
  return Number(ascii.replace(/,/g, ''));
}

/**
 * Everything a visitor reads or hears: the text between tags, and the attributes said aloud or
 * shown (accessible names, alternative text, what a text field holds). Tags become spaces, so
 * neighbouring cells stay apart.
 */
function readable(html: string): string {
  const said = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)];
  const typed = [...html.matchAll(/<input[^>]*\svalue="([^"]*)"/g)];
  const between = html.replace(/<[^>]*>/g, ' ');
  return text(
    [between, ...said.map((match) => match[1]), ...typed.map((match) => match[1])].join(' '),
  );
}

/** Runs of three or more English words, separated only by spaces and punctuation. */
function englishRuns(value: string): string[] {
  return value.match(/[A-Za-z]+(?:[\s,.:;'’()/–-]+[A-Za-z]+){2,}/g) ?? [];
}

const pages: [path: string, Page: ComponentType, title: Localized<string>][] = [
  ['/exam-admit-card', ExamAdmitCard, { en: 'Admit Card', bn: 'প্রবেশপত্র' }],
  ['/student-attendance', StudentAttendance, { en: 'Student Attendance', bn: 'শিক্ষার্থীর উপস্থিতি' }],
  ['/teacher-attendance', TeacherAttendance, { en: 'Teacher Attendance', bn: 'শিক্ষকের উপস্থিতি' }],
  ['/staff-attendance', StaffAttendance, { en: 'Staff Attendance', bn: 'কর্মচারীর উপস্থিতি' }],
  ['/fee-info', FeeInfo, { en: 'Fee Information', bn: 'ফি তথ্য' }],
  ['/seat-plan', SeatPlan, { en: 'Seat Plan', bn: 'আসন বিন্যাস' }],
  ['/payslip', Payslip, { en: 'Payslip', bn: 'পে-স্লিপ' }],
  ['/class-routine', ClassRoutine, { en: 'Class Routine', bn: 'ক্লাস রুটিন' }],
  ['/exam-routine', ExamRoutine, { en: 'Exam Routine', bn: 'পরীক্ষার রুটিন' }],
  [
    '/academic-transcript',
    AcademicTranscript,
    { en: 'Academic Transcript', bn: 'একাডেমিক ট্রান্সক্রিপ্ট' },
  ],
  ['/syllabus', Syllabus, { en: 'Syllabus', bn: 'পাঠ্যসূচি' }],
];

const languages: [lang: Lang, prefix: string][] = [
  ['en', ''],
  ['bn', '/bn'],
];

const bothLanguages = languages.flatMap(([lang, prefix]) =>
  pages.map(([path, Page, title]) => [`${prefix}${path}`, Page, title[lang], lang] as const),
);

describe('sample pages', () => {
  it.each(bothLanguages)('%s renders its one h1 and the sample note', (path, Page, title, lang) => {
    const html = render(path, Page);
    const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => text(match[1] ?? ''));
    expect(h1s).toEqual([title]);
    const noteText = html.match(/<p[^>]*role="note"[^>]*>(.*?)<\/p>/)?.[1] ?? '';
    expect(text(noteText)).toContain(sampleWords[lang].notice.text);
    // Near the top: before any of the page's forms, sections and tables.
    const note = html.indexOf('role="note"');
    for (const tag of ['<h2', '<form', '<table', '<section']) {
      const at = html.indexOf(tag);
      if (at >= 0) expect(note).toBeLessThan(at);
    }
  });

  it.each(bothLanguages)('%s captions its tables and scopes its headers', (path, Page) => {
    const html = render(path, Page);
    const tables = html.match(/<table/g)?.length ?? 0;
    expect(html.match(/<caption/g)?.length ?? 0).toBe(tables);
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)[^>]*>/);
  });
});

describe('sample pages in Bengali', () => {
  it.each(pages)('/bn%s differs from the English page and says it is sample data', (path, Page) => {
    const english = render(path, Page);
    const bengali = render(`/bn${path}`, Page);
    expect(bengali).not.toBe(english);
    const note = text(bengali.match(/<p[^>]*role="note"[^>]*>(.*?)<\/p>/)?.[1] ?? '');
    expect(note).toBe(`${sampleWords.bn.notice.label}: ${sampleWords.bn.notice.text}`);
  });

  it.each(pages)('/bn%s leaves no English sentence and no Latin digit', (path, Page) => {
    const said = readable(render(`/bn${path}`, Page));
    // The letter grades (A+, A, A-…) stay in Latin letters, as the boards print them; they are
    // single words between Bengali figures, so a run of three never forms from them.
    expect(englishRuns(said)).toEqual([]);
    expect(said).not.toMatch(/[0-9]/);
  });

  it('finds English and Latin digits where they are: the checks above can fail', () => {
    const said = readable(render('/seat-plan', SeatPlan));
    expect(englishRuns(said).join(' ')).toContain('Which room each roll range sits in');
    expect(said).toMatch(/[0-9]/);
  });

  it('writes the same figures and keeps the same values in both languages', () => {
    // Strings become their kind, except the values a page keeps (the same in both languages);
    // numbers stay, so a figure that differs between the languages fails here.
    const kept = new Set(['classValue', 'sectionValue', 'date', 'src']);
    const skeleton = (value: unknown, key = ''): unknown => {
      if (key === 'options' && Array.isArray(value)) return value.map((option) => option.value);
      if (typeof value === 'string') return kept.has(key) ? value : 'text';
      if (typeof value === 'function') return 'function';
      if (Array.isArray(value)) return value.map((item) => skeleton(item));
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
      }
      return value;
    };
    const contents: Localized<unknown>[] = [
      admitCard,
      studentAttendance,
      teacherAttendance,
      staffAttendance,
      feeInfo,
      payslip,
      classRoutine,
      examRoutine,
      seatPlan,
      syllabus,
      transcript,
      sampleWords,
    ];
    for (const content of contents) expect(skeleton(content.bn)).toEqual(skeleton(content.en));
  });
});

describe('seat plan', () => {
  it('has rolls 1–30, 31–60 and 61–90 in rooms 101, 102 and 103', () => {
    const rows = bodyRows(render('/seat-plan', SeatPlan)).map(cells);
    expect(rows.map((row) => [row[0], row[3]])).toEqual([
      ['1–30', '101'],
      ['31–60', '102'],
      ['61–90', '103'],
    ]);
  });

  it('writes them in Bengali digits, sections ক, খ and গ, in Bengali', () => {
    const rows = bodyRows(render('/bn/seat-plan', SeatPlan)).map(cells);
    expect(rows).toEqual([
      ['১–৩০', 'ষষ্ঠ শ্রেণি', 'ক', '১০১'],
      ['৩১–৬০', 'ষষ্ঠ শ্রেণি', 'খ', '১০২'],
      ['৬১–৯০', 'ষষ্ঠ শ্রেণি', 'গ', '১০৩'],
    ]);
  });

  it('keeps ASCII values behind the Bengali labels of its selects', () => {
    const html = render('/bn/seat-plan', SeatPlan);
    expect(html).toContain('<option value="2024-25" selected="">২০২৪-২৫</option>');
    expect(html).toContain('<option value="half-yearly" selected="">অর্ধবার্ষিক পরীক্ষা</option>');
  });
});

describe('class routine', () => {
  it('has six days, Saturday to Thursday, of six periods each', () => {
    expect(classRoutine.en.periods).toHaveLength(6);
    const rows = bodyRows(render('/class-routine', ClassRoutine)).map(cells);
    expect(rows.map((row) => row[0])).toEqual([
      'Saturday',
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
    ]);
    for (const row of rows) expect(row).toHaveLength(1 + 6);
    for (const day of classRoutine.en.days) expect(day.classes).toHaveLength(6);
  });

  it('has the same six days of six periods in Bengali, its times in Bengali digits', () => {
    const html = render('/bn/class-routine', ClassRoutine);
    const rows = bodyRows(html).map(cells);
    expect(rows.map((row) => row[0])).toEqual([
      'শনিবার',
      'রবিবার',
      'সোমবার',
      'মঙ্গলবার',
      'বুধবার',
      'বৃহস্পতিবার',
    ]);
    for (const row of rows) expect(row).toHaveLength(1 + 6);
    expect(rows[0]?.[1]).toBe('বাংলারো.বে.');
    const head = cells(html.match(/<thead>(.*?)<\/thead>/)?.[1] ?? '');
    expect(head).toEqual([
      'বার',
      '১ম পিরিয়ড৮:০০–৮:৪৫',
      '২য় পিরিয়ড৮:৪৫–৯:৩০',
      '৩য় পিরিয়ড৯:৩০–১০:১৫',
      '৪র্থ পিরিয়ড১০:৪৫–১১:৩০',
      '৫ম পিরিয়ড১১:৩০–১২:১৫',
      '৬ষ্ঠ পিরিয়ড১২:১৫–১:০০',
    ]);
  });

  it.each(languages)('names every teacher whose initials it uses (%s)', (lang) => {
    const routine = classRoutine[lang];
    const known = new Set(routine.teachers.map((teacher) => teacher.initials));
    for (const day of routine.days) {
      for (const entry of day.classes) expect(known).toContain(entry.teacher);
    }
  });
});

describe('exam routine', () => {
  it('has six exams of 100 marks each', () => {
    const rows = bodyRows(render('/exam-routine', ExamRoutine)).map(cells);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row[4]).toBe('100');
    expect(rows[0]).toEqual(['13 July 2025', 'Sunday', 'Bangla', '10:00 am–1:00 pm', '100']);
  });

  it('has six exams of ১০০ marks each in Bengali', () => {
    const rows = bodyRows(render('/bn/exam-routine', ExamRoutine)).map(cells);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row[4]).toBe('১০০');
    expect(rows[0]).toEqual(['১৩ জুলাই, ২০২৫', 'রবিবার', 'বাংলা', 'সকাল ১০টা–দুপুর ১টা', '১০০']);
  });

  it.each([
    ['/exam-routine', 'en-GB'],
    ['/bn/exam-routine', 'bn-BD'],
  ])('%s gives each date its own weekday', (path, locale) => {
    const html = render(path, ExamRoutine);
    const rows = bodyRows(html);
    expect(rows).toHaveLength(examRoutine.en.rows.length);
    for (const row of rows) {
      const date = row.match(/dateTime="([^"]*)"/)?.[1] ?? '';
      const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
        weekday: 'long',
        timeZone: 'UTC',
      });
      expect(cells(row)[1]).toBe(weekday);
    }
  });
});

describe('fee information', () => {
  it('has tuition, stationery and exam fees, each with a penalty, adding up to 5000', () => {
    expect(feeInfo.en.rows.map((row) => row.type)).toEqual([
      'Tuition fee',
      'Stationery fee',
      'Exam fee',
    ]);
    for (const row of feeInfo.en.rows) expect(row.penalty).toBeGreaterThan(0);
    expect(feeTotal(feeInfo.en.rows)).toBe(5000);
  });

  it.each([
    ['/fee-info', '5,000'],
    ['/bn/fee-info', '৫,০০০'],
  ])('%s shows each row as amount plus penalty and the total %s', (path, written) => {
    const html = render(path, FeeInfo);
    const rows = bodyRows(html).map(cells);
    expect(rows).toHaveLength(3);
    let sum = 0;
    rows.forEach((row, index) => {
      const fee = feeInfo.en.rows[index];
      expect(fee).toBeDefined();
      if (!fee) return;
      expect(number(row[1])).toBe(fee.amount);
      expect(number(row[3])).toBe(fee.penalty);
      expect(number(row[4])).toBe(feeRowTotal(fee));
      sum += number(row[4]);
    });
    expect(sum).toBe(5000);
    const foot = html.match(/<tfoot>(.*?)<\/tfoot>/)?.[1] ?? '';
    expect(cells(foot).at(-1)).toBe(written);
  });

  it('writes the amounts, deadlines and fee types in Bengali', () => {
    const rows = bodyRows(render('/bn/fee-info', FeeInfo)).map(cells);
    expect(rows[0]).toEqual(['মাসিক বেতন', '২,৮০০', '১০ জানুয়ারি', '২০০', '৩,০০০']);
  });
});

describe('attendance', () => {
  it.each([
    ['student', studentAttendance],
    ['teacher', teacherAttendance],
    ['staff', staffAttendance],
  ] as const)('%s rows: present + absent = class days', (_, sheet) => {
    for (const lang of ['en', 'bn'] as const) {
      expect(sheet[lang].rows.length).toBeGreaterThan(0);
      for (const row of sheet[lang].rows) {
        expect(row.present + row.absent).toBe(row.classDays);
        expect(row.present).toBeGreaterThanOrEqual(0);
        expect(row.absent).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it.each(languages)('draws the same sums as the rows in the table (%s)', (_, prefix) => {
    for (const [path, Page] of [
      ['/student-attendance', StudentAttendance],
      ['/teacher-attendance', TeacherAttendance],
      ['/staff-attendance', StaffAttendance],
    ] as const) {
      const rows = bodyRows(render(`${prefix}${path}`, Page)).map(cells);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const [days, present, absent] = row.slice(2).map(number);
        expect((present ?? 0) + (absent ?? 0)).toBe(days);
      }
    }
  });

  it('shows only the first class and section of students at first', () => {
    const rows = bodyRows(render('/student-attendance', StudentAttendance));
    const expected = studentAttendance.en.rows.filter(
      (row) => row.classValue === '6' && row.sectionValue === 'A',
    );
    expect(rows).toHaveLength(expected.length);
  });

  it('writes names, IDs and counts in Bengali', () => {
    const students = render('/bn/student-attendance', StudentAttendance);
    expect(bodyRows(students).map(cells)[0]).toEqual(['আয়েশা সিদ্দিকা', '১', '২৪', '২৩', '১']);
    expect(text(students)).toContain('৪ জন শিক্ষার্থীর উপস্থিতি দেখানো হচ্ছে।');
    expect(text(students)).toContain('শিক্ষার্থীদের উপস্থিতি: ষষ্ঠ শ্রেণি, ক শাখা, জুন ২০২৫');
    const teachers = bodyRows(render('/bn/teacher-attendance', TeacherAttendance)).map(cells);
    expect(teachers[0]).toEqual(['মো. আব্দুল করিম', 'শি-১০০১', '২৪', '২৪', '০']);
  });
});

describe('grading scale', () => {
  it('grades the boundaries', () => {
    expect(gradeFor(100).grade).toBe('A+');
    expect(gradeFor(80).grade).toBe('A+');
    expect(gradeFor(79).grade).toBe('A');
    expect(gradeFor(70).grade).toBe('A');
    expect(gradeFor(69).grade).toBe('A-');
    expect(gradeFor(60).grade).toBe('A-');
    expect(gradeFor(59).grade).toBe('B');
    expect(gradeFor(50).grade).toBe('B');
    expect(gradeFor(49).grade).toBe('C');
    expect(gradeFor(40).grade).toBe('C');
    expect(gradeFor(39).grade).toBe('D');
    expect(gradeFor(33).grade).toBe('D');
    expect(gradeFor(32).grade).toBe('F');
    expect(gradeFor(0).grade).toBe('F');
    expect(gradeFor(79.5).grade).toBe('A');
  });

  it('covers 0 to 100 without gaps or overlaps', () => {
    const sorted = [...gradingScale].sort((a, b) => a.min - b.min);
    expect(sorted[0]?.min).toBe(0);
    expect(sorted.at(-1)?.max).toBe(100);
    for (let index = 1; index < sorted.length; index += 1) {
      expect(sorted[index]?.min).toBe((sorted[index - 1]?.max ?? Number.NaN) + 1);
    }
  });

  it('refuses marks outside 0 to 100', () => {
    expect(() => gradeFor(-1)).toThrow(RangeError);
    expect(() => gradeFor(101)).toThrow(RangeError);
    expect(() => gradeFor(Number.NaN)).toThrow(RangeError);
  });

  it('averages the points, and a failed subject fails the GPA', () => {
    expect(gpaFor([80, 70])).toBe(4.5);
    expect(gpaFor([80, 32])).toBe(0);
  });

  it.each(languages)(
    'the transcript shows each subject graded by gradeFor, and the GPA (%s)',
    (_, prefix) => {
      const html = render(`${prefix}/academic-transcript`, AcademicTranscript);
      const resultBody = html.match(/<tbody>(.*?)<\/tbody>/)?.[1] ?? '';
      const rows = [...resultBody.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => cells(row[1] ?? ''));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const band = gradeFor(number(row[1]));
        expect(row[2]).toBe(band.grade);
        expect(number(row[3]).toFixed(2)).toBe(band.point.toFixed(2));
      }
      const gpa = gpaFor(rows.map((row) => number(row[1])));
      const foot = html.match(/<tfoot>(.*?)<\/tfoot>/)?.[1] ?? '';
      expect(number(cells(foot).at(-1)).toFixed(2)).toBe(gpa.toFixed(2));
    },
  );

  it('writes the scale and the GPA in Bengali digits', () => {
    const html = render('/bn/academic-transcript', AcademicTranscript);
    const scale = bodyRows(html).map(cells).slice(-gradingScale.length);
    expect(scale[0]).toEqual(['৮০–১০০', 'A+', '৫.০০']);
    expect(cells(html.match(/<tfoot>(.*?)<\/tfoot>/)?.[1] ?? '')).toEqual([
      'ফলাফল: উত্তীর্ণ',
      'জিপিএ',
      '৪.০৮',
    ]);
  });
});

describe('payslip', () => {
  const slip = samplePayslip(payslipInitial.month, payslipInitial.year);

  it.each([
    ['/payslip', ['January', '2025']],
    ['/bn/payslip', ['জানুয়ারি', '২০২৫']],
  ])('%s adds up: this month, previous due and late fine make the total payable', (path, when) => {
    const html = render(path, Payslip);
    const [row] = bodyRows(html).map(cells);
    expect(row?.slice(0, 2)).toEqual(when);
    const [due, previous, fine, total] = (row ?? []).slice(2).map(number);
    expect((due ?? 0) + (previous ?? 0) + (fine ?? 0)).toBe(total);
    expect(total).toBe(payslipTotal(slip));
    const foot = cells(html.match(/<tfoot>(.*?)<\/tfoot>/)?.[1] ?? '');
    expect(foot.slice(1).map(number)).toEqual([due, previous, fine, total]);
  });

  it('draws the QR code of the payslip text, module for module', () => {
    const html = render('/payslip', Payslip);
    const svg = html.match(/<svg[^>]*role="img"[^>]*>.*?<\/svg>/)?.[0] ?? '';
    expect(svg).toContain('aria-label="QR code of this payslip');
    const path = svg.match(/<path d="([^"]*)"/)?.[1] ?? '';
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
    expect(runs.map((run) => run[0]).join('')).toBe(path);

    const text = payslipQrText(slip);
    expect(text).toContain(`Student ID: ${sampleStudentId}`);
    expect(text).toContain('Month: January 2025');
    expect(text).toContain(`Total payable: ${payslipTotal(slip)} BDT`);
    const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    const dark = data.reduce((count, bit) => count + (bit ? 1 : 0), 0);
    expect(runs.reduce((count, run) => count + Number(run[3]), 0)).toBe(dark);

    // Every drawn module is a dark one of the matrix, 4 modules of quiet zone in.
    for (const run of runs) {
      const [x, y, length] = [Number(run[1]) - 4, Number(run[2]) - 4, Number(run[3])];
      for (let col = x; col < x + length; col += 1) expect(data[y * size + col]).toBe(1);
    }
  });

  it('holds the same code on the Bengali page, its label in Bengali with ৳', () => {
    const qr = (html: string) => html.match(/<svg[^>]*role="img"[^>]*>.*?<\/svg>/)?.[0] ?? '';
    const english = qr(render('/payslip', Payslip));
    const bengali = qr(render('/bn/payslip', Payslip));
    const path = (svg: string) => svg.match(/<path d="([^"]*)"/)?.[1];
    expect(path(bengali)).toBe(path(english));
    expect(bengali).toContain(
      'aria-label="এই পে-স্লিপের কিউআর কোড: আইডি ২০২৪০৯১৭, জানুয়ারি ২০২৫, মোট প্রদেয় ৳৪,৬০০"',
    );
  });

  it.each(languages)(
    'says that the download and the payment are not connected (%s)',
    (lang, prefix) => {
      const html = render(`${prefix}/payslip`, Payslip);
      for (const label of [payslip[lang].downloadPdf, payslip[lang].pay]) {
        expect(html).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${label}</button>`));
      }
      expect(html).toContain(sampleWords[lang].notConnected);
    },
  );

  it('says the connection note in English as before', () => {
    expect(render('/payslip', Payslip)).toContain('opens when the school connects it');
  });
});

describe('admit card', () => {
  it('fills the sample card in the language of the page', () => {
    const request = { classValue: '1', sectionValue: 'B', roll: 5, examValue: 'final' };
    expect(admitCardItems(request, 'bn').map((item) => [item.label, item.value])).toEqual([
      ['নাম', 'ফারজানা আক্তার'],
      ['শ্রেণি', 'প্রথম শ্রেণি'],
      ['শাখা', 'খ শাখা'],
      ['রোল নং', '৫'],
      ['পরীক্ষা', 'বার্ষিক পরীক্ষা'],
      ['শিক্ষাবর্ষ', '২০২৪-২৫'],
    ]);
    expect(admitCardItems(request, 'en').map((item) => item.value)).toEqual([
      'Farzana Akter',
      'Class 1',
      'Section B',
      '5',
      'Final Exam',
      '2024-25',
    ]);
  });
});
