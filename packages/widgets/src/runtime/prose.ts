/**
 * Provider text written as paragraphs (a welcome speech, a head's message, the school's history):
 * a blank line between two paragraphs, single line breaks kept inside one.
 */

const graphemes =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

const lettersOf = (text: string) =>
  graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);

/** The paragraphs of a text, trimmed, blank ones left out (Windows line breaks too). */
export function paragraphsOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** How far back from the limit a cut looks for a space, so it does not split a word. */
const WORD_REACH = 30;

/**
 * The text cut to at most `max` letters (whole letters: a Bengali conjunct is never split), at
 * the last space before the limit when there is one nearby, with an ellipsis; the whole text when
 * it is no longer than that. Paragraph breaks inside the part kept stay.
 */
export function excerpt(text: string, max: number): string {
  const letters = lettersOf(text.trim());
  if (letters.length <= max) return text.trim();
  const kept = letters.slice(0, max);
  const next = letters[max] ?? '';
  let end = kept.length;
  if (!/\s/.test(next)) {
    for (let i = kept.length - 1; i >= Math.max(1, kept.length - WORD_REACH); i--) {
      if (/\s/.test(kept[i] ?? '')) {
        end = i;
        break;
      }
    }
  }
  return `${kept
    .slice(0, end)
    .join('')
    .replace(/[\s,;:.–—-]+$/u, '')}…`;
}
