import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const gallery = createContainer();
/** The list beside the player (a third of the width) once both have room; below it before. */
const WIDE = `${gallery} (min-width: 48rem)`;

/** Players and thumbnails are 16 : 9, the shape of the videos. */
const RATIO = '16 / 9';
/** A thumbnail of the list: wide enough to recognise, the title beside it. */
const THUMB = `calc(${vars.space.xl} * 4)`;
/** A faint shape of the text colour, for the skeleton. */
const GHOST = `color-mix(in srgb, ${vars.color.text} 12%, transparent)`;

export const root = style({
  containerName: gallery,
  containerType: 'inline-size',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@container': {
    [WIDE]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const stage = style({ margin: 0, minWidth: 0 });

export const player = style({
  position: 'relative',
  aspectRatio: RATIO,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.text,
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

/** The facade: the video's still and a play button, until the visitor presses it. */
export const facade = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // Drawn over the still (a positioned box that would hide the button's own outline), with a
    // light edge on both sides so it shows on any picture.
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.md,
      outline: vars.focus,
      outlineOffset: `calc(${vars.space.xs} * -1)`,
      boxShadow: `inset 0 0 0 1px ${vars.color.background}, inset 0 0 0 calc(${vars.space.xs} + 2px) ${vars.color.background}`,
    },
  },
});

// Both fill the box they are in (the player's, a thumbnail's), whose ratio sets its height.
export const still = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Where there is no still (Vimeo, a still that failed, a video only linked to). */
export const poster = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
  height: '100%',
  padding: vars.space.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: 'center',
});

export const badge = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.xl} * 2.25)`,
  height: `calc(${vars.space.xl} * 1.5)`,
  borderRadius: vars.radius.md,
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  transform: 'translate(-50%, -50%)',
  boxShadow: `0 0 0 2px ${vars.color.onPrimary}`,
  selectors: { [`${facade}:hover &`]: { filter: 'brightness(1.15)' } },
});

export const icon = style({ width: '50%', height: '60%' });

/** The small mark on a thumbnail without a still: it is a video all the same. */
export const posterIcon = style({ width: '2em', height: '2em', opacity: 0.9 });

/** "Watch <title>": on the primary poster, so drawn the other way round. */
export const watch = style({
  selectors: {
    [`${poster} &`]: {
      maxWidth: '100%',
      background: vars.color.onPrimary,
      color: vars.color.primary,
      overflowWrap: 'anywhere',
    },
    [`${poster} &:focus-visible`]: { outline: `3px solid ${vars.color.onPrimary}` },
  },
});

export const caption = style({
  marginTop: vars.space.sm,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({
  display: 'grid',
  gridTemplateColumns: `${THUMB} minmax(0, 1fr)`,
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: vars.space.xs,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.3,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="true"]': {
      background: vars.color.primaryLite,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const thumb = style({
  position: 'relative',
  display: 'block',
  aspectRatio: RATIO,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.primary,
});

export const choiceTitle = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
  selectors: { [`${choice}[aria-current="true"] &`]: { color: vars.color.primary } },
});

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: GHOST,
  },
]);

export const ghostPlayer = style([ghost, { aspectRatio: RATIO, borderRadius: vars.radius.md }]);

export const ghostCaption = style([
  ghost,
  {
    width: '60%',
    height: `calc(${vars.font.sizeLarge} * ${vars.font.lineHeight})`,
    marginTop: vars.space.sm,
  },
]);

export const ghostChoice = style([
  ghost,
  { height: `calc(${THUMB} * 9 / 16 + 2 * ${vars.space.xs} + 4px)` },
]);
