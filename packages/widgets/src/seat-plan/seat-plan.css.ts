import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
});
