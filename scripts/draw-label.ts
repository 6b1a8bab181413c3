/**
 * Draws a few words as an SVG path, shaped by HarfBuzz with the site's own Bengali font, so a
 * page can show them before (or without) downloading that font. The English pages' only
 * Bengali words are the header's "বাংলা" switch: written as text they put 94 KB of font in
 * every English page's first paint. `npm run draw:label` writes site/src/layout/bangla-label.ts;
 * a test draws it again and fails when the committed drawing is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import { woffToTrueType } from '../packages/widgets/src/pdf/woff.ts';
import type { DrawnText } from '../site/src/layout/drawn-text.tsx';

const require = createRequire(import.meta.url);

/** The weight the switch is set in (styles.css: .language-switch { font-weight: 700 }). */
export function fontFile(weight: 400 | 700): string {
  return require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`,
    { paths: [fileURLToPath(new URL('../packages/widgets/', import.meta.url))] },
  );
}

export async function drawText(text: string, woff: Uint8Array): Promise<DrawnText> {
  const face = new hb.Face(new hb.Blob(await woffToTrueType(woff)));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  const parts: string[] = [];
  let x = 0;
  buffer.getGlyphInfos().forEach((info, i) => {
    const at = positions[i];
    const dx = x + (at?.xOffset ?? 0);
    const dy = at?.yOffset ?? 0;
    for (const { type, values } of font.glyphToJson(info.codepoint)) {
      // Font units are y up; SVG is y down.
      const points = values.map((v, k) => Math.round(k % 2 === 0 ? v + dx : -(v + dy)));
      parts.push(type + points.join(' '));
    }
    x += at?.xAdvance ?? 0;
  });
  const { ascender, descender } = font.hExtents();
  return {
    text,
    d: parts.join('').replace(/ -/g, '-'),
    width: x,
    ascender,
    descender,
    unitsPerEm: face.upem,
  };
}

export function labelModule({ text, d, width, ascender, descender, unitsPerEm }: DrawnText) {
  return `// Written by \`npm run draw:label\` (scripts/draw-label.ts): do not edit by hand.
import type { DrawnText } from './drawn-text.tsx';

/** "${text}" in Noto Sans Bengali Bold, as outlines. */
export const BANGLA_LABEL: DrawnText = {
  text: '${text}',
  d: '${d}',
  width: ${width},
  ascender: ${ascender},
  descender: ${descender},
  unitsPerEm: ${unitsPerEm},
};
`;
}

export const LABEL_TEXT = 'বাংলা';
export const LABEL_MODULE = fileURLToPath(
  new URL('../site/src/layout/bangla-label.ts', import.meta.url),
);

if (import.meta.main) {
  const drawn = await drawText(LABEL_TEXT, new Uint8Array(await readFile(fontFile(700))));
  await writeFile(LABEL_MODULE, labelModule(drawn));
  process.stdout.write(`${LABEL_MODULE}: ${drawn.d.length} characters of outline\n`);
}
