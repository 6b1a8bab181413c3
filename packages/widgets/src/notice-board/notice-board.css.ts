import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/**
 * Room above a linked notice scrolled into view, for a host's sticky header; a page sets
 * `--school-notice-board-scroll-margin` on the element to match its own.
 */
const SCROLL_MARGIN = `var(--school-notice-board-scroll-margin, calc(${vars.space.xl} * 2))`;
const TARGET = '44px';

// The full board ------------------------------------------------------------------------------

export const board = style({});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  scrollMarginTop: SCROLL_MARGIN,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size,
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});

export const toggle = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: TARGET,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-expanded="true"]': { background: vars.color.primaryLite },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '-3px' },
  },
});

export const toggleText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

export const date = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
});

/** A provider's short category above the whole title ("Exam"). */
export const category = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  marginTop: vars.space.xs,
  color: vars.color.primary,
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Plain text from the provider: its line breaks are the author's paragraphs. */
export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const noDetails = style({ margin: 0, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const download = style({
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
  },
});

export const downloadError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0 });

// The compact board ---------------------------------------------------------------------------

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  overflow: 'hidden',
});

export const cardHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.35,
});

export const compactList = style({
  flex: '1 1 auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const compactItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: TARGET,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '-3px' },
  },
});

export const linkTitle = style({
  color: vars.color.primary,
  fontWeight: 600,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
  selectors: { [`${link}:hover &`]: { textDecoration: 'underline' } },
});

export const allLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minHeight: TARGET,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '-3px' },
  },
});

/** The "All notices" arrow: the disclosure chevron turned to point onward. */
export const onward = style({ transform: 'rotate(-90deg)', marginTop: 0 });

// The loading skeleton ------------------------------------------------------------------------

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
  },
]);

export const ghostRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const ghostTitle = style([
  ghost,
  {
    width: '70%',
    height: `calc(${vars.font.sizeLarge} * 1.35)`,
    background: vars.color.border,
  },
]);

export const ghostDate = style([
  ghost,
  { width: '9em', height: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})` },
]);
