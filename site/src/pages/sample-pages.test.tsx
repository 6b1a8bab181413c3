import QRCode from 'qrcode';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  staffAttendance,
  studentAttendance,
  teacherAttendance,
} from '../content/sample-attendance.ts';
import { sampleNotice } from '../content/sample-common.ts';
import { feeInfo, feeRowTotal, feeTotal } from '../content/sample-fees.ts';
import { gpaFor, gradeFor, gradingScale } from '../content/sample-grading.ts';
import { payslip, payslipQrText, payslipTotal, samplePayslip } from '../content/sample-payslip.ts';
import { classRoutine, examRoutine } from '../content/sample-routines.ts';
import { Component as AcademicTranscript } from './academic-transcript.tsx';
import { Component as ClassRoutine } from './class-routine.tsx';
import { Component as ExamAdmitCard } from './exam-admit-card.tsx';
import { Component as ExamRoutine } from './exam-routine.tsx';
import { Component as FeeInfo } from './fee-info.tsx';
import { Component as Payslip } from './payslip.tsx';
import { Component as SeatPlan } from './seat-plan.tsx';
import { Component as StaffAttendance } from './staff-attendance.tsx';
import { Component as StudentAttendance } from './student-attendance.tsx';
import { Component as Syllabus } from './syllabus.tsx';
import { Component as TeacherAttendance } from './teacher-attendance.tsx';

/** The page as the prerender writes it. */
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

const pages: [path: string, Page: ComponentType, title: string][] = [
  ['/exam-admit-card', ExamAdmitCard, 'Admit Card'],
  ['/student-attendance', StudentAttendance, 'Student Attendance'],
  ['/teacher-attendance', TeacherAttendance, 'Teacher Attendance'],
  ['/staff-attendance', StaffAttendance, 'Staff Attendance'],
  ['/fee-info', FeeInfo, 'Fee Information'],
  ['/seat-plan', SeatPlan, 'Seat Plan'],
  ['/payslip', Payslip, 'Payslip'],
  ['/class-routine', ClassRoutine, 'Class Routine'],
  ['/exam-routine', ExamRoutine, 'Exam Routine'],
  ['/academic-transcript', AcademicTranscript, 'Academic Transcript'],
  ['/syllabus', Syllabus, 'Syllabus'],
];

describe('sample pages', () => {
  it.each(pages)('%s renders its one h1 and the sample note', (path, Page, title) => {
    const html = render(path, Page);
    const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => text(match[1] ?? ''));
    expect(h1s).toEqual([title]);
    const noteText = html.match(/<p[^>]*role="note"[^>]*>(.*?)<\/p>/)?.[1] ?? '';
    expect(text(noteText)).toContain(sampleNotice.text);
    // Near the top: before any of the page's forms, sections and tables.
    const note = html.indexOf('role="note"');
    for (const tag of ['<h2', '<form', '<table', '<section']) {
      const at = html.indexOf(tag);
      if (at >= 0) expect(note).toBeLessThan(at);
    }
  });

  it.each(pages)('%s captions its tables and scopes its headers', (path, Page) => {
    const html = render(path, Page);
    const tables = html.match(/<table/g)?.length ?? 0;
    expect(html.match(/<caption/g)?.length ?? 0).toBe(tables);
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)[^>]*>/);
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
});

describe('class routine', () => {
  it('has six days, Saturday to Thursday, of six periods each', () => {
    expect(classRoutine.periods).toHaveLength(6);
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
    for (const day of classRoutine.days) expect(day.classes).toHaveLength(6);
  });

  it('names every teacher whose initials it uses', () => {
    const known = new Set(classRoutine.teachers.map((teacher) => teacher.initials));
    for (const day of classRoutine.days) {
      for (const entry of day.classes) expect(known).toContain(entry.teacher);
    }
  });
});

describe('exam routine', () => {
  it('has six exams of 100 marks each', () => {
    const rows = bodyRows(render('/exam-routine', ExamRoutine)).map(cells);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row[4]).toBe('100');
  });

  it('gives each date its own weekday', () => {
    for (const row of examRoutine.rows) {
      const weekday = new Date(`${row.date}T00:00:00Z`).toLocaleDateString('en-GB', {
        weekday: 'long',
        timeZone: 'UTC',
      });
      expect(row.day).toBe(weekday);
    }
  });
});

