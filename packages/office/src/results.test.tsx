import type { OfficeAnswer, SheetProblem } from '@school/api/office';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../widgets/test/axe.ts';
import { App } from './app.tsx';
import { fakeClient, refusal, sessionOf } from './fake-client.ts';

beforeEach(() => {
  // jsdom has no object URLs: a download's file is handed over, and that is what is checked.
  URL.createObjectURL = vi.fn(() => 'blob:sheet');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});

const OFFICER = sessionOf({ id: 4, name: 'Results Officer', role: 'results' });

const OVERVIEW: OfficeAnswer<'getResultsOverview'> = {
  years: [
    { id: 3, name: '2026' },
    { id: 2, name: '2025' },
  ],
  exams: [
    { id: 1, name: 'Half Yearly Examination', name_bn: 'অর্ধবার্ষিক পরীক্ষা' },
    { id: 2, name: 'Annual Examination', name_bn: 'বার্ষিক পরীক্ষা' },
  ],
  classes: [
    { id: 1, label: 'Six (A)', label_bn: 'ষষ্ঠ শ্রেণি (ক)', papers: 13 },
    { id: 11, label: 'XI Science (A)', label_bn: 'একাদশ বিজ্ঞান (ক)', papers: 13 },
  ],
  sets: [{ year_id: 3, exam_id: 2, published: 8003, hidden: 0, absent: 12 }],
  imports: [
    {
      id: 7,
      year_id: 3,
      exam_id: 2,
      file_name: 'annual.xlsx',
      state: 'published',
      uploaded_at: '2026-11-20T08:00:00.000Z',
      uploaded_by: 'Results Officer',
      rows: 8015,
      problems: 0,
    },
  ],
};

const problem = (over: Partial<SheetProblem> & Pick<SheetProblem, 'kind'>) => ({
  sheet: null,
  row: 3,
  column: 'G',
  heading: 'Mathematics',
  heading_bn: 'গণিত',
  value: null,
  max: 100,
  roll: 110002,
  other_row: null,
  class: 'Six (A)',
  class_bn: 'ষষ্ঠ শ্রেণি (ক)',
  expected: null,
  expected_bn: null,
  message: '',
  ...over,
});

const PREVIEW: OfficeAnswer<'getResultImport'> = {
  id: 9,
  year_id: 3,
  year_name: '2026',
  exam_id: 2,
  exam_name: 'Annual Examination',
  exam_name_bn: 'বার্ষিক পরীক্ষা',
  file_name: 'six-a.csv',
  format: 'csv',
  state: 'pending',
  uploaded_at: '2026-11-20T08:00:00.000Z',
  uploaded_by: 'Results Officer',
  published_at: null,
  published_by: null,
  counts: {
    sheets: 1,
    rows: 290,
    students: 290,
    papers: 13,
    marks: 2900,
    absent: 0,
    problems: 1,
    problem_rows: 1,
  },
  changes: { new: 0, corrected: 1, unchanged: 288, absent: 0, withdrawn: 0 },
  corrections: [
    {
      roll: 110010,
      name: 'Ayman Talukder',
      name_bn: 'আয়মান তালুকদার',
      class: 'Six (A)',
      before: { gpa: 4.25, is_pass: true, obtained_marks: 801 },
      after: { gpa: 4.5, is_pass: true, obtained_marks: 831 },
      papers: ['Mathematics'],
    },
  ],
  distribution: [
    { grade: 'A+', gpa: 5, students: 20 },
    { grade: 'F', gpa: 0, students: 3 },
  ],
  classes: [
    {
      class_id: 1,
      label: 'Six (A)',
      label_bn: 'ষষ্ঠ শ্রেণি (ক)',
      group: null,
      group_bn: null,
      students: 290,
      passed: 260,
      failed: 29,
      absent: 0,
      pass_rate: 90,
    },
  ],
  sheet_problems: [],
  problem_rows: [
    {
      line: 1,
      sheet: null,
      row: 3,
      roll: 110002,
      name: 'Md. Arif Islam',
      name_bn: 'মো. আরিফ ইসলাম',
      class: 'Six (A)',
      absent: false,
      problems: [problem({ kind: 'over-maximum', value: '120' })],
    },
  ],
  can_publish: false,
};

