import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Slides per view, set by the carousel from its own width. */
export const perView = createVar();

export const carousel = style({
  vars: { [perView]: '1' },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

// Two classes where glider's CSS says otherwise: on a plain page its sheet comes after the
// page's styles and would win ties. Its `.glider { margin: 0 auto }` would size the region by
// its slides (and glider the slides by the region, without end); `.glider-slide` has
// `min-width: 150px` and `user-select: none`.
export const viewport = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    [`${carousel} > &`]: { width: '100%', margin: 0 },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const track = style({ display: 'flex', width: '100%', margin: 0, padding: 0 });

export const slide = style({
  selectors: {
    [`${track} > &`]: {
      flexShrink: 0,
      width: `calc(100% / ${perView})`,
      minWidth: 0,
      userSelect: 'auto',
    },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

// Two classes: it is also a `ui.button`, whose padding comes first or last depending on how
// the page loaded the two sheets.
export const arrow = style({
  selectors: {
    [`${controls} > &`]: { padding: 0, width: '44px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5, filter: 'none' },
  },
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

// The dot is drawn small; its target is WCAG 2.2's 24 × 24 px.
export const dot = style({
  position: 'relative',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '25%',
    borderRadius: '50%',
    border: `2px solid ${vars.color.primary}`,
    boxSizing: 'border-box',
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.primary },
    '&:hover::before': { background: vars.color.primaryLite },
    '&[aria-current="true"]:hover::before': { background: vars.color.primary },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '1px' },
  },
});

export const toggle = style({ marginInlineStart: vars.space.sm });