describe('fee information', () => {
  it('has tuition, stationery and exam fees, each with a penalty, adding up to 5000', () => {
    expect(feeInfo.rows.map((row) => row.type)).toEqual([
      'Tuition fee',
      'Stationery fee',
      'Exam fee',
    ]);
    for (const row of feeInfo.rows) expect(row.penalty).toBeGreaterThan(0);
    expect(feeTotal(feeInfo.rows)).toBe(5000);
  });

  it('shows each row as amount plus penalty and the total 5,000', () => {
    const html = render('/fee-info', FeeInfo);
    const rows = bodyRows(html).map(cells);
    const number = (cell: string | undefined) => Number((cell ?? '').replace(/,/g, ''));
    expect(rows).toHaveLength(3);
    let sum = 0;
    rows.forEach((row, index) => {
      const fee = feeInfo.rows[index];
      expect(fee).toBeDefined();
      if (!fee) return;
      expect(number(row[1])).toBe(fee.amount);
      expect(number(row[3])).toBe(fee.penalty);
      expect(number(row[4])).toBe(feeRowTotal(fee));
      sum += number(row[4]);
    });
    expect(sum).toBe(5000);
    const foot = html.match(/<tfoot>(.*?)<\/tfoot>/)?.[1] ?? '';
    expect(cells(foot).at(-1)).toBe('5,000');
  });
});

describe('attendance', () => {
  it.each([
    ['student', studentAttendance],
    ['teacher', teacherAttendance],
    ['staff', staffAttendance],
  ] as const)('%s rows: present + absent = class days', (_, sheet) => {
    expect(sheet.rows.length).toBeGreaterThan(0);
    for (const row of sheet.rows) {
      expect(row.present + row.absent).toBe(row.classDays);
      expect(row.present).toBeGreaterThanOrEqual(0);
      expect(row.absent).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws the same sums as the rows in the table', () => {
    for (const [path, Page] of [
      ['/student-attendance', StudentAttendance],
      ['/teacher-attendance', TeacherAttendance],
      ['/staff-attendance', StaffAttendance],
    ] as const) {
      const rows = bodyRows(render(path, Page)).map(cells);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const [days, present, absent] = row.slice(2).map(Number);
        expect((present ?? 0) + (absent ?? 0)).toBe(days);
      }
    }
  });

  it('shows only the first class and section of students at first', () => {
    const rows = bodyRows(render('/student-attendance', StudentAttendance));
    const expected = studentAttendance.rows.filter(
      (row) => row.classValue === '6' && row.sectionValue === 'A',
    );
    expect(rows).toHaveLength(expected.length);
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

  it('the transcript shows each subject graded by gradeFor, and the GPA', () => {
    const html = render('/academic-transcript', AcademicTranscript);
    const resultBody = html.match(/<tbody>(.*?)<\/tbody>/)?.[1] ?? '';
    const rows = [...resultBody.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => cells(row[1] ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const band = gradeFor(Number(row[1]));
      expect(row[2]).toBe(band.grade);
      expect(row[3]).toBe(band.point.toFixed(2));
    }
    const gpa = gpaFor(rows.map((row) => Number(row[1])));
    const foot = html.match(/<tfoot>(.*?)<\/tfoot>/)?.[1] ?? '';
    expect(cells(foot).at(-1)).toBe(gpa.toFixed(2));
  });
});

describe('payslip', () => {
  const slip = samplePayslip('January', payslip.initial.year);

  it('adds up: this month, previous due and late fine make the total payable', () => {
    const html = render('/payslip', Payslip);
    const [row] = bodyRows(html).map(cells);
    const number = (cell: string | undefined) => Number((cell ?? '').replace(/,/g, ''));
    expect(row?.slice(0, 2)).toEqual(['January', '2025']);
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
    expect(text).toContain(`Student ID: ${payslip.student.id}`);
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

  it('says that the download and the payment are not connected', () => {
    const html = render('/payslip', Payslip);
    for (const label of [payslip.downloadPdf, payslip.pay]) {
      expect(html).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${label}</button>`));
    }
    expect(html).toContain('opens when the school connects it');
  });
});
