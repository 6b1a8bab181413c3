import { Worker } from 'node:worker_threads';
import type { BookPlan, ReadBook, SheetJob } from './sheet-worker.ts';

/**
 * The marks sheets the office sends and gets: what a file is (by its bytes, never its name), and
 * the spreadsheet work done on a thread of its own (sheet-worker.ts).
 */

/** The largest sheet accepted: 8,000 students of 25 papers is about 2 MB as XLSX, 1 MB as CSV. */
export const SHEET_MAX_BYTES = 20 * 1024 * 1024;
/** What an XLSX may unpack to: a sheet of the whole school is some tens of megabytes. */
const UNPACKED_MAX_BYTES = 200 * 1024 * 1024;
/** The thread's heap: a hostile file that needs more ends the thread, not the provider. */
const WORKER_HEAP_MB = 768;
/** A job that takes longer than this is stopped: a real sheet takes seconds. */
const WORKER_TIMEOUT_MS = 120_000;

const WORKER = new URL('./sheet-worker.ts', import.meta.url);

function runJob<T>(job: SheetJob, transfer: ArrayBuffer[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: job,
      transferList: transfer,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        new SheetRefusal(
          422,
          'This sheet took too long to read. Upload the template as it was downloaded, filled in.',
        ),
      );
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (message: { ok: boolean; answer?: T; message?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.ok) resolve(message.answer as T);
      else reject(new SheetRefusal(422, unreadable(message.message)));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new SheetRefusal(
          422,
          /memory/i.test(error.message)
            ? 'This sheet needs far more memory to read than a marks sheet does. Upload the template as it was downloaded, filled in.'
            : unreadable(error.message),
        ),
      );
    });
  });
}

const unreadable = (why?: string) =>
  `This spreadsheet could not be read${why ? ` (${why.slice(0, 120)})` : ''}. Open it in Excel or LibreOffice, save it again as .xlsx, and upload that.`;

/** A refusal of an uploaded sheet: its status and the words for the officer. */
export class SheetRefusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The names and sizes of a zip's files, from its central directory (no file is unpacked). */
function zipEntries(bytes: Buffer): { name: string; size: number }[] | null {
  // The end-of-central-directory record is in the last 64 KB (after a comment of at most that).
  const from = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    entries.push({ name: bytes.toString('utf8', at + 46, at + 46 + nameLength), size });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

const starts = (bytes: Buffer, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Text as Excel saves a CSV: UTF-8 (with or without its mark), else the Windows code page. */
function csvText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // "CSV (Comma delimited)" from an older Excel: rolls and marks are ASCII either way.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Reads an uploaded sheet, by what its bytes are: an XLSX workbook (its sheets) or a CSV file
 * (one table). Anything else is refused in words that say what it is and what to upload instead.
 */
export async function readSheet(bytes: Buffer): Promise<ReadBook & { format: 'xlsx' | 'csv' }> {
  if (bytes.length === 0)
    throw new SheetRefusal(400, 'The file is empty. Choose the filled-in marks sheet.');
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const entries = zipEntries(bytes);
    if (!entries) throw new SheetRefusal(422, unreadable('it is a damaged zip file'));
    if (entries.some((e) => e.name === 'content.xml')) {
      throw new SheetRefusal(
        415,
        'This is a LibreOffice spreadsheet (.ods). In LibreOffice choose File › Save As, “Excel 2007-365 (.xlsx)”, and upload that file.',
      );
    }
    if (!entries.some((e) => e.name === 'xl/workbook.xml')) {
      throw new SheetRefusal(
        415,
        'This is a zip file, not an Excel workbook. Upload the marks sheet as .xlsx or .csv.',
      );
    }
    const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
    if (unpacked > UNPACKED_MAX_BYTES || entries.some((e) => e.size === 0xffffffff)) {
      throw new SheetRefusal(
        413,
        'This workbook unpacks to far more than a marks sheet. Upload the template as it was downloaded, filled in.',
      );
    }
    const copy = new Uint8Array(bytes);
    const book = await runJob<ReadBook>({ kind: 'read-xlsx', bytes: copy }, [copy.buffer]);
    return { ...book, format: 'xlsx' };
  }
  if (starts(bytes, 0xd0, 0xcf, 0x11, 0xe0)) {
    throw new SheetRefusal(
      415,
      'This is an old Excel 97–2003 workbook (.xls). In Excel or LibreOffice save it as “Excel Workbook (.xlsx)”, and upload that file.',
    );
  }
  if (starts(bytes, 0x25, 0x50, 0x44, 0x46)) {
    throw new SheetRefusal(
      415,
      'This is a PDF. Upload the marks sheet itself, as .xlsx or .csv, not a printout of it.',
    );
  }
  if (starts(bytes, 0xff, 0xd8, 0xff) || starts(bytes, 0x89, 0x50, 0x4e, 0x47)) {
    throw new SheetRefusal(
      415,
      'This is a picture. Upload the marks sheet itself, as .xlsx or .csv, not a photo of it.',
    );
  }
  const text = csvText(bytes);
  if (text === null) {
    throw new SheetRefusal(
      415,
      'This is not a spreadsheet. Upload the marks sheet as .xlsx (Excel, LibreOffice) or .csv.',
    );
  }
  const book = await runJob<ReadBook>({ kind: 'read-csv', text });
  return { ...book, format: 'csv' };
}

/** An XLSX workbook made on the sheets' thread. */
export async function writeWorkbook(book: BookPlan): Promise<Buffer> {
  const bytes = await runJob<Uint8Array>({ kind: 'write-xlsx', book });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
