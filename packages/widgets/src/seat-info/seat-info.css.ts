import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/**
 * A card's narrowest column. Each card is a row of a table (class, then seats, aligned right):
 * one column of them on a phone, three or four on a desk.
 */
const CARD_MIN = `calc(${vars.space.xl} * 8)`;
const NAME_LINE = 1.5;

export const base = style({});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  // min(): a container narrower than a card still gets one whole column, never an overflow.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN}), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  // Centred, not on the baseline: a row is as tall as its larger line, loaded or a ghost.
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.sm}`,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const name = style({
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: NAME_LINE,
  overflowWrap: 'anywhere',
});

export const seats = style({
  marginInlineStart: 'auto',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
});

export const totalSeats = style({ fontVariantNumeric: 'tabular-nums' });

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    maxWidth: '100%',
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
  },
]);

export const ghostName = style([
  ghost,
  {
    width: '6em',
    height: `calc(${vars.font.sizeLarge} * ${NAME_LINE})`,
    background: vars.color.border,
  },
]);

export const ghostSeats = style([
  ghost,
  { width: '5em', height: `calc(${vars.font.size} * ${vars.font.lineHeight})` },
]);

/** The total's bar, empty: as tall as the loaded one. */
export const ghostTotal = style([
  ghost,
  { height: `calc(${vars.font.sizeLarge} * ${vars.font.lineHeight} + ${vars.space.sm} * 2)` },
]);
