import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** The demo's pictures are 4 : 3; any other shape is fitted inside without being cut. */
const RATIO = '4 / 3';
/** A thumbnail: beside the important links it fills its column; alone it stays this wide. */
const MAX_WIDTH = '32rem';

export const base = style({ display: 'flex', flexDirection: 'column' });

export const heading = style({ overflowWrap: 'anywhere' });

export const figure = style({ maxWidth: MAX_WIDTH, margin: 0 });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: RATIO,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const caption = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: '44px',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { [`${link}:hover &`]: { textDecorationThickness: '2px' } },
});

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.md,
    background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  },
]);

/** The picture's and the link's places while they load: nothing below moves when they come. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: MAX_WIDTH,
});

export const ghostImage = style([ghost, { width: '100%', aspectRatio: RATIO }]);

export const ghostCaption = style([ghost, { width: '10em', maxWidth: '100%', height: '44px' }]);
