import type { jsPDF } from 'jspdf';
import type { CellInput, RowInput } from 'jspdf-autotable';
import type { ResultCard } from './card.ts';

/**
 * The PDF report card. jsPDF and its table plugin (~135 KB gzip) are fetched only when a visitor
 * asks for the PDF; this module itself is small and imports them as types only.
 *
 * The PDF is always in English: jsPDF's standard fonts have no Bengali glyphs.
 */
export const REPORT_CARD_TITLE = 'Student Result';
export const REPORT_CARD_COLUMNS = ['Subject', 'Marks', 'Total Marks', 'Percentage', 'Grade'];

export interface ReportCardInput {
  card: ResultCard;
  /** The school's name for the header; omitted when unknown. */
  schoolName?: string | null | undefined;
}

const UNKNOWN = '—';
const MARGIN = 14;
const PRIMARY: [number, number, number] = [11, 93, 59];

export function reportCardFileName(card: ResultCard): string {
  return `${card.roll.replace(/[^\w-]/g, '') || 'result'}.pdf`;
}

/** The student's lines under the title and the school's name. */
export function reportCardHeader(card: ResultCard): string[] {
  return [
    `Name: ${card.studentName ?? UNKNOWN}`,
    `Roll: ${card.roll}`,
    `Class: ${card.className ?? UNKNOWN}`,
    `Session: ${card.session ?? UNKNOWN}`,
    ...(card.examName ? [`Exam: ${card.examName}`] : []),
  ];
}

/** The table as on screen: a merged row's lines joined by newlines inside one cell. */
export function reportCardBody(card: ResultCard): RowInput[] {
  return card.rows.map((row) => [
    row.subjects.join('\n'),
    row.obtained.join('\n'),
    row.totals.join('\n'),
    row.percentages.join('\n'),
    row.grade,
  ]);
}

export function reportCardFoot(card: ResultCard): CellInput[] {
  return [
    'Total',
    card.totalObtained,
    { content: `Status: ${card.passed ? 'Passed' : 'Failed'}`, colSpan: 2 },
    `GPA ${card.gpa}`,
  ];
}

async function loadPdfLibrary() {
  const [{ jsPDF: JsPdf }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  return { JsPdf, autoTable };
}

/** Build the report card as a jsPDF document (tests read its bytes; the button saves it). */
export async function createReportCard(input: ReportCardInput): Promise<jsPDF> {
  const { JsPdf, autoTable } = await loadPdfLibrary();
  const doc = new JsPdf({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: REPORT_CARD_TITLE, subject: `Roll ${input.card.roll}` });
  const centre = doc.internal.pageSize.getWidth() / 2;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(REPORT_CARD_TITLE, centre, 20, { align: 'center' });

  let y = 30;
  const school = input.schoolName?.trim();
  if (school) {
    doc.setFontSize(13);
    doc.text(school, centre, y, { align: 'center' });
    y += 10;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  for (const line of reportCardHeader(input.card)) {
    doc.text(line, MARGIN, y);
    y += 6;
  }

  autoTable(doc, {
    startY: y + 2,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'grid',
    head: [REPORT_CARD_COLUMNS],
    body: reportCardBody(input.card),
    foot: [reportCardFoot(input.card)],
    showHead: 'everyPage',
    showFoot: 'lastPage',
    rowPageBreak: 'avoid',
    styles: { font: 'helvetica', fontSize: 10, valign: 'top', cellPadding: 2, textColor: 20 },
    headStyles: { fillColor: PRIMARY, textColor: 255 },
    footStyles: { fillColor: [231, 243, 236], textColor: 20, fontStyle: 'bold' },
    columnStyles: {
      0: { cellWidth: 'auto' },
      1: { cellWidth: 22 },
      2: { cellWidth: 26 },
      3: { cellWidth: 26 },
      4: { cellWidth: 22 },
    },
  });
  return doc;
}

/** Build the report card and hand it to the browser as `<roll>.pdf`. */
export async function downloadReportCard(input: ReportCardInput): Promise<void> {
  const doc = await createReportCard(input);
  doc.save(reportCardFileName(input.card));
}
