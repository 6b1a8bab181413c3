import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
// The theme's default values come with the first widget style a page uses.
import '../theme/theme.css.ts';

/**
 * The root of every widget. Inherited properties flow into a shadow root from the host page,
 * so the root sets each of them itself: a host's font, colour or spacing changes nothing.
 */
export const root = style({
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  fontWeight: 400,
  fontStyle: 'normal',
  lineHeight: vars.font.lineHeight,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textTransform: 'none',
  textIndent: 0,
  whiteSpace: 'normal',
  color: vars.color.text,
  visibility: 'visible',
  cursor: 'auto',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'inherit' });

export const heading = style({
  fontSize: vars.font.sizeTitle,
  lineHeight: 1.25,
  fontWeight: 700,
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.primary,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { filter: 'brightness(1.1)' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

/** On its own surface, in the text colour: readable inside a coloured bar (the header) too. */
export const status = style({
  margin: `${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const statusError = style([
  status,
  {
    color: vars.color.danger,
    borderLeft: `4px solid ${vars.color.danger}`,
    fontWeight: 600,
  },
]);

export const statusText = style({ margin: 0 });

export const retry = style({ marginTop: vars.space.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const breathe = keyframes({ '50%': { opacity: 0.5 } });
const breathing = {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${breathe} 1.6s ease-in-out infinite`,
    },
  },
};

/**
 * A loading placeholder's slow breathing, so a visitor sees that something is on its way; still
 * under `prefers-reduced-motion`. Composed into each widget's skeleton: `style([ui.pulse, {…}])`.
 */
export const pulse = style(breathing);

/**
 * `Status`'s loading face around a skeleton: the skeleton breathes as one. Its ghosts keep still
 * inside it, since one animation per ghost (a form's skeleton has over a hundred) made the
 * browser restyle and composite each of them every frame, and take each one's animation down
 * when the content replaced them: on a slow phone, a tenth of a second of the page's start.
 */
export const loadingFace = style(breathing);
globalStyle(`${loadingFace} ${pulse}`, { animation: 'none' });
