import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// In the top layer the dialog still inherits from where it sits: the host page's font and
// colour would flow into it, so it sets its own, like a widget's root.
export const dialog = style({
  boxSizing: 'border-box',
  width: `min(32rem, calc(100vw - 2 * ${vars.space.md}))`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  fontWeight: 400,
  textAlign: 'start',
  boxShadow: `0 ${vars.space.sm} ${vars.space.xl} color-mix(in srgb, ${vars.color.text} 35%, transparent)`,
  selectors: {
    '&::backdrop': { background: `color-mix(in srgb, ${vars.color.text} 55%, transparent)` },
  },
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeTitle,
  lineHeight: 1.25,
  fontWeight: 700,
  color: vars.color.primary,
  selectors: {
    [`${dialog}[data-tone="success"] &`]: { color: vars.color.success },
    [`${dialog}[data-tone="error"] &`]: { color: vars.color.danger },
  },
});

export const body = style({ margin: `0 0 ${vars.space.lg}` });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
