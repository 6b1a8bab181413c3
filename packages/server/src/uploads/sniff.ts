import type { Format } from './kinds.ts';

/**
 * What a file is by its first bytes: only to choose the decoder and the words of a refusal. The
 * decoders decide (pdf-lib must parse it, sharp must decode it): a file that starts like a JPEG
 * and is not one is refused by them. Not the `file-type` package: the five formats kept and the
 * few named in refusals are a short table, and its other three hundred would only be refused.
 */
export type Sniffed = Format | 'heic' | 'gif' | 'office' | 'other';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A PDF's header may follow up to 1024 bytes of anything (ISO 32000-1, annex H.3 note 13). */
const PDF_HEADER_WITHIN = 1024;

export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  // ISO base media: HEIC/HEIF from a phone's camera (AVIF is the same box, and as little kept).
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'heic';
  // Word, Excel and PowerPoint files are ZIP (docx) or OLE (doc) containers.
  if (startsWith(bytes, ascii('PK\x03\x04'))) return 'office';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'office';
  const head = Buffer.from(bytes.subarray(0, PDF_HEADER_WITHIN + 5)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  return 'other';
}

/** What to do with a file of the wrong kind, in a clerk's words. */
export const SNIFFED_ADVICE: Record<Exclude<Sniffed, Format>, string> = {
  heic: 'This picture is in HEIC format (an iPhone camera’s): set the camera to “Most Compatible”, or share the photo as JPEG, and upload that.',
  gif: 'GIF pictures are not kept: save it as PNG or JPEG and upload that.',
  office:
    'This is a Word, Excel or PowerPoint file: open it, save it as PDF (File → Save As → PDF), and upload the PDF.',
  other: 'This file is not one of those, whatever its name says.',
};
