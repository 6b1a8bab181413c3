import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** A page may give the stars their own colour; a stable name, not a generated one. */
const STAR_COLOR = `var(--school-testimonials-star-color, ${vars.color.secondary})`;

const section = createContainer();
/** Where the carousel shows two cards (spec §9); the skeleton follows it. */
const TWO_UP = `${section} (min-width: 1024px)`;

/** Room for the rating, three lines of quote and the person: loaded cards and ghosts alike. */
const CARD_MIN_HEIGHT = `calc(${vars.space.xl} * 7.5)`;

export const base = style({
  containerName: section,
  containerType: 'inline-size',
});

export const heading = style({ marginBottom: vars.space.md });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  height: '100%',
  minHeight: CARD_MIN_HEIGHT,
  margin: `0 ${vars.space.sm}`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const stars = style({
  display: 'flex',
  gap: vars.space.xs,
  color: STAR_COLOR,
});

export const star = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

export const quote = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  // Decoration only: the blockquote already says it is a quote.
  '::before': {
    // Empty alternative text: a screen reader does not read the mark out.
    content: '"“" / ""',
    flexShrink: 0,
    color: vars.color.primary,
    fontSize: '3em',
    lineHeight: 1,
    fontFamily: 'Georgia, serif',
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  // Provider text: its own line breaks stay, and a long unbroken word wraps.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // Cards side by side are as tall as the tallest: the people line up at the bottom.
  marginTop: 'auto',
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const name = style({ fontWeight: 700 });

export const profession = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
});

/** The cards' place while they load, so the page below does not jump when they arrive. */
export const skeleton = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@container': { [TWO_UP]: { gridTemplateColumns: '1fr 1fr' } },
});

export const ghost = style([
  ui.pulse,
  {
    minHeight: CARD_MIN_HEIGHT,
    margin: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
]);

/** The second ghost shows only where two cards would. */
export const ghostSecond = style([
  ghost,
  { display: 'none', '@container': { [TWO_UP]: { display: 'block' } } },
]);

/** Where Previous, the dots and Next will be. */
export const ghostControls = style([
  ghost,
  {
    gridColumn: '1 / -1',
    justifySelf: 'center',
    width: `calc(${vars.space.xl} * 7)`,
    maxWidth: '100%',
    minHeight: '44px',
    marginTop: vars.space.sm,
  },
]);
