import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const container = createContainer();
/** On a phone, Previous and Next keep only their arrows (their words are still read out). */
const NARROW = `${container} (max-width: 30rem)`;

export const pager = style({
  containerName: container,
  containerType: 'inline-size',
  margin: `${vars.space.md} 0`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// 44 px like every button of the kit: well over WCAG 2.2's 24 × 24 minimum target.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-current])': {
      background: vars.color.primaryLite,
    },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const gap = style({
  minWidth: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
});

export const word = style({
  '@container': {
    [NARROW]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});
