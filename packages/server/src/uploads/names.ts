/** The types the provider keeps, and the extension each is saved under. */
export const EXTENSIONS = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type KeptType = keyof typeof EXTENSIONS;

export const isKeptType = (type: string): type is KeptType => Object.hasOwn(EXTENSIONS, type);

/** Long enough for "Admission notice for class XI, session 2026-27 (second list)". */
const MAX_NAME = 80;
/** Characters a file name on Windows, macOS or a phone cannot hold, or that read as a path. */
const NOT_IN_NAMES = /[<>:"/\\|?*]/g;
/**
 * Invisible characters that change how a name reads (a right-to-left override can make
 * `fdp.exe` look like `exe.pdf`), but not the joiners Bengali spelling uses (U+200C, U+200D).
 */
const HIDDEN = /[\p{Cc}\p{Co}\p{Cn}]|(?![\u200c\u200d])\p{Cf}/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The name a person reads in the file's address and downloads it under: the uploaded file's own
 * name (its folder and extension left out: the extension comes from what the file is), tidied
 * for every system's downloads folder, in Bengali as in English, and cut whole letters at a time.
 */
export function readableName(filename: string, fallback: string): string {
  const base = (filename.split(/[/\\]/).pop() ?? '').normalize('NFC');
  const tidy = base
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(HIDDEN, '')
    .replace(NOT_IN_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = [...graphemes.segment(tidy)]
    .slice(0, MAX_NAME)
    .map((g) => g.segment)
    .join('')
    .trimEnd();
  return cut || fallback;
}

export const fileNameOf = (name: string, type: KeptType) => `${name}.${EXTENSIONS[type]}`;

/**
 * A kept file's address, root-relative as the database keeps addresses (answers make them
 * absolute): `/media/<id>/<name>.<ext>`, or a narrower copy's `/media/<id>/<width>/<name>.<ext>`.
 */
export function mediaPath(id: string, name: string, type: KeptType, width?: number): string {
  const copy = width === undefined ? '' : `${width}/`;
  return `/media/${id}/${copy}${encodeURIComponent(fileNameOf(name, type))}`;
}

/**
 * The plain-ASCII `filename` beside RFC 5987's `filename*` for the few clients that read only
 * the first: the name's Latin letters and digits, or the kind's own name for a Bengali one.
 */
export function asciiFileName(fileName: string, fallback: string): string {
  const ascii = fileName
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /[A-Za-z0-9]/.test(ascii.replace(/\.\w+$/, '')) ? ascii : fallback;
}
