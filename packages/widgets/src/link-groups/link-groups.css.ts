import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** A group's narrowest column: four side by side on a wide page, one on a phone. */
const COLUMN = '13rem';
const LINE = `calc(${vars.font.size} * ${vars.font.lineHeight})`;
/** A link's row: at least 24 px high, and a little more to aim at (WCAG 2.5.8). */
const ROW = `calc(${vars.space.xl} + ${vars.space.xs})`;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${COLUMN}, 100%), 1fr))`,
  gap: vars.space.lg,
});

export const group = style({
  minWidth: 0,
  padding: vars.space.md,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
  fontWeight: 700,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: ROW,
  overflowWrap: 'anywhere',
  '::before': {
    content: '""',
    flexShrink: 0,
    width: vars.space.sm,
    height: vars.space.sm,
    borderTop: '2px solid currentColor',
    borderRight: '2px solid currentColor',
    transform: 'rotate(45deg)',
  },
});

export const link = style([
  entry,
  {
    color: vars.color.primary,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
    },
  },
]);

export const text = style([entry, { color: vars.color.text }]);

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  },
]);

export const ghostHeading = style([
  ghost,
  { width: '60%', height: LINE, marginBottom: vars.space.md },
]);

export const ghostLink = style([
  ghost,
  { width: '80%', height: LINE, marginBlock: `calc((${ROW} - ${LINE}) / 2)` },
]);
