import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
});

export const lines = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const file = style({ color: vars.color.primary, fontWeight: 600, overflowWrap: 'anywhere' });
