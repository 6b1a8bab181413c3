import { hash, randomBytes } from 'node:crypto';
import type { MediaLimits } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { lockAccount, megabytes, uploadAllowance } from './allowance.ts';
import { reencodeImage } from './images.ts';
import { type Format, KINDS, type UploadKind } from './kinds.ts';
import { fileNameOf, type KeptType, mediaPath, readableName } from './names.ts';
import { checkPdf } from './pdf.ts';
import { SNIFFED_ADVICE, sniff } from './sniff.ts';
import type { MediaFile, MediaStore } from './store.ts';
import { type StoredVariant, srcsetOf } from './variants.ts';

/** What `acceptUpload` needs: the provider app carries all of it (app.ts), a command can too. */
export interface MediaContext {
  db: Db;
  mediaStore: MediaStore;
  mediaLimits: MediaLimits;
  now: () => number;
}

export interface UploadInput {
  kind: UploadKind;
  /** The name the file had on the clerk's computer or phone: its readable name comes from it. */
  filename: string;
  bytes: Uint8Array;
  /** The account uploading it, as the office names accounts: the hourly allowance is per account. */
  uploadedBy: string;
}

/** A kept upload, as the office stores its address in an entry and shows it back. */
export interface Upload {
  id: string;
  kind: UploadKind;
  /** The readable name, without extension ("Admission notice 2026"). */
  name: string;
  /** The name a download is saved under ("Admission notice 2026.pdf"). */
  fileName: string;
  contentType: KeptType;
  /** Root-relative address for an entry's media field (`/media/<id>/<name>.<ext>`). */
  url: string;
  /** Bytes and SHA-256 (base64url) of what `url` serves. */
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** A picture's narrower copies, narrowest first (none for a PDF or a small picture). */
  variants: (StoredVariant & { url: string })[];
  /** `url` and the narrower copies as HTML's `srcset`, root-relative; null with one copy. */
  srcset: string | null;
  createdAt: string;
  uploadedBy: string;
}

/**
 * Why a file was not kept, in a clerk's words; `status` is what an office route answers with
 * (413 too large, 415 not a kind this field takes, 422 unreadable, 429 over the hourly
 * allowance, with `retryAfter` seconds).
 */
export interface UploadRefusal {
  ok: false;
  status: 413 | 415 | 422 | 429;
  message: string;
  retryAfter?: number;
}

export type UploadOutcome = { ok: true; upload: Upload } | UploadRefusal;

const refuse = (status: UploadRefusal['status'], message: string): UploadRefusal => ({
  ok: false,
  status,
  message,
});

const EMPTY = 'This file is empty (0 bytes). Choose the file again and upload it.';

/** "This file is a picture." for a kept format the field does not take. */
const IS_A: Record<Format, string> = {
  pdf: 'This file is a PDF.',
  jpeg: 'This file is a picture.',
  png: 'This file is a picture.',
  webp: 'This file is a picture in WebP format.',
};

function tooLarge(format: Format, size: number, limit: number): string {
  const advice =
    format === 'pdf'
      ? 'Save a smaller copy (scan at 150 dpi, or use “Reduce file size” when saving the PDF) and upload that.'
      : 'Save a smaller copy (for example 3000 pixels wide) and upload that.';
  const what = format === 'pdf' ? 'This PDF' : 'This picture';
  return `${what} is ${megabytes(size)}; the largest the site takes is ${megabytes(limit)}. ${advice}`;
}

const sha256 = (bytes: Uint8Array) => hash('sha256', bytes, 'base64url');

/** The files to keep and what the row says of them, once the content has passed its check. */
interface Checked {
  type: KeptType;
  files: MediaFile[];
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
}

