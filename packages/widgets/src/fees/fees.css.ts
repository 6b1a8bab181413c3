import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tables = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const session = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });
