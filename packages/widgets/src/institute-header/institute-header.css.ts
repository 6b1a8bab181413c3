import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const header = createContainer();
/** Wide enough for logo, name and links on one row (a container query: an embed can be narrow). */
const WIDE = `${header} (min-width: 48rem)`;

const LOGO = `calc(${vars.space.xl} * 2.5)`;
const NAME_SIZE = vars.font.sizeTitle;
const NAME_SIZE_WIDE = `calc(${vars.font.sizeTitle} * 1.35)`;
const RING = `calc(${vars.space.xs} * 0.75) solid ${vars.color.onPrimary}`;
/** A faint shape of the text colour on the primary background, for the skeleton. */
const GHOST = `color-mix(in srgb, ${vars.color.onPrimary} 22%, transparent)`;

export const bar = style({
  containerName: header,
  containerType: 'inline-size',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  '@container': {
    [WIDE]: {
      flexDirection: 'row',
      textAlign: 'start',
      padding: `${vars.space.md} ${vars.space.lg}`,
    },
  },
});

export const logo = style({
  display: 'block',
  flexShrink: 0,
  width: LOGO,
  height: LOGO,
  objectFit: 'contain',
});

/**
 * Full width on a phone, loading or not, so the name breaks into the same lines in the skeleton
 * (which draws it when the host knows it) and in the header: the first paint's largest text is
 * then not drawn again a moment later, and nothing moves.
 */
export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  alignSelf: 'stretch',
  gap: vars.space.xs,
  minWidth: 0,
  '@container': { [WIDE]: { alignItems: 'flex-start', alignSelf: 'center', flex: '1 1 auto' } },
});

export const name = style({
  margin: 0,
  fontSize: NAME_SIZE,
  fontWeight: 800,
  lineHeight: 1.2,
  letterSpacing: '0.01em',
  color: vars.color.onPrimary,
  overflowWrap: 'anywhere',
  '@container': { [WIDE]: { fontSize: NAME_SIZE_WIDE } },
});

export const eiin = style({
  margin: 0,
  fontWeight: 600,
  letterSpacing: '0.04em',
});

export const address = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  fontStyle: 'normal',
});

/** In the line of text, so a wrapped address stays centred with its pin on a phone. */
export const pin = style({
  display: 'inline-block',
  verticalAlign: '-0.2em',
  marginInlineEnd: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  '@container': { [WIDE]: { flexShrink: 0, justifyContent: 'flex-end' } },
});

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const focusable = {
  '&:focus-visible': { outline: RING, outlineOffset: vars.space.xs },
} as const;

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.onPrimary}`,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  selectors: {
    ...focusable,
    '&:hover': { background: vars.color.onPrimary, color: vars.color.primary },
  },
});

export const login = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.onPrimary}`,
  background: vars.color.onPrimary,
  color: vars.color.primary,
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  selectors: {
    ...focusable,
    '&:hover': { background: 'transparent', color: vars.color.onPrimary },
  },
});

/** A block shaped like the text it stands for, so the header keeps its height when it arrives. */
const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: GHOST,
  },
]);

export const ghostLogo = style([ghost, { width: LOGO, height: LOGO, borderRadius: '50%' }]);

/**
 * The name, and the address below it, usually take two lines on a phone and one on a wide
 * screen; the skeleton does the same so the header keeps its height when the text arrives.
 */
export const ghostName = style([
  ghost,
  {
    width: '16em',
    maxWidth: '100%',
    height: `calc(${NAME_SIZE} * 2.4)`,
    '@container': { [WIDE]: { height: `calc(${NAME_SIZE_WIDE} * 1.2)` } },
  },
]);

export const ghostLine = style([
  ghost,
  { width: '12em', maxWidth: '100%', height: `calc(${vars.font.size} * ${vars.font.lineHeight})` },
]);

export const ghostAddress = style([
  ghost,
  {
    width: '18em',
    maxWidth: '100%',
    height: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight} * 2)`,
    '@container': {
      [WIDE]: { height: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})` },
    },
  },
]);

export const ghostActions = style([ghost, { width: '14em', maxWidth: '100%', height: '44px' }]);

/** The compact row: a phone's header, whatever the width of its container. */
const COMPACT_LOGO = `calc(${vars.space.xl} * 1.25)`;
const COMPACT_NAME_SIZE = vars.font.size;
const COMPACT_LINE = 1.25;

export const compact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  // The tallest of its parts, loaded or not: the logo, or the name's two lines.
  minHeight: `max(${COMPACT_LOGO}, calc(${COMPACT_NAME_SIZE} * ${COMPACT_LINE} * 2))`,
  padding: `${vars.space.xs} 0`,
});

export const compactLogo = style({
  display: 'block',
  flexShrink: 0,
  width: COMPACT_LOGO,
  height: COMPACT_LOGO,
  objectFit: 'contain',
});

/** At most two lines: a long name ends in an ellipsis rather than growing the header. */
export const compactName = style({
  display: '-webkit-box',
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  fontSize: COMPACT_NAME_SIZE,
  fontWeight: 700,
  lineHeight: COMPACT_LINE,
  color: vars.color.onPrimary,
  overflowWrap: 'anywhere',
});

export const ghostCompactLogo = style([
  ghost,
  { flexShrink: 0, width: COMPACT_LOGO, height: COMPACT_LOGO, borderRadius: '50%' },
]);

export const ghostCompactName = style([
  ghost,
  { width: '10em', maxWidth: '100%', height: `calc(${COMPACT_NAME_SIZE} * ${COMPACT_LINE})` },
]);
