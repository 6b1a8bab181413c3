import { eiinOf, type Institute } from '@school/api';
import { parseResultToken } from '@school/api/result-token';
import type { jsPDF } from 'jspdf';
import type { CellInput, RowInput } from 'jspdf-autotable';
import { loadLogo, type PdfImage } from '../pdf/logo.ts';
import { hasBengali } from '../pdf/script-runs.ts';
import { type PdfTextWriter, plainTextWriter } from '../pdf/text-writer.ts';
import { formatDay } from '../runtime/format-day.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { httpUrl } from '../runtime/url.ts';
import { inLanguage, type ResultCard } from './card.ts';
import { t } from './report-card.messages.ts';

/**
 * The PDF report card: what a board or an employer needs to accept it. The school (logo, name,
 * EIIN, address), the exam and year, the student, the marks as on screen, the total out of the
 * maximum, the GPA with its letter and the status, the day it was published and printed, and a
 * QR code of the school's signature with its address printed beneath it (docs/result-tokens.md).
 *
 * jsPDF, its table plugin and the QR encoder (~145 KB gzip) are fetched only when a visitor asks
 * for the PDF; this module itself is small and imports them as types only. jsPDF's standard
 * fonts have no Bengali: a card with any Bengali in it (its words, or a name or an address the
 * provider sent in Bengali) also fetches pdf/bengali-pdf.ts, which shapes it with HarfBuzz and
 * embeds the glyphs drawn. A card all in Latin letters never loads that.
 */
export const REPORT_CARD_TITLE = t('title');
export const REPORT_CARD_COLUMNS = columns('en');

/** The school as the provider's `/api/institute` names it; each part is printed when known. */
export interface ReportCardSchool {
  name?: string | null | undefined;
  eiin?: string | null | undefined;
  address?: string | null | undefined;
  /** The logo's address. */
  logo?: string | null | undefined;
}

export interface ReportCardInput {
  card: ResultCard;
  school?: ReportCardSchool | null | undefined;
  /**
   * The card's words and digits (the school's texts come in the language the card was built in,
   * the school's name and address as given). Default 'en'.
   */
  lang?: Lang | undefined;
  /**
   * The verification page, to which the card's token is added (`https://school/verify/`): the
   * QR code's address. Without it, or without a token, the card says it cannot be verified.
   */
  verifyUrl?: string | null | undefined;
  /** The logo already drawn (downloadReportCard loads `school.logo`; tests pass their own). */
  logo?: PdfImage | null | undefined;
  /** The day printed on the card; today by default. */
  printedOn?: Date | undefined;
}

type Rgb = [number, number, number];

const UNKNOWN = '—';
const MARGIN = 14;
const PRIMARY: Rgb = [11, 93, 59];
const PRIMARY_LITE: Rgb = [231, 243, 236];
const MUTED: Rgb = [70, 70, 70];
const LOGO_MM = 22;
/** About 0.5 mm a module for the ~300 characters of an address: easy for any phone camera. */
const QR_MM = 36;

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

/** The student's lines under the title: name, roll, class, session, shift and group. */
function reportCardHeader(card: ResultCard, lang: Lang = 'en'): string[] {
  const shown = inLanguage(card, lang);
  const line = (key: Parameters<typeof t>[0], value: string | null) =>
    t(key, { value: value ?? UNKNOWN }, lang);
  return [
    line('name', shown.studentName),
    line('roll', shown.roll),
    line('class', shown.className),
    line('session', shown.session),
    ...(shown.shift ? [line('shift', shown.shift)] : []),
    ...(shown.group ? [line('group', shown.group)] : []),
  ];
}

/** Which exam of which year: the line under the title. */
function examLine(card: ResultCard, lang: Lang): string | null {
  if (!card.yearName) return card.examName;
  return card.examName
    ? t('examAndYear', { exam: card.examName, year: card.yearName }, lang)
    : t('yearOnly', { year: card.yearName }, lang);
}

/** The table as on screen: a merged row's lines joined by newlines inside one cell. */
function reportCardBody(card: ResultCard, lang: Lang = 'en'): RowInput[] {
  return inLanguage(card, lang).rows.map((row) => [
    row.subjects.join('\n'),
    row.obtained.join('\n'),
    row.totals.join('\n'),
    row.percentages.join('\n'),
    row.grade,
  ]);
}

