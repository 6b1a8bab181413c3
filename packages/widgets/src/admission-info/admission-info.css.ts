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

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: vars.focus } },
});

export const heading = style({ display: 'inline', margin: 0 });

export const line = style({ color: vars.color.muted });

/**
 * As tall as the closed block (its heading, its line, its padding and border), measured in
 * Chromium: 7.25rem while the heading keeps to one line, 10.625rem on a phone, where a heading
 * like the demo school's wraps to two. A ghost one line short moved the form below it by
 * 54–78 px when the facts came (CLS 0.058 at 375 px in Lighthouse).
 */
export const ghost = style({
  display: 'block',
  height: '7.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.primaryLite,
  '@media': { 'screen and (max-width: 40rem)': { height: '10.625rem' } },
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
