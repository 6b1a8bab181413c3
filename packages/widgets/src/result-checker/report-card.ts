import type { jsPDF } from 'jspdf';
import type { CellInput, RowInput, UserOptions } from 'jspdf-autotable';
import type { Lang } from '../runtime/i18n.ts';
import { inLanguage, type ResultCard } from './card.ts';
import { t } from './report-card.messages.ts';
import { hasBengali } from './script-runs.ts';

/**
 * The PDF report card. jsPDF and its table plugin (~135 KB gzip) are fetched only when a visitor
 * asks for the PDF; this module itself is small and imports them as types only.
 *
 * jsPDF's standard fonts have no Bengali: a card with any Bengali in it (its words in Bengali,
 * or a name the provider sent in Bengali) also fetches bengali-pdf.ts, which shapes it with
 * HarfBuzz and embeds the glyphs drawn. A card all in Latin letters never loads that.
 */
export const REPORT_CARD_TITLE = t('title');
export const REPORT_CARD_COLUMNS = columns('en');

export interface ReportCardInput {
  card: ResultCard;
  /** The school's name for the header; omitted when unknown. */
  schoolName?: string | null | undefined;
  /** The card's words and digits; the provider's texts are printed as sent. Default 'en'. */
  lang?: Lang | undefined;
}

/** How the card's texts get onto the page: jsPDF's own `text`, or shaped (bengali-pdf.ts). */
export interface PdfTextWriter {
  text(text: string, x: number, y: number, options?: { align: 'center' }): void;
  /** autotable options the writer needs to wrap and draw the table's cells. */
  table: Partial<Pick<UserOptions, 'willDrawCell' | 'didDrawCell'>> & {
    styles?: Partial<NonNullable<UserOptions['styles']>>;
  };
}

const UNKNOWN = '—';
const MARGIN = 14;
const PRIMARY: [number, number, number] = [11, 93, 59];

function columns(lang: Lang): string[] {
  return [
    t('subject', {}, lang),
    t('obtained', {}, lang),
    t('total', {}, lang),
    t('percentage', {}, lang),
    t('grade', {}, lang),
  ];
}

export function reportCardFileName(card: ResultCard): string {
  return `${card.roll.replace(/[^\w-]/g, '') || 'result'}.pdf`;
}

/** The student's lines under the title and the school's name. */
export function reportCardHeader(card: ResultCard, lang: Lang = 'en'): string[] {
  const shown = inLanguage(card, lang);
  const line = (key: Parameters<typeof t>[0], value: string | null) =>
    t(key, { value: value ?? UNKNOWN }, lang);
  return [
    line('name', shown.studentName),
    line('roll', shown.roll),
    line('class', shown.className),
    line('session', shown.session),
    ...(shown.examName ? [line('exam', shown.examName)] : []),
  ];
}

/** The table as on screen: a merged row's lines joined by newlines inside one cell. */
export function reportCardBody(card: ResultCard, lang: Lang = 'en'): RowInput[] {
  return inLanguage(card, lang).rows.map((row) => [
    row.subjects.join('\n'),
    row.obtained.join('\n'),
    row.totals.join('\n'),
    row.percentages.join('\n'),
    row.grade,
  ]);
}

export function reportCardFoot(card: ResultCard, lang: Lang = 'en'): CellInput[] {
  const shown = inLanguage(card, lang);
  return [
    t('totalRow', {}, lang),
    shown.totalObtained,
    {
      content: t('status', { status: t(shown.passed ? 'passed' : 'failed', {}, lang) }, lang),
      colSpan: 2,
    },
    t('gpa', { gpa: shown.gpa }, lang),
  ];
}

async function loadPdfLibrary() {
  const [{ jsPDF: JsPdf }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  return { JsPdf, autoTable };
}

/** jsPDF's own text: what every card all in Latin letters has always been printed with. */
function plainText(doc: jsPDF): PdfTextWriter {
  return { text: (text, x, y, options) => doc.text(text, x, y, options), table: {} };
}

/** Build the report card as a jsPDF document (tests read its bytes; the button saves it). */
export async function createReportCard(input: ReportCardInput): Promise<jsPDF> {
  const lang = input.lang ?? 'en';
  const { card } = input;
  const school = input.schoolName?.trim();
  const title = t('title', {}, lang);
  const header = reportCardHeader(card, lang);
  const head = columns(lang);
  const body = reportCardBody(card, lang);
  const foot = reportCardFoot(card, lang);
  // Any Bengali on the page (the table's cells read as one JSON text) brings the shaper.
  const bengali = [title, school ?? '', ...header, ...head, JSON.stringify([body, foot])].some(
    hasBengali,
  );
  const [{ JsPdf, autoTable }, shaped] = await Promise.all([
    loadPdfLibrary(),
    bengali ? import('./bengali-pdf.ts') : null,
  ]);
  // Only a card with Bengali is compressed, so a Latin one stays byte for byte what it was.
  const doc = new JsPdf({ unit: 'mm', format: 'a4', ...(shaped ? { compress: true } : {}) });
  const write = shaped ? await shaped.bengaliTextWriter(doc) : plainText(doc);
  doc.setProperties({
    title,
    subject: t('subjectLine', { roll: inLanguage(card, lang).roll }, lang),
  });
  if (lang === 'bn') doc.setLanguage('bn');
  const centre = doc.internal.pageSize.getWidth() / 2;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  write.text(title, centre, 20, { align: 'center' });

  let y = 30;
  if (school) {
    doc.setFontSize(13);
    write.text(school, centre, y, { align: 'center' });
    y += 10;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  for (const line of header) {
    write.text(line, MARGIN, y);
    y += 6;
  }

  autoTable(doc, {
    startY: y + 2,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'grid',
    head: [head],
    body,
    foot: [foot],
    showHead: 'everyPage',
    showFoot: 'lastPage',
    rowPageBreak: 'avoid',
    styles: {
      font: 'helvetica',
      fontSize: 10,
      valign: 'top',
      cellPadding: 2,
      textColor: 20,
      ...write.table.styles,
    },
    headStyles: { fillColor: PRIMARY, textColor: 255 },
    footStyles: { fillColor: [231, 243, 236], textColor: 20, fontStyle: 'bold' },
    columnStyles: {
      0: { cellWidth: 'auto' },
      1: { cellWidth: 22 },
      2: { cellWidth: 26 },
      3: { cellWidth: 26 },
      4: { cellWidth: 22 },
    },
    ...(write.table.willDrawCell ? { willDrawCell: write.table.willDrawCell } : {}),
    ...(write.table.didDrawCell ? { didDrawCell: write.table.didDrawCell } : {}),
  });
  return doc;
}

/** Build the report card and hand it to the browser as `<roll>.pdf`. */
export async function downloadReportCard(input: ReportCardInput): Promise<void> {
  const doc = await createReportCard(input);
  doc.save(reportCardFileName(input.card));
}
