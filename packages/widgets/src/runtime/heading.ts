const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** A widget's `heading-level` attribute: the level of its own heading. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading element, `h1`…`h6`. */
export type HeadingTag = (typeof HEADINGS)[number];

/**
 * The heading element for a widget's `heading-level` attribute: `h1`…`h6` for a whole number
 * 1–6 (deeper levels become `h6`, since a page outline never needs more), otherwise `fallback`,
 * so a host page that says nothing still gets a sound outline.
 */
export function headingTag<F extends string = 'h2'>(
  level: number | undefined,
  fallback: F = 'h2' as F,
): HeadingTag | F {
  if (level === undefined || !Number.isInteger(level) || level < 1) return fallback;
  return HEADINGS[Math.min(level, 6) - 1] as HeadingTag;
}
