import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// A form's controls: adopted by Field where a form renders, not by every widget.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSmall });

const control = {
  minHeight: '44px',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
} as const;

export const input = style({
  ...control,
  selectors: {
    '&:focus-visible': { outline: vars.focus, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const select = style([input, { appearance: 'auto' }]);

export const fieldHint = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});