function reportCardFoot(card: ResultCard, lang: Lang = 'en'): CellInput[] {
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

/** The three figures of the band under the table. */
function reportCardSummary(card: ResultCard, lang: Lang = 'en'): string[] {
  const shown = inLanguage(card, lang);
  return [
    t('summaryTotal', { obtained: shown.totalObtained, maximum: shown.totalMaximum }, lang),
    shown.letterGrade
      ? t('summaryGpaGrade', { gpa: shown.gpa, grade: shown.letterGrade }, lang)
      : t('summaryGpa', { gpa: shown.gpa }, lang),
    t('summaryStatus', { status: t(shown.passed ? 'passed' : 'failed', {}, lang) }, lang),
  ];
}

/**
 * Where the card's QR code leads, or null when it cannot be verified: no token, a token that is
 * not one (a provider's mistake), or no http(s) verification page.
 */
function verificationAddress(card: ResultCard, verifyUrl: string | null | undefined) {
  const page = httpUrl(verifyUrl);
  const token = card.token ? parseResultToken(card.token) : null;
  if (!page || !token || !card.token) return null;
  return {
    address: `${page}${page.endsWith('/') ? '' : '/'}${card.token}`,
    issued: token.payload.issued,
  };
}

/** The visitor's own day, `YYYY-MM-DD`: what "printed on" means to the person printing. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function loadPdfLibrary() {
  const [{ jsPDF: JsPdf }, { autoTable }, { default: qrcode }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
    import('qrcode'),
  ]);
  return { JsPdf, autoTable, qrcode };
}

/** The QR code as filled squares (each row's dark run as one): sharp at any print resolution. */
function drawQr(
  doc: jsPDF,
  qr: { modules: { size: number; get(row: number, col: number): number | boolean } },
  x: number,
  y: number,
  size: number,
) {
  const count = qr.modules.size;
  const cell = size / count;
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && Boolean(qr.modules.get(row, col));
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        // A hair wider and taller, so no light seam shows between squares in a viewer.
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell + 0.02, cell + 0.02, 'F');
        start = -1;
      }
    }
  }
}

/** A text with no spaces (the address) cut into lines of as many characters as fit. */
function cutToWidth(doc: jsPDF, text: string, width: number): string[] {
  const per = Math.max(10, Math.floor(width / doc.getTextWidth('0')));
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += per) lines.push(text.slice(i, i + per));
  return lines;
}

/** What one card's page says, worked out before anything is drawn. */
function cardTexts(input: ReportCardInput) {
  const lang = input.lang ?? 'en';
  const { card, school } = input;
  const shown = inLanguage(card, lang);
  const schoolName = school?.name?.trim() || null;
  const address = school?.address?.trim() || null;
  const title = t('title', {}, lang);
  const subtitle = examLine(shown, lang);
  const header = reportCardHeader(card, lang);
  const head = columns(lang);
  const body = reportCardBody(card, lang);
  const foot = reportCardFoot(card, lang);
  const summary = reportCardSummary(card, lang);
  const verification = verificationAddress(card, input.verifyUrl);
  const closing = verification
    ? [
        t('verifyHeading', {}, lang),
        t('verifyHow', {}, lang),
        t('published', { date: formatDay(verification.issued, lang) }, lang),
      ]
    : [t('unsigned', {}, lang)];
  // Any Bengali on the page (the table's cells read as one JSON text) brings the shaper.
  const texts = [title, schoolName ?? '', address ?? '', subtitle ?? '', ...header, ...head];
  const bengali = [...texts, ...summary, ...closing, JSON.stringify([body, foot])].some(hasBengali);
  return {
    input,
    lang,
    shown,
    schoolName,
    eiin: eiinOf(school?.eiin),
    address,
    title,
    subtitle,
    header,
    head,
    body,
    foot,
    summary,
    verification,
    closing,
    bengali,
    printed: formatDay(localDay(input.printedOn ?? new Date()), lang),
  };
}

/** Build the report card as a jsPDF document (tests read its bytes; the button saves it). */
export function createReportCard(input: ReportCardInput): Promise<jsPDF> {
  return createReportCards([input]);
}

/**
 * Several report cards in one document, each from a page of its own, drawn as the site draws one:
 * the office prints a whole class's so (issue 23). The shaper comes once, if any card needs it.
 */
