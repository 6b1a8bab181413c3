import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { downloader } from './document-downloader.css.ts';

/** Where the Date column has no room (a phone), the date goes under each title instead. */
const NARROW = `${downloader} (max-width: 36em)`;

/** Focused after a search (the table, or the line saying there is none). */
const focusable = { borderRadius: vars.radius.sm, outlineOffset: '2px' } as const;

export const answer = style({
  ...focusable,
  selectors: { '&:focus-visible': { outline: vars.focus } },
});

/** "5 documents found": where a search takes the visitor. */
export const found = style({
  ...focusable,
  selectors: { '&:focus-visible': { outline: vars.focus } },
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.background,
});

export const caption = style({
  captionSide: 'top',
  padding: `0 0 ${vars.space.sm}`,
  textAlign: 'start',
  fontWeight: 700,
  color: vars.color.primary,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

/** A long title breaks anywhere rather than push the table wider than a phone. */
export const title = style({ overflowWrap: 'anywhere' });

/** An id is never broken into a digit a line. */
export const id = style({ whiteSpace: 'nowrap' });

export const head = style([
  cell,
  {
    background: vars.color.primaryLite,
    color: vars.color.primary,
    fontSize: vars.font.sizeSmall,
    borderBottomWidth: '2px',
  },
]);

/** The Date column, where there is room for it. */
export const dateColumn = style({ '@container': { [NARROW]: { display: 'none' } } });

/** The date under a title, where the Date column has no room. */
export const dateUnder = style({
  display: 'none',
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  '@container': { [NARROW]: { display: 'block' } },
});

export const download = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const muted = style({ color: vars.color.muted });

export const failed = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});
