import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const block = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  overflowWrap: 'anywhere',
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const date = style({ display: 'grid', gap: 0 });

export const part = style({ margin: 0, fontSize: vars.font.size, fontWeight: 700 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
