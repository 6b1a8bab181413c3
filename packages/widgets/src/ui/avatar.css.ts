import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The drawn size, set by the component from its `size` prop (the image's width and height). */
export const size = createVar();

export const avatar = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: size,
  height: size,
  borderRadius: '50%',
  overflow: 'hidden',
  // Behind a photo still on its way: a quiet circle, not a hole.
  background: vars.color.primaryLite,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const initials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: `calc(${size} * 0.4)`,
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '0.02em',
  userSelect: 'none',
});
