import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const summary = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus-visible, &:focus': { outline: vars.focus, outlineOffset: '2px' } },
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
  fontWeight: 700,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.danger,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});
