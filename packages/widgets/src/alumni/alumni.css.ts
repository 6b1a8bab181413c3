import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** Room for the photo, the person and three lines of quote: loaded cards and ghosts alike. */
const CARD_MIN_HEIGHT = `calc(${vars.space.xl} * 12)`;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
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
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({ fontSize: vars.font.sizeLarge, fontWeight: 700 });

export const designation = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall });

export const batch = style({
  alignSelf: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primaryLite,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const quote = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontStyle: 'italic',
  // Decoration only: the blockquote already says it is a quote.
  '::before': {
    // Empty alternative text: a screen reader does not read the mark out.
    content: '"“" / ""',
    display: 'block',
    color: vars.color.primary,
    fontSize: '2.5em',
    lineHeight: 0.8,
    fontFamily: 'Georgia, serif',
  },
});

export const text = style({
  margin: 0,
  // Provider text: its own line breaks stay.
  whiteSpace: 'pre-line',
});

/**
 * The place of a card and of the controls below it while they load, so the page below does not
 * jump when they arrive (the number of cards across does not change the height).
 */
export const ghost = style([
  ui.pulse,
  {
    display: 'block',
    minHeight: `calc(${CARD_MIN_HEIGHT} + 44px + ${vars.space.sm})`,
    margin: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
]);
