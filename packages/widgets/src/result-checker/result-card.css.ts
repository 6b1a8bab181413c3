import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The card body's styles: they come with its lazily loaded code, and inside an element they are
 * adopted into the shadow root when the card first shows (see result-card.tsx).
 */

// The same container width as the form's (result-checker.css.ts).
const WIDE = '(min-width: 40em)';
export const examName = style({ margin: 0, color: vars.color.muted });

export const subheading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size,
  fontWeight: 700,
});

export const info = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@container': {
    [WIDE]: { gridTemplateColumns: 'max-content 1fr max-content 1fr' },
  },
});

export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const tableWrap = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: 700,
  fontSize: vars.font.size,
  paddingBottom: vars.space.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
});

globalStyle(`${table} tbody th`, { fontWeight: 400 });

export const line = style({ display: 'block', whiteSpace: 'nowrap' });
export const subjectLine = style({ display: 'block' });

export const foot = style({ background: vars.color.primaryLite, fontWeight: 700 });

export const passed = style({ color: vars.color.success });
export const failed = style({ color: vars.color.danger });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const download = style({
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 } },
});

export const pdfError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
