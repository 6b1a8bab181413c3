import type { jsPDF } from 'jspdf';
import type { Cell, Styles } from 'jspdf-autotable';
import { type BengaliShaper, loadBengaliShaper } from './bengali-shaper.ts';
import { hasBengali, scriptRuns } from './script-runs.ts';
import type { PdfTextWriter } from './text-writer.ts';

/**
 * A PDF's texts (the report card's) when some are Bengali. jsPDF draws one glyph per character, which
 * breaks Bengali: here HarfBuzz shapes each Bengali run and its glyphs are written as real text
 * in an embedded Noto Sans Bengali (jsPDF subsets it to the glyphs drawn), each run inside
 * `/Span <</ActualText (…)>> BDC … EMC` so that copying or searching gives the Unicode text and
 * not the glyphs' visual order. Latin runs ("Six (A)", ':', '.') stay jsPDF's own Helvetica.
 */

const FONT = 'NotoSansBengali';
/** autotable's PHYSICAL_LINE_HEIGHT, from which it places a cell's first baseline. */
const AUTOTABLE_LINE = 1.15;
/**
 * Only the regular weight is fetched: bold Bengali is the regular glyphs with a stroke of their
 * own colour around them, 4% of the size (what readers do for a bold they do not have).
 */
const FAKE_BOLD = 0.04;

/** What jsPDF keeps about a TrueType font it embeds (Identity-H), as its utf8 plugin uses it. */
interface EmbeddedFont {
  id: string;
  metadata: {
    glyIdsUsed: number[];
    Unicode: { widths: (number | number[])[] };
    toUnicode: Record<number, number>;
    widthOfGlyph(id: number): number;
    characterToGlyph(code: number): number;
  };
}

type Doc = jsPDF & {
  getFont(name: string, style: string): EmbeddedFont;
  internal: jsPDF['internal'] & { write(text: string): void };
};

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
/** A number for the content stream: two decimals at most. */
const pdfNumber = (n: number) => String(Math.round(n * 100) / 100);

/** A PDF text string in UTF-16 with its byte order mark, as hex. */
function utf16(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return hex;
}

let binary: { source: Uint8Array; text: string } | null = null;

/** jsPDF's file system takes a font as a binary string. */
function binaryString(bytes: Uint8Array): string {
  if (binary?.source !== bytes) {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    binary = { source: bytes, text };
  }
  return binary.text;
}

class BengaliText implements PdfTextWriter {
  private readonly doc: Doc;
  private readonly shaper: BengaliShaper;
  private readonly font: EmbeddedFont;
  private readonly cells = new WeakMap<Cell, string[]>();

  constructor(doc: jsPDF, shaper: BengaliShaper) {
    this.doc = doc as Doc;
    this.shaper = shaper;
    doc.addFileToVFS(`${FONT}.ttf`, binaryString(shaper.truetype));
    doc.addFont(`${FONT}.ttf`, FONT, 'normal', 'Identity-H');
    this.font = this.doc.getFont(FONT, 'normal');
  }

  /** The width of a text at the current font size, in the document's unit. */
  width(text: string): number {
    const size = this.doc.getFontSize();
    return scriptRuns(text).reduce(
      (sum, run) =>
        sum +
        (run.bengali
          ? (this.advance(this.shaper.shape(run.text)) * size) / this.doc.internal.scaleFactor
          : this.latinWidth(run.text)),
      0,
    );
  }

  /**
   * A Latin run as `text` draws it: jsPDF's own measure applies Helvetica's kerning, which its
   * `Tj` does not, so a Bengali run placed by it after "Half Yearly Examination, " lost the space.
   */
  private latinWidth(text: string): number {
    const units = this.doc.getStringUnitWidth(text, { doKerning: false });
    return (units * this.doc.getFontSize()) / this.doc.internal.scaleFactor;
  }

  text(text: string, x: number, y: number, options?: { align: 'center' }): void {
    let pen = options?.align === 'center' ? x - this.width(text) / 2 : x;
    for (const run of scriptRuns(text)) {
      if (run.bengali) pen += this.bengaliRun(run.text, pen, y);
      else {
        this.doc.text(run.text, pen, y);
        pen += this.latinWidth(run.text);
      }
    }
  }

