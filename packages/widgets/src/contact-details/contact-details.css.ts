import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as contactLinks from '../ui/contact-links.css.ts';
import * as ui from '../ui/ui.css.ts';

const details = createContainer();
const WIDE = `${details} (min-width: 36rem)`;

/** Spec §9: the map is 400 px high. */
export const MAP_HEIGHT = 400;

export const root = style({
  containerName: details,
  containerType: 'inline-size',
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({ margin: 0 });

export const card = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontStyle: 'normal',
  '@container': { [WIDE]: { padding: vars.space.lg } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
});

export const item = style({ display: 'grid', gap: vars.space.xs });

export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const value = style({
  margin: 0,
  // Both align under the term's text, past its icon.
  paddingInlineStart: `calc(1.25em + ${vars.space.sm})`,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const icon = style({ color: vars.color.primary });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const map = style({
  display: 'block',
  width: '100%',
  height: `${MAP_HEIGHT}px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The contact links' own link (ui/contact-links.css.ts), on a line of its own. */
export const mapLink = style([contactLinks.link, { alignSelf: 'flex-start' }]);

/** A block of the size of what it stands for, so nothing below moves when the details arrive. */
const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  },
]);

/** Where the address wraps once less and the numbers fit on one line. */
const ROOMY = `${details} (min-width: 30rem)`;
const LINE = `calc(${vars.font.size} * ${vars.font.lineHeight})`;
const ghostValue = {
  width: '16em',
  maxWidth: `calc(100% - 1.25em - ${vars.space.sm})`,
  marginInlineStart: `calc(1.25em + ${vars.space.sm})`,
} as const;

/** The address: three lines on a phone, two in a wider column. */
export const ghostAddress = style([
  ghost,
  {
    ...ghostValue,
    height: `calc(${LINE} * 3)`,
    '@container': { [ROOMY]: { height: `calc(${LINE} * 2)` } },
  },
]);

/** The numbers: a 44 px link each, one under the other on a phone. */
export const ghostPhones = style([
  ghost,
  { ...ghostValue, height: '88px', '@container': { [ROOMY]: { height: '44px' } } },
]);

export const ghostLink = style([ghost, { ...ghostValue, height: '44px' }]);

export const ghostMap = style([ghost, { width: '100%', height: `${MAP_HEIGHT}px` }]);

export const ghostTerm = style([
  ghost,
  { width: '6em', height: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})` },
]);
