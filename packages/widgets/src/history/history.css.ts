import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** The pictures' width and height attributes (the demo's are 1200 × 800): nothing shifts. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

/** Three pictures side by side on a wide page, two in a middle column, one on a phone. */
const GALLERY_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))';
const LINE = `calc(${vars.font.size} * ${vars.font.lineHeight})`;

export const base = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, overflowWrap: 'anywhere' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Provider text: its own line breaks stay, and a long unbroken word wraps. */
export const paragraph = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: GALLERY_COLUMNS,
  gap: vars.space.md,
  width: '100%',
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

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
  { width: '14em', maxWidth: '100%', height: `calc(${vars.font.sizeTitle} * 1.25)` },
]);

/** The text: five lines, about what the home page shows of it. */
export const ghostText = style([ghost, { width: '100%', height: `calc(${LINE} * 5)` }]);

/** The whole text on its page: a few paragraphs. */
export const ghostTextLong = style([ghost, { width: '100%', height: `calc(${LINE} * 9)` }]);

export const ghostLink = style([ghost, { width: '6em', height: '44px' }]);

export const ghostPicture = style([ghost, { width: '100%', aspectRatio: '3 / 2' }]);
