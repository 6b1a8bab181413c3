import { SCHOOL } from '../seed/institute.ts';

/** Helvetica's standard encoding covers ASCII; anything else becomes a plain substitute. */
function ascii(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

const pdfString = (text: string) => `(${ascii(text).replace(/[\\()]/g, (m) => `\\${m}`)})`;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 PDF 1.4 with a title and a few lines, written by hand: five objects, an xref
 * table whose offsets are the byte positions of the objects, and a trailer with the Info title.
 */
export function makePdf(title: string, paragraphs: readonly string[]): Buffer {
  const titleLines = wrap(title, 44);
  const ops = [
    '0.043 0.365 0.231 rg 0 792 595 50 re f',
    `BT /F2 14 Tf 1 1 1 rg 56 811 Td ${pdfString(SCHOOL.name)} Tj ET`,
    `BT /F2 20 Tf 0.11 0.17 0.14 rg 56 748 Td 26 TL ${titleLines.map((l) => `${pdfString(l)} Tj T*`).join(' ')} ET`,
  ];
  let y = 748 - titleLines.length * 26 - 16;
  const body = paragraphs.flatMap((p, i) => [...(i > 0 ? [''] : []), ...wrap(p, 88)]);
  ops.push(
    `BT /F1 11 Tf 0.2 0.2 0.2 rg 56 ${y} Td 15 TL ${body.map((l) => `${pdfString(l)} Tj T*`).join(' ')} ET`,
  );
  y = 60;
  ops.push(
    `0.8 0.8 0.8 RG 56 ${y + 16} m 539 ${y + 16} l S`,
    `BT /F1 9 Tf 0.4 0.4 0.4 rg 56 ${y} Td ${pdfString(`${SCHOOL.address} | ${SCHOOL.email}`)} Tj ET`,
  );
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Author ${pdfString(SCHOOL.name)} /Producer (School demo provider) >>`,
  ];
  // Every character is Latin-1 (one byte each), so string lengths are byte offsets.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
