import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './picture.ts';

const gallery = createContainer();
/** Columns by the gallery's own width (an embed may sit in a narrow column): 2, then 3, then 4. */
const THREE = `${gallery} (min-width: 36rem)`;
const FOUR = `${gallery} (min-width: 56rem)`;
/** The carousel shows 1, 2 or 3 pictures at a time from these widths (see PER_VIEW). */
const TWO_UP = `${gallery} (min-width: 480px)`;
const THREE_UP = `${gallery} (min-width: 900px)`;

const RATIO = `${PICTURE_WIDTH} / ${PICTURE_HEIGHT}`;
/** A faint shape of the text colour, for the skeleton. */
const GHOST = `color-mix(in srgb, ${vars.color.text} 12%, transparent)`;

export const root = style({
  containerName: gallery,
  containerType: 'inline-size',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [THREE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [FOUR]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** Nine featured pictures make three rows of three on a wide screen, not 4 + 4 + 1. */
export const featuredGrid = style({
  '@container': {
    [FOUR]: { selectors: { [`${grid}&`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  },
});

/** Each picture is a button that opens the lightbox; its box has the pictures' ratio. */
export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: RATIO,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // The ring is drawn inside the picture (a carousel's scroll region would cut one outside
    // it), over it (the picture is a layer of its own while it zooms), with a light edge on
    // both sides so it shows on a blue sky as on a dark field.
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: 'inherit',
      outline: vars.focus,
      outlineOffset: `calc(${vars.space.xs} * -1)`,
      boxShadow: `inset 0 0 0 1px ${vars.color.background}, inset 0 0 0 calc(${vars.space.xs} + 2px) ${vars.color.background}`,
    },
  },
});

/** A slide of the carousel: apart from its neighbours. */
export const slide = style({
  selectors: {
    [`${tile}&`]: { width: `calc(100% - 2 * ${vars.space.sm})`, margin: `0 ${vars.space.sm}` },
  },
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: 'transform 0.3s ease',
      selectors: { [`${tile}:hover &, ${tile}:focus-visible &`]: { transform: 'scale(1.04)' } },
    },
  },
});

const ghostBase = {
  display: 'block',
  borderRadius: vars.radius.md,
  background: GHOST,
} as const;

/** A picture's place while the gallery loads: the same box, so nothing moves when it fills. */
export const ghost = style([ui.pulse, { ...ghostBase, aspectRatio: RATIO }]);

/** The carousel's pictures while they load: one, two or three side by side, and the controls. */
export const ghostSlides = style([
  ui.pulse,
  {
    ...ghostBase,
    marginInline: vars.space.sm,
    aspectRatio: RATIO,
    '@container': {
      [TWO_UP]: { aspectRatio: `${PICTURE_WIDTH * 2} / ${PICTURE_HEIGHT}` },
      [THREE_UP]: { aspectRatio: `${PICTURE_WIDTH * 3} / ${PICTURE_HEIGHT}` },
    },
  },
]);

export const ghostControls = style([
  ui.pulse,
  {
    ...ghostBase,
    width: `calc(${vars.space.xl} * 7)`,
    maxWidth: '100%',
    height: '44px',
    margin: `${vars.space.sm} auto 0`,
  },
]);

/**
 * The office's caption over the foot of the picture: one line, cut with an ellipsis, on the
 * theme's main colour so it reads on any picture (a box below would make the tile taller than
 * its ghost while loading).
 */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