describe('result day in the console', () => {
  it('downloads the marks sheet of a class, uploads the filled one and opens its preview', async () => {
    const officer = userEvent.setup();
    window.location.hash = '#/results/day/3/2';
    const client = fakeClient({
      getSession: OFFICER,
      getResultsOverview: OVERVIEW,
      downloadResultTemplate: {
        name: 'Marks - Annual Examination 2026 - Six (A).csv',
        blob: new Blob(['\ufeffRoll']),
      },
      importResults: { ...PREVIEW },
      getResultImport: { ...PREVIEW },
    });
    const { container } = render(<App client={client} />);
    expect(
      await screen.findByText('8,003 results published, 0 unpublished, 12 students absent.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);

    await officer.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '1');
    await officer.selectOptions(screen.getByRole('combobox', { name: 'File' }), 'csv');
    await officer.click(screen.getByRole('button', { name: 'Download the marks sheet' }));
    expect(client.downloadResultTemplate).toHaveBeenCalledWith({
      year: 3,
      exam: 2,
      class: 1,
      format: 'csv',
      marks: 'blank',
    });
    expect(URL.createObjectURL).toHaveBeenCalled();

    await officer.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the filled marks sheet first.',
    );
    const sheet = new File(['Roll,Name\r\n'], 'six-a.csv', { type: 'text/csv' });
    await officer.upload(screen.getByLabelText('The filled sheet (.xlsx or .csv)'), sheet);
    await officer.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(client.importResults).toHaveBeenCalledWith(
      { year: 3, exam: 2, name: 'six-a.csv' },
      sheet,
    );
    await waitFor(() => expect(window.location.hash).toBe('#/results/upload/9'));
    expect(await screen.findByRole('heading', { name: 'Upload: six-a.csv' })).toBeTruthy();
  });

  it('names each problem with its row and column; a row marked absent lets the sheet be published', async () => {
    const officer = userEvent.setup();
    window.location.hash = '#/results/upload/9';
    const marked: OfficeAnswer<'getResultImport'> = {
      ...PREVIEW,
      can_publish: true,
      counts: { ...PREVIEW.counts, absent: 1, problems: 0, problem_rows: 0 },
      problem_rows: PREVIEW.problem_rows.map((r) => ({ ...r, absent: true })),
    };
    const client = fakeClient({
      getSession: OFFICER,
      getResultImport: PREVIEW,
      markResultImportRows: marked,
      publishResultImport: {
        ...marked,
        state: 'published',
        published_at: '2026-11-20T09:00:00.000Z',
        published_by: 'Results Officer',
        can_publish: false,
      },
    });
    const { container } = render(<App client={client} />);
    expect(
      await screen.findByText(
        'Row 3, column G (Mathematics): 120 is more than the paper’s 100 marks.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Problems that stop publishing: 1. Correct the sheet and upload it again, or mark those students absent.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Corrected results (signed anew): 1')).toBeTruthy();
    expect(screen.getByText('GPA 4.25')).toBeTruthy();
    await expectNoAxeViolations(container);

    // Publishing waits while a problem is left, and says so.
    await officer.click(screen.getByRole('button', { name: 'Publish' }));
    expect(client.publishResultImport).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Publishing waits until no problem is left.',
    );

    await officer.click(screen.getByRole('checkbox', { name: 'Roll 110002 absent' }));
    expect(client.markResultImportRows).toHaveBeenCalledWith(9, {
      rows: [{ line: 1, absent: true }],
    });
    expect(await screen.findByText('No problem left: the sheet can be published.')).toBeTruthy();
    await officer.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Annual Examination 2026?' });
    await officer.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(client.publishResultImport).toHaveBeenCalledWith(9);
    expect(await screen.findByText('Published: 0 new, 1 corrected, 288 unchanged.')).toBeTruthy();
  });

  it('says the problems in Bengali, with Bengali digits, on the Bengali console', async () => {
    localStorage.setItem('school-office-lang', 'bn');
    window.location.hash = '#/results/upload/9';
    const client = fakeClient({ getSession: OFFICER, getResultImport: PREVIEW });
    const { container } = render(<App client={client} />);
    expect(
      await screen.findByText('সারি ৩, কলাম G (গণিত): ১২০ নম্বর পত্রের পূর্ণমান ১০০-এর বেশি।'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'শ্রেণি ও বিভাগভিত্তিক পাসের হার' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'রোল ১১০০০২ অনুপস্থিত' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('sorts the result sheet of a class by a column', async () => {
    const officer = userEvent.setup();
    window.location.hash = '#/results/sheet/3/2/1';
    const student = (
      roll: number,
      name: string,
      gpa: number | null,
      state: 'published' | 'absent',
    ) => ({
      student_id: roll,
      roll,
      name,
      name_bn: null,
      state,
      gpa,
      grade: gpa === null ? null : gpa >= 5 ? 'A+' : 'B',
      is_pass: gpa === null ? null : gpa > 0,
      obtained_marks: gpa === null ? null : 700,
      total_marks: gpa === null ? null : 1100,
      subjects_details: [],
      token: null,
    });
    const client = fakeClient({
      getSession: OFFICER,
      getResultsOverview: OVERVIEW,
      getResultSheet: {
        year: { id: 3, name: '2026' },
        exam: { id: 2, name: 'Annual Examination', name_bn: null },
        class: {
          id: 1,
          label: 'Six (A)',
          label_bn: null,
          class_name: 'Six',
          class_name_bn: null,
          group_name: null,
          group_name_bn: null,
          section_name: 'A',
          section_name_bn: null,
          shift_name: 'Morning',
          shift_name_bn: null,
        },
        students: [
          student(110001, 'Rahim', 3.5, 'published'),
          student(110002, 'Karim', 5, 'published'),
          student(110003, 'Sumi', null, 'absent'),
        ],
        grades: [],
        school: {
          name: 'School',
          name_bn: null,
          eiin: null,
          address: null,
          address_bn: null,
          logo: null,
        },
        verify_url: null,
      },
    });
    const { container } = render(<App client={client} />);
    const table = await screen.findByRole('table');
    const rolls = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
    expect(rolls()).toEqual(['110001', '110002', '110003']);
    expect(within(table).getByText('Absent')).toBeTruthy();
    await officer.click(within(table).getByRole('button', { name: 'GPA' }));
    expect(rolls()).toEqual(['110003', '110001', '110002']);
    await officer.click(within(table).getByRole('button', { name: 'GPA' }));
    expect(rolls()).toEqual(['110002', '110001', '110003']);
    expect(within(table).getByRole('columnheader', { name: /GPA/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByText(/will have no QR code/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('checks the grade scale before saving, and says what the provider refused', async () => {
    const officer = userEvent.setup();
    window.location.hash = '#/results/grades';
    const bands = [
      { grade: 'A+', min_mark: 80, max_mark: 100, gpa: 5 },
      { grade: 'F', min_mark: 0, max_mark: 79, gpa: 0 },
    ];
    const client = fakeClient({
      getSession: OFFICER,
      getGradeScale: { bands },
      setGradeScale: { bands },
    });
    const { container } = render(<App client={client} />);
    const from = await screen.findByRole('spinbutton', { name: 'From: A+' });
    await officer.clear(from);
    await officer.type(from, '82');
    await officer.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Row 1: Marks 80 to 81 are in no band: A+ should start at 80.'),
    ).toBeTruthy();
    expect(client.setGradeScale).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await officer.clear(from);
    await officer.type(from, '80');
    await officer.click(screen.getByRole('button', { name: 'Save' }));
    expect(client.setGradeScale).toHaveBeenCalledWith({ bands });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('edits a class’s papers: a pairing key on one paper is refused before saving', async () => {
    const officer = userEvent.setup();
    window.location.hash = '#/results/papers/1';
    const papers = [
      {
        name: 'Bangla 1st Paper',
        name_bn: 'বাংলা প্রথম পত্র',
        total_marks: 100,
        subject_marge: 1,
        optional: false,
      },
      {
        name: 'Bangla 2nd Paper',
        name_bn: 'বাংলা দ্বিতীয় পত্র',
        total_marks: 100,
        subject_marge: 1,
        optional: false,
      },
    ];
    const answer = {
      class: { id: 1, label: 'Six (A)', label_bn: null },
      papers,
      changed_at: null,
      changed_by: null,
    };
    const client = fakeClient({
      getSession: OFFICER,
      getResultsOverview: OVERVIEW,
      getClassPapers: answer,
      setClassPapers: () => {
        throw refusal(400, 'Please correct the fields marked below and send the form again.');
      },
    });
    const { container } = render(<App client={client} />);
    const key = await screen.findByRole('spinbutton', { name: 'Pairing key: Bangla 2nd Paper' });
    await expectNoAxeViolations(container);
    await officer.clear(key);
    await officer.type(key, '0');
    await officer.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Row 1: Pairing key 1 is on 1 paper: a key pairs exactly the two papers of one subject (0 for a paper alone).',
      ),
    ).toBeTruthy();
    expect(client.setClassPapers).not.toHaveBeenCalled();
    await officer.clear(key);
    await officer.type(key, '1');
    await officer.click(screen.getByRole('button', { name: 'Move Bangla 2nd Paper up' }));
    await officer.click(screen.getByRole('button', { name: 'Save' }));
    expect(client.setClassPapers).toHaveBeenCalledWith(1, { papers: [papers[1], papers[0]] });
    expect(
      await screen.findByText('Please correct the fields marked below and send the form again.'),
    ).toBeTruthy();
  });
});
