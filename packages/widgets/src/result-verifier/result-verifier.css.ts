import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { print: { display: 'none' } },
});

/** A code is one long word: it breaks anywhere, so a reader sees all of it to compare. */
export const code = style({
  resize: 'vertical',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  wordBreak: 'break-all',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Second to Verify: outlined, not filled. */
export const scan = style({
  background: vars.color.background,
  color: vars.color.primary,
  borderColor: vars.color.primary,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: {
    '&[data-outcome]': {
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderLeftWidth: '6px',
      borderRadius: vars.radius.md,
      background: vars.color.background,
    },
    '&[data-outcome="genuine"]': { borderLeftColor: vars.color.success },
    '&[data-outcome="not-genuine"], &[data-outcome="withdrawn"]': {
      borderLeftColor: vars.color.danger,
    },
    '&[data-outcome="corrected"], &[data-outcome="genuine-offline"]': {
      borderLeftColor: vars.color.primary,
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
  lineHeight: 1.3,
  fontWeight: 700,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
    [`${result}[data-outcome="genuine"] &`]: { color: vars.color.success },
    [`${result}[data-outcome="not-genuine"] &, ${result}[data-outcome="withdrawn"] &`]: {
      color: vars.color.danger,
    },
  },
});
