/** How long a title preview may be (spec §9: notice titles cut at 60 characters). */
const PREVIEW_LENGTH = 60;

const graphemes =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Cut at whole letters, with an ellipsis: a Bengali conjunct split in half shows a broken glyph. */
export function preview(text: string, max: number = PREVIEW_LENGTH): string {
  const letters = graphemes
    ? Array.from(graphemes.segment(text), (s) => s.segment)
    : Array.from(text);
  if (letters.length <= max) return text;
  return `${letters.slice(0, max).join('').trimEnd()}…`;
}
