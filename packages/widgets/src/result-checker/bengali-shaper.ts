import fontUrl from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff?no-inline';
import * as hb from 'harfbuzzjs';

/**
 * Bengali shaped as browsers shape it: HarfBuzz (the shaper inside Chromium, Firefox and
 * Android) with Noto Sans Bengali, the font the site uses. Shaping picks the conjunct glyphs
 * (ক্ষ, স্ত্র), moves the pre-base vowel signs (ি, ে, ৈ) before their consonant, turns র্ into the
 * reph above the next letter, and places the marks. Only the PDF of a Bengali card loads this.
 */

/** One glyph of a shaped text, in font units. */
export interface ShapedGlyph {
  /** The glyph's id in the font (not a character). */
  id: number;
  /** Index in the text of the first character this glyph stands for. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface BengaliShaper {
  unitsPerEm: number;
  /** The font as TrueType, for the PDF to embed (jsPDF keeps only the glyphs it draws). */
  truetype: Uint8Array;
  shape(text: string): ShapedGlyph[];
}

/** WOFF 1.0 is TrueType with each table zlib-compressed: undo that, table by table. */
async function woffToTrueType(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('The Bengali font is not a WOFF file.');
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const entry = 44 + i * 20;
      const offset = view.getUint32(entry + 4);
      const stored = woff.subarray(offset, offset + view.getUint32(entry + 8));
      const length = view.getUint32(entry + 12);
      return {
        tag: view.getUint32(entry),
        checksum: view.getUint32(entry + 16),
        data: stored.length < length ? await inflate(stored) : stored,
      };
    }),
  );
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), 12 + 16 * count);
  const out = new Uint8Array(size);
  const head = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(count));
  head.setUint32(0, view.getUint32(4));
  head.setUint16(4, count);
  head.setUint16(6, 16 << log2);
  head.setUint16(8, log2);
  head.setUint16(10, count * 16 - (16 << log2));
  let position = 12 + 16 * count;
  tables.forEach((table, i) => {
    out.set(table.data, position);
    head.setUint32(12 + i * 16, table.tag);
    head.setUint32(16 + i * 16, table.checksum);
    head.setUint32(20 + i * 16, position);
    head.setUint32(24 + i * 16, table.data.length);
    position += padded(table.data.length);
  });
  return out;
}

/** zlib data, inflated by the platform (every browser the kit supports has it, and Node). */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const body = new Response(new Uint8Array(data)).body;
  if (!body) throw new Error('Could not read the Bengali font.');
  const stream = body.pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function load(): Promise<BengaliShaper> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`The Bengali font could not be loaded (${response.status}).`);
  const truetype = await woffToTrueType(new Uint8Array(await response.arrayBuffer()));
  const face = new hb.Face(new hb.Blob(truetype));
  const font = new hb.Font(face);
  return {
    unitsPerEm: face.upem,
    truetype,
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().map((info, i) => ({
        id: info.codepoint,
        cluster: info.cluster,
        xAdvance: positions[i]?.xAdvance ?? 0,
        xOffset: positions[i]?.xOffset ?? 0,
        yOffset: positions[i]?.yOffset ?? 0,
      }));
    },
  };
}

let loading: Promise<BengaliShaper> | null = null;

/** The shaper and its font, loaded once per page (a second PDF reuses them). */
export function loadBengaliShaper(): Promise<BengaliShaper> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
