import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
