import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const events = createContainer();
/** Room for a larger picture beside the words (a container query: an embed can be narrow). */
const WIDE = `${events} (min-width: 36rem)`;
const TARGET = '44px';
const IMAGE = `calc(${vars.space.xl} * 3)`;
const IMAGE_WIDE = `calc(${vars.space.xl} * 7)`;

export const base = style({ containerName: events, containerType: 'inline-size' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The home page's block ------------------------------------------------------------------------

export const card = style({
  containerName: events,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  overflow: 'hidden',
});

export const cardHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.35,
});

export const cardBody = style({ flex: '1 1 auto', padding: vars.space.md });

// An event ------------------------------------------------------------------------------------

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  selectors: {
    // In the block's own frame a lighter touch: a rule between events, not a frame for each.
    [`${card} &`]: {
      padding: `0 0 ${vars.space.md}`,
      border: 0,
      borderBottom: `1px solid ${vars.color.border}`,
      borderRadius: 0,
    },
    [`${card} &:last-child`]: { paddingBottom: 0, borderBottom: 0 },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

export const when = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const image = style({
  display: 'block',
  flexShrink: 0,
  width: IMAGE,
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.primaryLite,
  '@container': { [WIDE]: { width: IMAGE_WIDE } },
});

// Links under the list ------------------------------------------------------------------------

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  selectors: { [`${card} &`]: { margin: 0, padding: `0 ${vars.space.md} ${vars.space.sm}` } },
});

export const footLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: TARGET,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const hint = style({ color: vars.color.muted, fontWeight: 400 });

// The loading skeleton ------------------------------------------------------------------------

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    maxWidth: '100%',
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
  },
]);

export const ghostTitle = style([
  ghost,
  { width: '16em', height: `calc(${vars.font.sizeLarge} * 1.35)`, background: vars.color.border },
]);

export const ghostLine = style([
  ghost,
  { width: '10em', height: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})` },
]);

/** Two lines of an event's description. */
export const ghostText = style([
  ghost,
  { width: '100%', height: `calc(${vars.font.size} * ${vars.font.lineHeight} * 2)` },
]);

export const ghostImage = style([image, ghost]);