export async function createReportCards(inputs: readonly ReportCardInput[]): Promise<jsPDF> {
  const cards = inputs.map(cardTexts);
  const [{ JsPdf, autoTable, qrcode }, shaped] = await Promise.all([
    loadPdfLibrary(),
    cards.some((c) => c.bengali) ? import('../pdf/bengali-pdf.ts') : null,
  ]);
  const doc = new JsPdf({ unit: 'mm', format: 'a4', compress: true });
  const write = shaped ? await shaped.bengaliTextWriter(doc) : plainTextWriter(doc);
  const first = cards[0];
  if (first) {
    const { title, shown, subtitle, schoolName, lang } = first;
    doc.setProperties({
      title: cards.length === 1 ? `${title}: ${shown.studentName ?? shown.roll}` : title,
      subject: [subtitle, cards.length === 1 ? t('subjectLine', { roll: shown.roll }, lang) : '']
        .filter(Boolean)
        .join(' — '),
      ...(schoolName
        ? {
            author: schoolName,
            creator: schoolName,
            keywords: t('keywords', { school: schoolName }, lang),
          }
        : {}),
    });
    if (lang === 'bn') doc.setLanguage('bn');
  }
  cards.forEach((card, i) => {
    if (i > 0) doc.addPage();
    drawCard(doc, write, { autoTable, qrcode }, card);
  });
  return doc;
}

type Libraries = Pick<Awaited<ReturnType<typeof loadPdfLibrary>>, 'autoTable' | 'qrcode'>;

/** One card, from the top of the document's current page. */
function drawCard(
  doc: jsPDF,
  write: PdfTextWriter,
  { autoTable, qrcode }: Libraries,
  card: ReturnType<typeof cardTexts>,
) {
  const { lang, schoolName, eiin, address, title, subtitle, header, head, body, foot } = card;
  const { summary, verification, closing, printed } = card;
  const logo = card.input.logo;
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const centre = width / 2;

  // The school: logo at the left, its name, EIIN and address beside it, a rule beneath.
  let y = 12;
  const top = y;
  if (logo) {
    const scale = LOGO_MM / Math.max(logo.width, logo.height);
    const [w, h] = [logo.width * scale, logo.height * scale];
    doc.addImage(logo.dataUrl, 'PNG', MARGIN + (LOGO_MM - w) / 2, y + (LOGO_MM - h) / 2, w, h);
  }
  const textX = logo ? MARGIN + LOGO_MM + 5 : MARGIN;
  const textWidth = width - MARGIN - textX;
  if (schoolName || eiin || address) {
    doc.setTextColor(20);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(15);
    y += 5;
    for (const line of schoolName ? write.lines(schoolName, textWidth) : []) {
      write.text(line, textX, y + 1);
      y += 6.5;
    }
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    doc.setTextColor(...MUTED);
    const details = [
      ...(eiin ? [t('eiin', { value: localDigits(eiin, lang) }, lang)] : []),
      address ?? '',
    ];
    for (const line of details.filter(Boolean).flatMap((text) => write.lines(text, textWidth))) {
      write.text(line, textX, y);
      y += 4.6;
    }
    y = Math.max(y, logo ? top + LOGO_MM : y) + 3;
    doc.setDrawColor(...PRIMARY);
    doc.setLineWidth(0.6);
    doc.line(MARGIN, y, width - MARGIN, y);
    y += 9;
  } else {
    y = logo ? top + LOGO_MM + 8 : 20;
  }

  // What this is: the title, the exam and the year.
  doc.setTextColor(20);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(17);
  write.text(title, centre, y, { align: 'center' });
  y += 7;
  if (subtitle) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11.5);
    write.text(subtitle, centre, y, { align: 'center' });
    y += 4;
  }
  y += 6;

  // The student.
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  for (const line of header) {
    write.text(line, MARGIN, y);
    y += 5.8;
  }

  // The marks, as on screen.
  autoTable(doc, {
    startY: y,
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
    footStyles: { fillColor: PRIMARY_LITE, textColor: 20, fontStyle: 'bold' },
    // The grade column holds the foot's "জিপিএ ৪.১৩" in bold on one line.
    columnStyles: {
      0: { cellWidth: 'auto' },
      1: { cellWidth: 22 },
      2: { cellWidth: 25 },
      3: { cellWidth: 25 },
      4: { cellWidth: 24 },
    },
    ...(write.table.willDrawCell ? { willDrawCell: write.table.willDrawCell } : {}),
    ...(write.table.didDrawCell ? { didDrawCell: write.table.didDrawCell } : {}),
  });
  y = ((doc as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y) + 5;

  // What a reader looks for first, in one band: total of the maximum, GPA with its letter, status.
  const closingHeight = verification ? QR_MM + 4 : 22;
  if (y + 12 + 8 + closingHeight > height - MARGIN) {
    doc.addPage();
    y = 20;
  }
  doc.setFillColor(...PRIMARY_LITE);
  doc.rect(MARGIN, y, width - 2 * MARGIN, 11, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10.5);
  const third = (width - 2 * MARGIN) / 3;
  summary.forEach((text, i) => {
    write.text(text, MARGIN + third * i + third / 2, y + 7.2, { align: 'center' });
  });
  y += 11 + 9;

  // How to check it: the QR code and its address, or why it cannot be checked.
  doc.setTextColor(20);
  if (verification) {
    drawQr(
      doc,
      qrcode.create(verification.address, { errorCorrectionLevel: 'M' }),
      MARGIN,
      y,
      QR_MM,
    );
    doc.link(MARGIN, y, QR_MM, QR_MM, { url: verification.address });
    const x = MARGIN + QR_MM + 6;
    const room = width - MARGIN - x;
    const [heading = '', how = '', published = ''] = closing;
    let line = y + 4;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    write.text(heading, x, line);
    line += 6;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    for (const part of write.lines(how, room)) {
      write.text(part, x, line);
      line += 4.6;
    }
    doc.setFont('courier', 'normal');
    doc.setFontSize(8.5);
    for (const part of cutToWidth(doc, verification.address, room)) {
      doc.text(part, x, line);
      doc.link(x, line - 3, doc.getTextWidth(part), 3.8, { url: verification.address });
      line += 3.9;
    }
    line += 2;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    for (const text of [published, t('printed', { date: printed }, lang)]) {
      write.text(text, x, line);
      line += 4.8;
    }
  } else {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    for (const text of [...closing, t('printed', { date: printed }, lang)]) {
      for (const part of write.lines(text, width - 2 * MARGIN)) {
        write.text(part, MARGIN, y);
        y += 4.8;
      }
    }
  }
}

