import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';

/** How a PDF's texts get onto the page: jsPDF's own `text`, or shaped (bengali-pdf.ts). */
export interface PdfTextWriter {
  text(text: string, x: number, y: number, options?: { align: 'center' }): void;
  /** The text broken at spaces into lines no wider than `width` at the current font. */
  lines(text: string, width: number): string[];
  /** autotable options the writer needs to wrap and draw the table's cells. */
  table: Partial<Pick<UserOptions, 'willDrawCell' | 'didDrawCell'>> & {
    styles?: Partial<NonNullable<UserOptions['styles']>>;
  };
}

/** jsPDF's own text: what a document all in Latin letters is printed with. */
export function plainTextWriter(doc: jsPDF): PdfTextWriter {
  return {
    text: (text, x, y, options) => doc.text(text, x, y, options),
    lines: (text, width) => doc.splitTextToSize(text, width) as string[],
    table: {},
  };
}
