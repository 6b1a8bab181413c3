import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawText, fontFile, LABEL_TEXT } from '../../../scripts/draw-label.ts';
import { chromiumText, likeness } from '../../../tests/text-likeness.ts';
import { BANGLA_LABEL } from './bangla-label.ts';

describe('the drawn বাংলা of the language switch', () => {
  it('is what the build script draws from the font today (run `npm run draw:label` if not)', async () => {
    const drawn = await drawText(LABEL_TEXT, new Uint8Array(await readFile(fontFile(700))));
    expect(BANGLA_LABEL).toEqual(drawn);
  });

  it('looks like the word as Chromium sets it in the same font', async () => {
    const [drawing, text, other] = await chromiumText(
      [
        { text: LABEL_TEXT, pt: 11, outline: BANGLA_LABEL },
        { text: LABEL_TEXT, pt: 11 },
        // A control: a word one letter different is told apart.
        { text: 'বালা', pt: 11 },
      ],
      fontFile(700),
    );
    expect(likeness(drawing, text)).toBeGreaterThan(0.95);
    expect(likeness(drawing, other)).toBeLessThan(0.8);
  }, 30_000);
});
