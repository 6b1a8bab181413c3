import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** A row is at least this tall: a comfortable target (WCAG 2.5.8 asks for 24 px). */
const ROW = '44px';
const ICON = vars.space.xl;

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: `1px solid ${vars.color.border}` } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: ROW,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflowWrap: 'anywhere',
});

export const link = style([
  row,
  {
    color: vars.color.primary,
    fontWeight: 600,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.primaryLite, textDecoration: 'underline' },
      '&:focus-visible': { outline: vars.focus, outlineOffset: `calc(${vars.space.xs} * -1)` },
    },
  },
]);

export const icon = style({
  display: 'block',
  flexShrink: 0,
  width: ICON,
  height: ICON,
  objectFit: 'contain',
});

export const glyph = style([icon, { padding: vars.space.xs, color: vars.color.muted }]);

export const headline = style({ minWidth: 0 });

/** A row's place while the links load, so nothing below moves when they come. */
export const ghost = style([
  ui.pulse,
  {
    display: 'block',
    height: ROW,
    marginBlock: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  },
]);
