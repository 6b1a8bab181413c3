import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const messages = createContainer();
/** Two messages side by side, or one with its photo beside the words. */
const WIDE = `${messages} (min-width: 48rem)`;

/** The photo's drawn size in CSS pixels, also its width and height: nothing shifts. */
export const PHOTO_SIZE = 120;
const TARGET = '44px';

export const root = style({
  containerName: messages,
  containerType: 'inline-size',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@container': {
    [WIDE]: {
      selectors: { '&[data-layout="two"]': { gridTemplateColumns: '1fr 1fr' } },
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  '@container': {
    [WIDE]: {
      selectors: {
        [`${list}[data-layout="one"] > &`]: { flexDirection: 'row', alignItems: 'flex-start' },
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.sizeTitle,
  fontWeight: 700,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const name = style({
  margin: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Provider text: its own line breaks stay, and a long unbroken word wraps. */
export const paragraph = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const more = style({
  minHeight: TARGET,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

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
  width: TARGET,
  height: TARGET,
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  selectors: {
    '&:hover': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

/**
 * About the height of a card with a cut message (photo, heading, name, 200 characters, See More
 * and the links), so the page below moves little when the messages arrive.
 */
const CARD_HEIGHT = `calc(${vars.space.xl} * 14)`;

export const ghost = style([
  ui.pulse,
  {
    minHeight: CARD_HEIGHT,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
]);

/** The second ghost shows only where two cards would sit side by side. */
export const ghostSecond = style([
  ghost,
  { display: 'none', '@container': { [WIDE]: { display: 'block' } } },
]);
