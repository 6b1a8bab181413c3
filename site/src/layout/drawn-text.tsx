/** Words drawn as outlines at build time (scripts/draw-label.ts), shown without their font. */
export interface DrawnText {
  /** The words drawn. */
  text: string;
  /** Outline in font units, y down, the baseline at y = 0. */
  d: string;
  /** Advance width, in font units. */
  width: number;
  /** The font's ascender and descender (descender negative), in font units. */
  ascender: number;
  descender: number;
  unitsPerEm: number;
}

/**
 * The drawing in the place of the text: one em of the font is one em of the surrounding text,
 * the line box is the font's own, the colour is the text's (forced colours included). The
 * picture is hidden from assistive technology: the element that holds it names itself.
 */
export function DrawnWords({ drawing }: { drawing: DrawnText }) {
  const { d, width, ascender, descender, unitsPerEm } = drawing;
  const height = ascender - descender;
  return (
    <svg
      className="drawn-words"
      viewBox={`0 ${-ascender} ${width} ${height}`}
      width={`${(width / unitsPerEm).toFixed(3)}em`}
      height={`${(height / unitsPerEm).toFixed(3)}em`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} fill="currentColor" />
    </svg>
  );
}