  /** Wrap at spaces to fit `width`, measuring shaped text; Latin-only lines as jsPDF wraps them. */
  lines(text: string, width: number): string[] {
    if (!hasBengali(text)) return this.doc.splitTextToSize(text, width);
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && this.width(`${last} ${word}`) <= width) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else lines.push(word);
    }
    return lines;
  }

  /** autotable wraps with `lines` and leaves the drawing of Bengali cells to `text`. */
  get table() {
    const overflow = (text: string | string[], width: number) =>
      // autotable gives itself one point of slack against rounding; so do we.
      [text].flat().flatMap((line) => this.lines(line, width + 1 / this.doc.internal.scaleFactor));
    return {
      styles: { overflow } satisfies Partial<Styles>,
      willDrawCell: ({ cell }: { cell: Cell }) => {
        if (!cell.text.some(hasBengali)) return;
        this.cells.set(cell, cell.text);
        cell.text = [];
      },
      didDrawCell: ({ cell }: { cell: Cell }) => {
        const lines = this.cells.get(cell);
        if (!lines) return;
        // Where autotable's own text would go (valign top, halign left).
        const size = this.doc.getFontSize() / this.doc.internal.scaleFactor;
        const { x, y } = cell.getTextPos();
        lines.forEach((line, i) => {
          const top = y + size * (2 - AUTOTABLE_LINE);
          this.text(line, x, top + i * size * this.doc.getLineHeightFactor());
        });
      },
    };
  }

  private advance(glyphs: { xAdvance: number }[]): number {
    return glyphs.reduce((sum, g) => sum + g.xAdvance, 0) / this.shaper.unitsPerEm;
  }

  /** Draw one shaped Bengali run with its baseline at y; returns its width. */
  private bengaliRun(text: string, x: number, y: number): number {
    const doc = this.doc;
    const k = doc.internal.scaleFactor;
    const size = doc.getFontSize();
    const unit = size / this.shaper.unitsPerEm;
    const glyphs = this.shaper.shape(text);
    const clusters = [...new Set(glyphs.map((g) => g.cluster)), text.length].sort((a, b) => a - b);
    const colour = doc
      .getTextColor()
      .slice(1)
      .match(/../g)
      ?.map((h) => pdfNumber(Number.parseInt(h, 16) / 255))
      .join(' ');
    const bold = doc.getFont().fontStyle === 'bold';
    // The span closes before Q: readers size the ActualText with the font in force at EMC.
    const ops = [
      'q',
      `/Span <</ActualText <${utf16(text)}>>> BDC`,
      `${colour} rg`,
      ...(bold ? [`${colour} RG`, `${pdfNumber(size * FAKE_BOLD)} w`, '2 Tr'] : []),
      'BT',
      `/${this.font.id} ${pdfNumber(size)} Tf`,
    ];
    let pen = x * k;
    const baseline = (doc.internal.pageSize.getHeight() - y) * k;
    let at = { x: 0, y: 0 };
    for (const glyph of glyphs) {
      const end = clusters.find((start) => start > glyph.cluster) ?? text.length;
      this.use(glyph.id, text.slice(glyph.cluster, end));
      const next = { x: pen + glyph.xOffset * unit, y: baseline + glyph.yOffset * unit };
      // Td moves from the previous glyph's origin: the offsets of marks need no other operator.
      ops.push(`${pdfNumber(next.x - at.x)} ${pdfNumber(next.y - at.y)} Td <${hex4(glyph.id)}> Tj`);
      at = next;
      pen += glyph.xAdvance * unit;
    }
    ops.push('ET', 'EMC', 'Q');
    doc.internal.write(ops.join('\n'));
    return (pen - x * k) / k;
  }

  /**
   * Tell jsPDF the glyph is drawn, so its subset keeps it, with its width. A glyph that is one
   * of its cluster's characters' own (not a conjunct) also maps back to that character, for
   * readers that skip ActualText.
   */
  private use(id: number, cluster: string): void {
    const { metadata } = this.font;
    metadata.glyIdsUsed.push(id);
    if (!metadata.Unicode.widths.includes(id)) {
      metadata.Unicode.widths.push(id, [Math.round(metadata.widthOfGlyph(id))]);
    }
    const own = [...cluster].find((char) => metadata.characterToGlyph(char.charCodeAt(0)) === id);
    if (own) metadata.toUnicode[id] = own.charCodeAt(0);
  }
}

/** The text writer for a report card with Bengali in it (loads the shaper and the font). */
export async function bengaliTextWriter(doc: jsPDF): Promise<PdfTextWriter> {
  return new BengaliText(doc, await loadBengaliShaper());
}
