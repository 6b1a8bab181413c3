import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * Pictures of a text compared, for the report card's shaping test (the PDF's rendered by Poppler,
 * pdftoppm) and the site's drawn label (its outline filled by Chromium), against the reference
 * drawn by Chromium, all reduced to their dark pixels. Test code only.
 */

/** Pixels per inch of the comparisons: 11 pt is 46 px. */
const DPI = 300;

/** Ink pixels (1) of a text's picture, cropped to the ink. */
export interface Mask {
  width: number;
  height: number;
  ink: Uint8Array;
}

function cropToInk(width: number, height: number, isInk: (i: number) => boolean): Mask {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isInk(y * width + x)) continue;
      [left, top] = [Math.min(left, x), Math.min(top, y)];
      [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
    }
  }
  const mask = { width: right - left + 1, height: bottom - top + 1, ink: new Uint8Array(0) };
  mask.ink = new Uint8Array(Math.max(0, mask.width * mask.height));
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      mask.ink[(y - top) * mask.width + (x - left)] = isInk(y * width + x) ? 1 : 0;
    }
  }
  return mask;
}

/** A box of page 1 (in points) rendered by Poppler, as a mask of its dark pixels. */
export function rasterise(
  file: string,
  box: { x: number; y: number; width: number; height: number },
): Mask {
  const px = (pt: number) => String(Math.round((pt * DPI) / 72));
  const dir = mkdtempSync(join(tmpdir(), 'text-likeness-'));
  const out = join(dir, 'crop');
  execFileSync('pdftoppm', [
    ...['-gray', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile'],
    ...['-x', px(box.x), '-y', px(box.y), '-W', px(box.width), '-H', px(box.height)],
    ...[file, out],
  ]);
  const pgm = readFileSync(`${out}.pgm`);
  rmSync(dir, { recursive: true, force: true });
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  return cropToInk(width, height, (i) => (pixels[i] ?? 255) < 128);
}

/** Where the PDF's text layer says a text is (pdftotext -bbox), rendered. */
export function printedText(file: string, text: string): Mask {
  const words = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const word = [
    ...words.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
    ),
  ].find((match) => match[5] === text);
  if (!word) throw new Error(`"${text}" is not in the PDF's text layer`);
  const [x0, y0, x1, y1] = word.slice(1, 5).map(Number) as [number, number, number, number];
  return rasterise(file, { x: x0 - 1, y: y0, width: x1 - x0 + 2, height: y1 - y0 });
}

/** Words drawn as outlines (a path in font units, y down, baseline at 0), as in an SVG. */
export interface Outline {
  d: string;
  width: number;
  unitsPerEm: number;
}

/**
 * The texts as Chromium draws them (HarfBuzz) in a WOFF font, at the size `rasterise` uses; a
 * sample with an outline instead is that outline filled by Chromium at the same size.
 */
export async function chromiumText(
  samples: { text: string; pt: number; outline?: Outline }[],
  woff: string,
): Promise<Mask[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const font = readFileSync(woff).toString('base64');
    const pictures: { width: number; height: number; alpha: number[] }[] = await page.evaluate(
      async ({ font, samples }) => {
        const face = new FontFace('Reference', `url(data:font/woff;base64,${font})`);
        document.fonts.add(await face.load());
        // Drawn 4 times as large and scaled down: the canvas puts each glyph on a whole pixel,
        // and at the final size that rounding would add up along a line.
        const scale = 4;
        return samples.map(({ text, px, outline }) => {
          const large = document.createElement('canvas');
          const context = large.getContext('2d') as CanvasRenderingContext2D;
          context.font = `${px * scale}px Reference`;
          const advance = outline
            ? (outline.width * px) / outline.unitsPerEm
            : context.measureText(text).width / scale;
          const width = Math.ceil(advance + 2 * px);
          const height = Math.ceil(3 * px);
          [large.width, large.height] = [width * scale, height * scale];
          if (outline) {
            const em = (px * scale) / outline.unitsPerEm;
            context.setTransform(em, 0, 0, em, px * scale, 2 * px * scale);
            context.fill(new Path2D(outline.d));
          } else {
            context.font = `${px * scale}px Reference`;
            context.fillText(text, px * scale, 2 * px * scale);
          }
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [width, height];
          const small = canvas.getContext('2d') as CanvasRenderingContext2D;
          small.imageSmoothingQuality = 'high';
          small.drawImage(large, 0, 0, width, height);
          const data = small.getImageData(0, 0, width, height).data;
          return {
            width,
            height,
            alpha: Array.from({ length: width * height }, (_, i) => data[i * 4 + 3] ?? 0),
          };
        });
      },
      {
        font,
        samples: samples.map(({ text, pt, outline }) => ({ text, outline, px: (pt * DPI) / 72 })),
      },
    );
    return pictures.map(({ width, height, alpha }) =>
      cropToInk(width, height, (i) => (alpha[i] ?? 0) >= 128),
    );
  } finally {
    await browser.close();
  }
}

