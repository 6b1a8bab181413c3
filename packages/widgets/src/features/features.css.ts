import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** A card's narrowest width: three across the school site's 72rem page, one on a phone. */
const COLUMN = '18rem';
const ICON = `calc(${vars.space.xl} * 1.75)`;
/** Room for the icon, a title and three lines of text: cards and ghosts alike. */
const CARD_MIN_HEIGHT = `calc(${vars.space.xl} * 6.5)`;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${COLUMN}, 100%), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: CARD_MIN_HEIGHT,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'block',
  width: ICON,
  height: ICON,
  objectFit: 'contain',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
  fontWeight: 700,
  color: vars.color.primary,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  // Provider text: its own line breaks stay.
  whiteSpace: 'pre-line',
});

/** A card's place while the features load, so nothing below moves when they come. */
export const ghost = style([
  ui.pulse,
  {
    display: 'block',
    minHeight: CARD_MIN_HEIGHT,
    borderRadius: vars.radius.md,
    background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  },
]);
