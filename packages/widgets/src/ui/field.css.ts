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

/**
 * A select looks like the inputs in every engine: WebKitGTK draws its native control (taller,
 * on a grey ground) unless the appearance is none, so the arrow is drawn here, two gradients
 * in the text colour (no picture to fetch, nothing for a page's CSP to refuse).
 */
export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: vars.space.xl,
    backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
    backgroundPosition: `calc(100% - 1.125rem) 55%, calc(100% - 0.75rem) 55%`,
    backgroundSize: '0.375rem 0.375rem',
    backgroundRepeat: 'no-repeat',
  },
]);

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
