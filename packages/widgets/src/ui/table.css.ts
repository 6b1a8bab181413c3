import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** A table's own scroll region: on a phone a wide table scrolls inside it, never the page. */
export const region = style({
  // The containing block of what cells hide for screen readers (absolutely placed): without it
  // they are placed against the page, outside the region's scroll, and widen the page.
  position: 'relative',
  // A grid or flex item's least width is its content's by default: the table's, which is wider
  // than a phone. Zero lets the region be the page's width and scroll inside.
  minWidth: 0,
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: vars.focus } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: `${vars.space.xs} 0`,
  textAlign: 'start',
  fontWeight: 700,
  color: vars.color.primary,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const head = style([cell, { background: vars.color.surface, fontWeight: 700 }]);

/** Figures line up on the right. */
export const number = style({ textAlign: 'end', whiteSpace: 'nowrap' });

/** A line under a cell's main text (a teacher under a subject, a time under a period). */
export const under = style({
  display: 'block',
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 400,
});

/**
 * A ghost table while it loads: a screen's worth, up to 40rem. A school's tables (fees, routines,
 * seat plans) are longer than a phone's screen, so what follows them (the page's footer) starts
 * below the first screen both while they load and after; as tall as a few rows, it was pushed
 * down by a third of the screen when they arrived.
 */
const GHOST_HEIGHT = 'min(100svh, 40rem)';

export const ghost = style({
  display: 'block',
  height: GHOST_HEIGHT,
  borderRadius: vars.radius.md,
  background: vars.color.primaryLite,
});