/** Ink pixels of a mask grown by one pixel each way, so a renderer's edge pixels do not count. */
function grown({ width, height, ink }: Mask): Uint8Array {
  const out = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
        }
      }
    }
  }
  return out;
}

/** The mask's words: its columns cut where a gap at least `gap` pixels wide has no ink. */
function words(mask: Mask, gap: number): Mask[] {
  const inked = (x: number) => {
    for (let y = 0; y < mask.height; y++) if (mask.ink[y * mask.width + x]) return true;
    return false;
  };
  const spans: [number, number][] = [];
  let blank = 0;
  for (let x = 0; x < mask.width; x++) {
    if (!inked(x)) {
      blank++;
      continue;
    }
    const last = spans.at(-1);
    if (last && blank < gap) last[1] = x;
    else spans.push([x, x]);
    blank = 0;
  }
  return spans.map(([from, to]) =>
    cropToInk(to - from + 1, mask.height, (i) => {
      const width = to - from + 1;
      return mask.ink[Math.floor(i / width) * mask.width + from + (i % width)] === 1;
    }),
  );
}

/**
 * How alike two pictures of one word are, 0…1: the share of each one's ink that falls on (or
 * next to) the other's, the smaller of the two, at the best alignment within 3 pixels.
 */
function wordLikeness(a: Mask, b: Mask): number {
  const [aGrown, bGrown] = [grown(a), grown(b)];
  const share = (m: Mask, other: Mask, otherGrown: Uint8Array, dx: number, dy: number) => {
    let [hit, total] = [0, 0];
    for (let y = 0; y < m.height; y++) {
      for (let x = 0; x < m.width; x++) {
        if (!m.ink[y * m.width + x]) continue;
        total++;
        const [ox, oy] = [x + dx, y + dy];
        if (ox >= 0 && oy >= 0 && ox < other.width && oy < other.height) {
          hit += otherGrown[oy * other.width + ox] ?? 0;
        }
      }
    }
    return total ? hit / total : 0;
  };
  let best = 0;
  for (let dy = -3; dy <= 3; dy++) {
    for (let dx = -3; dx <= 3; dx++) {
      best = Math.max(best, Math.min(share(a, b, bGrown, dx, dy), share(b, a, aGrown, -dx, -dy)));
    }
  }
  return best;
}

/**
 * How alike two pictures of a text are, 0…1: its least alike word. Word by word, because
 * renderers round advances differently and a long line drifts by a pixel or two; within a word
 * they differ in edge pixels only, while a misplaced sign or a missing conjunct moves strokes.
 */
export function likeness(a: Mask | undefined, b: Mask | undefined): number {
  if (!a || !b) return 0;
  const gap = Math.round(b.height / 6);
  const [aWords, bWords] = [words(a, gap), words(b, gap)];
  if (aWords.length !== bWords.length) return 0;
  return Math.min(...aWords.map((word, i) => wordLikeness(word, bWords[i] as Mask)));
}
