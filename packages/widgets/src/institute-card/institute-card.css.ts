import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const card = createContainer();
/** Wide enough for each term beside its value. */
const WIDE = `${card} (min-width: 30rem)`;

/** The logo's drawn size in CSS pixels; also its width and height attributes. */
export const LOGO_SIZE = 72;
const LINE = `calc(${vars.font.size} * ${vars.font.lineHeight})`;

export const root = style({
  containerName: card,
  containerType: 'inline-size',
});

export const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const logo = style({
  display: 'block',
  flexShrink: 0,
  width: `${LOGO_SIZE}px`,
  height: `${LOGO_SIZE}px`,
  objectFit: 'contain',
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 800,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const eiin = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
  letterSpacing: '0.04em',
});

export const details = style({ margin: 0, fontStyle: 'normal' });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
});

export const item = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  '@container': { [WIDE]: { gridTemplateColumns: '12rem 1fr', alignItems: 'baseline' } },
});

export const term = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
});

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  },
]);

export const ghostLogo = style([
  ghost,
  { flexShrink: 0, width: `${LOGO_SIZE}px`, height: `${LOGO_SIZE}px`, borderRadius: '50%' },
]);

export const ghostName = style([
  ghost,
  { width: '14em', maxWidth: '100%', height: `calc(${vars.font.sizeLarge} * 2.6)` },
]);

/**
 * The four rows (address, email, mobile, website): two lines each on a phone, one when wide;
 * then the row of social links.
 */
export const ghostRows = style([
  ghost,
  {
    width: '100%',
    height: `calc(${LINE} * 2 + 44px * 4 + ${LINE} * 3 + ${vars.space.sm} * 3 + ${vars.space.md})`,
    '@container': {
      [WIDE]: {
        height: `calc(${LINE} * 2 + 44px * 4 + ${vars.space.sm} * 3 + ${vars.space.md})`,
      },
    },
  },
]);

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  selectors: {
    '&:hover': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

/** A link a thumb can hit (44 px tall) that reads as a link without colour (underlined). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});