/** What the result checker hands over when the button is pressed. */
export interface ReportCardDownload {
  card: ResultCard;
  /** Asks the provider for its institute (`/api/institute`): the PDF works without it. */
  institutes?: (() => Promise<Institute[]>) | undefined;
  /** A name to print instead of the institute's. */
  schoolName?: string | null | undefined;
  lang?: Lang | undefined;
  /** The verification page; by default `/verify/` (`/bn/verify/`) on the site of this code. */
  verifyUrl?: string | null | undefined;
}

/**
 * The school site's verification page: this module is served by that site (its own pages, or
 * `/widgets/` for the partners who embed), so its own address says where the site is.
 */
function defaultVerifyUrl(lang: Lang): string {
  return new URL(lang === 'bn' ? '/bn/verify/' : '/verify/', import.meta.url).href;
}

/** Build the report card, with the school's logo, and hand it to the browser as `<roll>.pdf`. */
export async function downloadReportCard(input: ReportCardDownload): Promise<void> {
  const lang = input.lang ?? 'en';
  let institute: Institute | undefined;
  try {
    institute = (await input.institutes?.())?.[0];
  } catch (error) {
    console.warn('The school could not be loaded; the report card names it only if given.', error);
  }
  // The school's name and address in the card's language: their Bengali twins in Bengali.
  const school: ReportCardSchool = {
    name: input.schoolName?.trim() || (institute && localized(institute, 'institute_name', lang)),
    eiin: institute?.institute_eiin_no,
    address: institute && localized(institute, 'institute_address', lang),
    logo: institute?.institute_logo,
  };
  const doc = await createReportCard({
    card: input.card,
    school,
    lang,
    verifyUrl: input.verifyUrl ?? defaultVerifyUrl(lang),
    logo: await loadLogo(school.logo),
  });
  doc.save(reportCardFileName(input.card));
}

/** A class's report cards (the office's print), as `createReportCards` draws them. */
export interface ReportCardsDownload {
  cards: readonly ResultCard[];
  school: ReportCardSchool;
  lang: Lang;
  /** The site's verification page; null: the cards carry no QR code, and say so. */
  verifyUrl: string | null;
  fileName: string;
}

/** Many cards in one PDF, with the school's logo (loaded once), handed to the browser. */
export async function downloadReportCards(input: ReportCardsDownload): Promise<void> {
  const logo = await loadLogo(input.school.logo);
  const doc = await createReportCards(
    input.cards.map((card) => ({
      card,
      school: input.school,
      lang: input.lang,
      verifyUrl: input.verifyUrl,
      logo,
    })),
  );
  doc.save(input.fileName);
}
