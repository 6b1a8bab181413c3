import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The card body's styles: they come with its lazily loaded code, and inside an element they are
 * adopted into the shadow root when the card first shows (see result-card.tsx).
 */

// The same container width as the form's (result-checker.css.ts).
const WIDE = '(min-width: 40em)';
/**
 * Below this the five columns of marks do not fit without scrolling sideways (a 375 px phone
 * gives the card about 300 px): the subjects are stacked blocks there instead.
 */
const TABLE_FITS = '(min-width: 34em)';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primaryLite,
});

/** The exam's name is long: a whole row on a phone, two columns' room beside the figures. */
export const wideTile = style({
  gridColumn: '1 / -1',
  '@container': { [TABLE_FITS]: { gridColumn: 'span 2' } },
});

export const tileTerm = style({ fontSize: vars.font.sizeSmall, fontWeight: 600 });

export const tileValue = style({
  margin: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const big = style({ fontSize: vars.font.sizeTitle, lineHeight: 1.1 });

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
  display: 'none',
  '@container': { [TABLE_FITS]: { display: 'block' } },
});

export const stack = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@container': { [TABLE_FITS]: { display: 'none' } },
});

export const stackRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const papers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const paper = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const paperName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const paperMarks = style({
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const stackGrade = style({
  margin: 0,
  minWidth: '2.5em',
  textAlign: 'center',
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  color: vars.color.primary,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
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

/** No result: why, in a band of its own. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.primaryLite,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});
