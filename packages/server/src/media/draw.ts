import { hashString } from '../seed/random.ts';

/** Background pairs (dark, light) that keep white text readable. */
const PALETTES: readonly [string, string][] = [
  ['#0b5d3b', '#168a5c'],
  ['#1e3a8a', '#3b6fd8'],
  ['#7c2d12', '#c2410c'],
  ['#581c87', '#8b3fd1'],
  ['#134e4a', '#0f8a80'],
  ['#831843', '#c0266d'],
  ['#713f12', '#a16207'],
  ['#1f2937', '#4b5563'],
];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A small deterministic generator of choices from a media path. */
export function chooser(path: string) {
  let h = hashString(path);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[next() % items.length] as T,
    int: (min: number, max: number) => min + (next() % (max - min + 1)),
    palette: () => PALETTES[hashString(path) % PALETTES.length] as [string, string],
  };
}

/** A complete SVG document with an accessible title. */
export function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>${body}</svg>`
  );
}

export function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

const HONORIFICS = new Set(['md', 'mst', 'dr', 'prof', 'engr', 'alhaj', 'councillor', 'kazi']);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The words of a file name without its kind and numbers: `student-110001-md-tanvir-hasan` gives
 * words `Md Tanvir Hasan` and initials `TH` (honorifics do not make initials).
 */
export function nameFromFile(file: string, kinds: readonly string[] = []) {
  const words = file.split('-').filter((w) => !/^\d+$/.test(w) && !kinds.includes(w));
  const initials = words.filter((w) => !HONORIFICS.has(w)).map((w) => w.charAt(0).toUpperCase());
  const short = initials.length > 2 ? [initials[0], initials.at(-1)] : initials;
  return { words: words.map(capital).join(' '), initials: short.join('') };
}

/** `notice-2026-11-20-xi-admission-guidelines` → `Notice 2026-11-20 XI Admission Guidelines`. */
export function titleFromFile(file: string): string {
  const upper = new Set(['xi', 'xii', 'ict', 'ssc', 'hsc', 'ix', 'x', 'bd']);
  return file
    .replace(/(\d{4})-(\d{2})-(\d{2})/g, '$1_$2_$3')
    .split('-')
    .map((w) => (upper.has(w) ? w.toUpperCase() : capital(w)))
    .join(' ')
    .replace(/(\d{4})_(\d{2})_(\d{2})/g, '$1-$2-$3');
}
