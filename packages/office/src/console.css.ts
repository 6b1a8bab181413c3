import { vars } from '@school/widgets/vars';
import { globalStyle, style } from '@vanilla-extract/css';

// The console's layout: one column on a phone (375 px), the menu beside the work from 1024 px.

globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.background,
  color: vars.color.primary,
  selectors: { '&:focus': { top: vars.space.sm, outline: vars.focus } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const brand = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700 });

export const who = style({ margin: 0, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

export const nav = style({
  padding: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 1024px)': { borderBottom: 'none', minHeight: '100vh' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 1024px)': { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'block',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.md,
  maxWidth: '72rem',
  '@media': { 'screen and (min-width: 1024px)': { padding: vars.space.lg } },
});

export const narrow = style({ maxWidth: '28rem', margin: '0 auto', padding: vars.space.md });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeTitle });

export const subtitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeLarge,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.primaryLite,
});

export const alert = style([notice, { borderLeftColor: vars.color.danger }]);

export const secret = style({
  display: 'block',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.sizeLarge,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

// Positioned, so what is hidden for screen readers in a cell scrolls with the table, not the page.
export const tableWrap = style({
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  // Words stay whole (a Bengali word broken mid-syllable reads as two); a long address still
  // breaks, and a table wider than a phone scrolls in its own box.
  overflowWrap: 'break-word',
  minWidth: '5rem',
});

export const json = style({
  margin: 0,
  maxWidth: '40rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.font.sizeSmall,
});

export const secondary = style({
  background: vars.color.background,
  color: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
});

export const onPrimary = style({
  background: vars.color.background,
  color: vars.color.primary,
});

export const qr = style({ width: '200px', height: '200px', imageRendering: 'pixelated' });

export const muted = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall });

export const entityList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An English field and its Bengali twin: side by side on a wide screen, stacked on a phone. */
export const twins = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  // The twin is always optional: its hint would push it below a required field's control.
  alignItems: 'end',
  '@media': { 'screen and (min-width: 700px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
});

export const thumb = style({
  maxWidth: '12rem',
  maxHeight: '8rem',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
});

export const swatch = style({
  width: '6rem',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
});

export const previewPane = style({
  margin: 0,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflow: 'hidden',
});

export const textarea = style({ minHeight: '8rem', resize: 'vertical' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The count of new items beside Inbox in the menu. */
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
});

/** An inbox item nobody has opened yet. */
export const unread = style({ fontWeight: 700 });

export const check = style({ width: '24px', height: '24px', margin: 0 });

/** A line that says what an action did; empty until it has. */
export const statusLine = style({ minHeight: '1.5em', margin: `${vars.space.sm} 0` });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  overflowWrap: 'anywhere',
});

export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const photo = style({
  display: 'block',
  maxWidth: '12rem',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
});
/** A list of problems inside a table's cell: wide enough to read as sentences (the box scrolls). */
export const problemList = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  minWidth: '16rem',
});

/** A section's own sub-sections (Results), side by side at every width. */
export const subNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A column's heading that sorts the table: looks like the heading, works as a button. */
export const sortButton = style({
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

/** A number typed into a table's cell (a mark, a point). */
export const narrowInput = style({ width: '6rem', minWidth: '4.5rem' });

/** A name typed into a table's cell: wide enough to read whole. */
export const wideInput = style({ minWidth: '14rem' });
