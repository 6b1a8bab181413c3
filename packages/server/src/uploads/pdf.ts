import { PDFDocument } from 'pdf-lib';

export type PdfCheck = { ok: true; pages: number } | { ok: false; message: string };

const ENCRYPTED =
  'This PDF is locked with a password, so visitors could not open it. Open it, print it to a new PDF (Print → Save as PDF) without the password, and upload that copy.';
const UNREADABLE =
  'This file could not be opened as a PDF: it is damaged or is not a PDF. Check that it opens on your computer, save it again as PDF, and upload that copy.';
const NO_PAGES = 'This PDF has no pages. Check that it is the right file, then upload it again.';

/**
 * A PDF is kept only if it opens: pdf-lib parses it (every object, its catalogue and page
 * tree), as a reader's viewer would, and refuses one locked with a password. The file itself is kept
 * byte for byte, never rewritten: a signed PDF stays signed. Parsing yields to the event loop
 * every 1500 objects (pdf-lib's `parseSpeed`), so a large file does not hold up other answers.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  let document: PDFDocument;
  try {
    // Loaded past its lock to say so in words: pdf-lib's EncryptedPDFError is not an instance
    // of its class once thrown (its ES5 build), so it cannot be told from any other failure.
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
      // An object that does not parse is a damaged file, not one to skip with a warning.
      throwOnInvalidObject: true,
    });
  } catch {
    return { ok: false, message: UNREADABLE };
  }
  if (document.isEncrypted) return { ok: false, message: ENCRYPTED };
  try {
    const pages = document.getPageCount();
    return pages > 0 ? { ok: true, pages } : { ok: false, message: NO_PAGES };
  } catch {
    // A catalogue without a page tree, or a page tree that is not one.
    return { ok: false, message: UNREADABLE };
  }
}
