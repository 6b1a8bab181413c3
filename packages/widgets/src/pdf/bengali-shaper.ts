import fontUrl from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff?no-inline';
import * as hb from 'harfbuzzjs';
import { woffToTrueType } from './woff.ts';

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