async function check(
  format: Format,
  bytes: Uint8Array,
  kind: UploadKind,
): Promise<Checked | UploadRefusal> {
  if (format === 'pdf') {
    const pdf = await checkPdf(bytes);
    if (!pdf.ok) return refuse(422, pdf.message);
    // Kept byte for byte: what the school sent is what a visitor opens.
    const file = Buffer.from(bytes);
    return {
      type: 'application/pdf',
      files: [{ variant: 'file', bytes: file }],
      width: null,
      height: null,
      variants: [],
    };
  }
  const image = await reencodeImage(bytes, KINDS[kind]);
  if (!image.ok) return refuse(422, image.message);
  const widest = image.copies.at(-1);
  if (!widest) return refuse(422, 'This picture could not be read.');
  const narrower = image.copies.slice(0, -1);
  return {
    type: image.type,
    files: [
      ...narrower.map((c) => ({ variant: String(c.width), bytes: c.bytes })),
      { variant: 'file', bytes: widest.bytes },
    ],
    width: widest.width,
    height: widest.height,
    variants: narrower.map((c) => ({
      width: c.width,
      height: c.height,
      size: c.bytes.length,
      sha256: sha256(c.bytes),
    })),
  };
}

/**
 * Check a file the office uploads by what it is, not by its name, and keep it where every
 * provider process serves it from (`/media/<id>/<name>.<ext>`): a PDF must open (pdf-lib) and is
 * kept as sent; a picture is decoded and written anew by sharp in the widths its widgets'
 * `srcset` offers, upright and without its metadata. Refused, with words for the clerk: a file
 * of a kind the field does not take, one too large, one that does not open, and one over the
 * account's hourly allowance. Nothing is kept of a refused file.
 */
export async function acceptUpload(
  context: MediaContext,
  input: UploadInput,
): Promise<UploadOutcome> {
  const { kind, bytes, uploadedBy } = input;
  const rule = KINDS[kind];
  if (!rule) throw new TypeError(`Not a kind of upload: ${String(kind)}`);
  if (!uploadedBy) throw new TypeError('An upload needs the account that sends it.');
  if (bytes.length === 0) return refuse(422, EMPTY);
  const sniffed = sniff(bytes);
  if (!(rule.accepts as readonly string[]).includes(sniffed)) {
    const what = sniffed in IS_A ? IS_A[sniffed as Format] : SNIFFED_ADVICE[sniffed as never];
    return refuse(415, `${rule.words} ${what}`);
  }
  const format = sniffed as Format;
  const limit = format === 'pdf' ? context.mediaLimits.pdfBytes : context.mediaLimits.imageBytes;
  if (bytes.length > limit) return refuse(413, tooLarge(format, bytes.length, limit));

  const checked = await check(format, bytes, kind);
  if ('ok' in checked) return checked;
  const main = checked.files.at(-1) as MediaFile;
  const id = randomBytes(8).toString('hex');
  const name = readableName(input.filename, rule.fallbackName);
  const storedBytes = checked.files.reduce((sum, f) => sum + f.bytes.length, 0);
  const createdAt = new Date(context.now()).toISOString();
  const row = {
    id,
    name,
    content_type: checked.type,
    kind,
    size: main.bytes.length,
    sha256: sha256(main.bytes),
    width: checked.width,
    height: checked.height,
    variants: JSON.stringify(checked.variants),
    stored_bytes: storedBytes,
    created_at: createdAt,
    uploaded_by: uploadedBy,
  };

  const { db, mediaStore } = context;
  let saved = false;
  try {
    const refusal = await db.kysely.transaction().execute(async (trx) => {
      await lockAccount(db, trx, uploadedBy);
      const over = await uploadAllowance(
        trx,
        context.mediaLimits,
        uploadedBy,
        storedBytes,
        context.now(),
      );
      if (over) return over;
      await trx.insertInto('media').values(row).execute();
      // Before the commit: no process finds the row without its files.
      saved = true;
      await mediaStore.save(id, checked.files, trx);
      return null;
    });
    if (refusal) return { ...refuse(429, refusal.message), retryAfter: refusal.retryAfter };
  } catch (error) {
    if (saved) await mediaStore.discard(id).catch(() => {});
    throw error;
  }

  const variants = checked.variants.map((v) => ({
    ...v,
    url: mediaPath(id, name, checked.type, v.width),
  }));
  const url = mediaPath(id, name, checked.type);
  return {
    ok: true,
    upload: {
      id,
      kind,
      name,
      fileName: fileNameOf(name, checked.type),
      contentType: checked.type,
      url,
      size: row.size,
      sha256: row.sha256,
      width: checked.width,
      height: checked.height,
      variants,
      srcset: srcsetOf(row),
      createdAt,
      uploadedBy,
    },
  };
}
