import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The round Previous / Next / Close buttons: WCAG's 24 px and then some, for a thumb. */
const BUTTON = '44px';

// The whole window, dark, so the picture stands out. In the top layer the dialog still inherits
// from where it sits: the host page's font and colour would flow into it, so it sets its own.
export const lightbox = style({
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: vars.space.sm,
  border: 0,
  background: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  fontWeight: 400,
  textAlign: 'start',
  overflow: 'hidden',
  overscrollBehavior: 'contain',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
    '&::backdrop': { background: vars.color.text },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexShrink: 0,
});

export const counter = style({
  margin: 0,
  paddingInline: vars.space.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

/** The picture's caption after its count, on a line of its own on a phone. */
export const caption = style({
  display: 'block',
  fontWeight: 400,
  fontVariantNumeric: 'normal',
});

export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  // Horizontal swipes come to the lightbox as pointer events; the page may still pinch-zoom.
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
});

/** Fills the stage and shows the whole picture in it: the stage's size never depends on it. */
export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

// Two classes: it is also a `ui.button`, whose padding and radius would otherwise tie.
export const round = style({
  selectors: {
    [`${lightbox} &`]: {
      width: BUTTON,
      height: BUTTON,
      padding: 0,
      borderRadius: '50%',
      border: `2px solid ${vars.color.background}`,
    },
    [`${lightbox} &:focus-visible`]: { outline: vars.focus, outlineOffset: '2px' },
  },
});

const side = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
} as const;

export const previous = style({ ...side, insetInlineStart: vars.space.xs });

export const next = style({ ...side, insetInlineEnd: vars.space.xs });

export const icon = style({ width: '1.5em', height: '1.5em', flexShrink: 0 });
