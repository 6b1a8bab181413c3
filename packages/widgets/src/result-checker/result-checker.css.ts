import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// Container queries, not media queries: a partner page may put the widget in a narrow column.
const WIDE = '(min-width: 40em)';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@container': {
    [WIDE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
  },
  '@media': { print: { display: 'none' } },
});

/** A fourth field, the date of birth, when the provider asks for it. */
export const formWithDob = style({
  '@container': {
    [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const submit = style({
  '@container': {
    // Line the button up with the controls, below their labels.
    [WIDE]: {
      marginTop: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight} + ${vars.space.xs})`,
    },
  },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    // Framed only around a result: before the first lookup there is nothing to frame.
    '&[data-card]': {
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.background,
    },
  },
});

export const live = style({
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});
