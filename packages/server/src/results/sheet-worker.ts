/**
 * Spreadsheets read and written on a thread of their own (sheet-files.ts starts one per job): an
 * 8,000-row workbook takes a second or two of parsing or zipping, which must not hold up the
 * result lookups the main thread answers meanwhile, and a hostile file that needs far more memory
 * ends this thread, not the provider.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** A cell as read: a number, a text, or nothing. */
export type Cell = string | number | null;

/** One worksheet (or the CSV) as rows of cells; `rows[0]` is the spreadsheet's row 1. */
export interface ReadTable {
  name: string | null;
  rows: Cell[][];
}

export interface ReadBook {
  tables: ReadTable[];
  /** The workbook's keywords (the template names its year and exam there). */
  keywords: string | null;
}

/** A column of a sheet to write: its heading, width, and for a paper its maximum marks. */
export interface ColumnPlan {
  header: string;
  width: number;
  /** Marks from 0 to this are what Excel and LibreOffice accept without a warning. */
  max?: number;
}

export interface SheetPlan {
  name: string;
  columns: ColumnPlan[];
  rows: Cell[][];
  /** Columns kept in view while scrolling sideways (the roll and the name). */
  frozenColumns: number;
}

export interface BookPlan {
  title: string;
  subject: string;
  keywords: string;
  creator: string;
  sheets: SheetPlan[];
  /** A last sheet of plain lines: how to fill the others. */
  notes?: { name: string; lines: string[] };
}

export type SheetJob =
  | { kind: 'read-xlsx'; bytes: Uint8Array }
  | { kind: 'read-csv'; text: string }
  | { kind: 'write-xlsx'; book: BookPlan };

/** What a cell of exceljs holds, as a number or a text. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    // A formula's last computed value is what the officer saw.
    if ('result' in v) return cellOf(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (Array.isArray(v.richText)) {
      return (v.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
    }
    if (typeof v.text === 'string') return v.text;
    if (typeof v.error === 'string') return v.error;
  }
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<ReadBook> {
  const book = new ExcelJS.Workbook();
  // exceljs's types name an older Buffer; the bytes are what it reads.
  await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const tables: ReadTable[] = [];
  book.eachSheet((sheet) => {
    const rows: Cell[][] = [];
    for (let r = 1; r <= sheet.rowCount; r++) {
      const values = sheet.getRow(r).values as unknown[];
      // exceljs counts columns from 1: values[0] is always empty.
      rows.push(
        Array.from({ length: Math.max(0, values.length - 1) }, (_, c) => cellOf(values[c + 1])),
      );
    }
    tables.push({ name: sheet.name, rows });
  });
  return { tables, keywords: book.keywords || null };
}

/** The separator Excel used: a comma, or (in some regions) a semicolon or a tab. */
function separatorOf(text: string): string {
  const end = text.search(/\r?\n/);
  const line = end < 0 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((s) => ({ s, n: line.split(s).length - 1 }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).s;
}

function readCsv(text: string): ReadBook {
  const records: string[][] = parse(text, {
    bom: true,
    delimiter: separatorOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  return {
    tables: [{ name: null, rows: records.map((r) => r.map((c) => (c.trim() === '' ? null : c))) }],
    keywords: null,
  };
}

const letter = (n: number) => {
  let s = '';
  for (let x = n + 1; x > 0; x = Math.floor((x - 1) / 26))
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

interface ValidationRanges {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

async function writeXlsx(plan: BookPlan): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = plan.creator;
  book.title = plan.title;
  book.subject = plan.subject;
  book.keywords = plan.keywords;
  for (const sheetPlan of plan.sheets) {
    const sheet = book.addWorksheet(sheetPlan.name, {
      views: [{ state: 'frozen', xSplit: sheetPlan.frozenColumns, ySplit: 1 }],
    });
    sheet.columns = sheetPlan.columns.map((c) => ({ header: c.header, width: c.width }));
    const heading = sheet.getRow(1);
    heading.font = { bold: true };
    heading.alignment = { wrapText: true, vertical: 'top' };
    sheet.addRows(sheetPlan.rows);
    const last = sheetPlan.rows.length + 1;
    sheetPlan.columns.forEach((column, i) => {
      if (column.max === undefined || last < 2) return;
      // A range, written as one rule (`sqref`); the typings know only a cell's own rule.
      (sheet as ExcelJS.Worksheet & { dataValidations: ValidationRanges }).dataValidations.add(
        `${letter(i)}2:${letter(i)}${last}`,
        {
          type: 'decimal',
          operator: 'between',
          allowBlank: true,
          formulae: [0, column.max],
          showErrorMessage: true,
          // A warning, not a stop: AB (absent from the paper) must still go in.
          errorStyle: 'warning',
          errorTitle: 'Mark',
          error: `${column.header}: a mark from 0 to ${column.max}, or AB if the student missed the paper.`,
        },
      );
    });
  }
  if (plan.notes) {
    const notes = book.addWorksheet(plan.notes.name);
    notes.columns = [{ width: 110 }];
    for (const line of plan.notes.lines) notes.addRow([line]).alignment = { wrapText: true };
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function run(job: SheetJob): Promise<ReadBook | Uint8Array> {
  switch (job.kind) {
    case 'read-xlsx':
      return readXlsx(job.bytes);
    case 'read-csv':
      return readCsv(job.text);
    case 'write-xlsx':
      return writeXlsx(job.book);
    default:
      return job satisfies never;
  }
}

if (parentPort) {
  const port = parentPort;
  run(workerData as SheetJob).then(
    (answer) =>
      port.postMessage(
        { ok: true, answer },
        answer instanceof Uint8Array ? [answer.buffer as ArrayBuffer] : [],
      ),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
}
