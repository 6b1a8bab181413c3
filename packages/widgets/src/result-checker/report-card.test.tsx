import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCard, type ResultCard } from './card.ts';
import * as fixtures from './fixtures.ts';
import { createReportCard, reportCardFileName } from './report-card.ts';
import { ResultCardBody } from './result-card.tsx';

const dir = mkdtempSync(join(tmpdir(), 'report-card-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cardOf(result = fixtures.passed, profile = fixtures.profile): ResultCard {
  return buildCard({
    query: { roll: String(profile.roll_no), yearId: 3, examId: 1 },
    result,
    profile,
    grades: fixtures.grades,
    years: fixtures.years,
    exams: fixtures.exams,
    classes: fixtures.classConfigs,
  });
}

/** The PDF as pdftotext reads it, one trimmed line each, runs of spaces as one. */
async function pdfLines(card: ResultCard, schoolName?: string): Promise<string[]> {
  const doc = await createReportCard({ card, schoolName });
  const file = join(dir, reportCardFileName(card));
  writeFileSync(file, new Uint8Array(doc.output('arraybuffer')));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const linesOf = (cell: Element) =>
  [...cell.querySelectorAll('span')].map((s) => squash(s.textContent));

/**
 * What the visitor sees on screen, read from the rendered card: the student's details, each
 * table row as the printed lines it becomes (a merged row is two lines, its grade on the
 * first), and the final row.
 */
function screenOf(card: ResultCard) {
  const { container, unmount } = render(
    <ResultCardBody card={card} lang="en" pdf="idle" onDownload={() => {}} />,
  );
  const details = Object.fromEntries(
    [...container.querySelectorAll('dt')].map((dt) => [
      squash(dt.textContent),
      squash(dt.nextElementSibling?.textContent),
    ]),
  );
  const rows = [...container.querySelectorAll('tbody tr')].flatMap((tr) => {
    const [subject, obtained, total, percentage, grade] = [...tr.children];
    const columns = [subject, obtained, total, percentage].map((cell) => linesOf(cell as Element));
    return (columns[0] ?? []).map((_, i) =>
      squash([...columns.map((c) => c[i]), i === 0 ? grade?.textContent : ''].join(' ')),
    );
  });
  const foot = squash(
    [...container.querySelectorAll('tfoot tr > *')].map((c) => c.textContent).join(' '),
  );
  unmount();
  return { details, rows, foot };
}

describe('PDF report card', () => {
  it('reads back with pdftotext exactly as the card on screen, merged rows included', async () => {
    const card = cardOf();
    const screen = screenOf(card);
    const pdf = await pdfLines(card, fixtures.schoolName);

    expect(pdf.slice(0, 2)).toEqual(['Student Result', 'Shapla Model School & College']);
    expect(pdf).toContain(`Name: ${screen.details.Name}`);
    expect(pdf).toContain(`Roll: ${screen.details['Roll No']}`);
    expect(pdf).toContain(`Class: ${screen.details.Class}`);
    expect(pdf).toContain(`Session: ${screen.details.Session}`);
    expect(screen.details).toEqual({
      Name: 'Zannat Chowdhury',
      'Roll No': '110001',
      Class: 'Six (A)',
      Session: '2026',
    });

    const head = pdf.indexOf('Subject Marks Total Marks Percentage Grade');
    expect(head).toBeGreaterThan(0);
    expect(pdf.slice(head + 1, head + 1 + screen.rows.length)).toEqual(screen.rows);
    expect(screen.rows.slice(0, 3)).toEqual([
      'Bangla 1st Paper 71 100 71 A',
      'Bangla 2nd Paper 68 100 68',
      'English 1st Paper 71 100 71 A-',
    ]);
    expect(screen.rows).toContain('Information and Communication Technology 29 50 58 B');

    // The spec words the status "Status : Passed" on screen and "Status: Passed" in the PDF.
    expect(screen.foot).toBe('Total 679 Status : Passed GPA 4.13');
    expect(pdf.at(-1)).toBe(screen.foot.replace('Status : ', 'Status: '));
  });

  it('prints a failed result, and leaves out a school name it does not know', async () => {
    const card = cardOf(fixtures.failed, fixtures.failedProfile);
    const screen = screenOf(card);
    const pdf = await pdfLines(card);

    expect(pdf[0]).toBe('Student Result');
    expect(pdf[1]).toBe('Name: Sadman Miah');
    expect(screen.foot).toBe('Total 389 Status : Failed GPA 0.00');
    expect(pdf.at(-1)).toBe('Total 389 Status: Failed GPA 0.00');
    expect(pdf).toContain('Physical Education and Health 34 75 45.33 C');
  });

  it("shows '—' for a name the provider did not send, on screen and on paper", async () => {
    const card = { ...cardOf(), studentName: null, className: null };
    const screen = screenOf(card);
    const pdf = await pdfLines(card);
    expect(screen.details.Name).toBe('—');
    expect(pdf).toContain('Name: —');
    expect(pdf).toContain('Class: —');
  });

  it('is saved under the roll number', () => {
    expect(reportCardFileName(cardOf())).toBe('110001.pdf');
  });
});

describe('jsPDF loads late', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const staticImport = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm;

  /** Every module the element reaches through static, non-type imports (ours, not packages). */
  function staticGraph(entry: string, seen = new Map<string, string[]>()) {
    if (seen.has(entry)) return seen;
    const source = readFileSync(entry, 'utf8');
    const specifiers = [...source.matchAll(staticImport)].map((m) => m[1] ?? '');
    seen.set(entry, specifiers);
    for (const spec of specifiers) {
      if (spec.startsWith('.') && /\.tsx?$/.test(spec))
        staticGraph(resolve(dirname(entry), spec), seen);
    }
    return seen;
  }

  it('is not imported by anything the element loads up front, only by import() in the PDF path', () => {
    const graph = staticGraph(join(here, 'result-checker.element.ts'));
    const files = [...graph.keys()].map((f) => f.slice(here.length + 1));
    expect(files).toEqual(
      expect.arrayContaining(['result-checker.tsx', 'result-checker.store.ts']),
    );
    // The PDF code (and the card's body) are reached through import() only.
    expect(files).not.toContain('report-card.ts');
    expect(files).not.toContain('result-card.tsx');
    for (const [file, specifiers] of graph) {
      expect(
        specifiers.filter((s) => s.startsWith('jspdf')),
        file,
      ).toEqual([]);
    }
    const store = readFileSync(join(here, 'result-checker.store.ts'), 'utf8');
    expect(store).toContain("import('./report-card.ts')");
    const reportCard = readFileSync(join(here, 'report-card.ts'), 'utf8');
    expect(reportCard).toMatch(
      /Promise\.all\(\[\s*import\('jspdf'\),\s*import\('jspdf-autotable'\),?\s*\]\)/,
    );
  });
});
