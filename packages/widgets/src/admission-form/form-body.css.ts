import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { ROOMY } from './admission-form.css.ts';

// The form's own parts, adopted when the fields load; the layout is in admission-form.css.ts.

export const summary = style({ selectors: { '&:empty': { display: 'none' } } });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primaryLite,
  color: vars.color.text,
});

export const bannerText = style({ margin: 0, flex: '1 1 16rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

/** The quieter of two buttons side by side. */
export const secondary = style({
  background: vars.color.background,
  color: vars.color.primary,
  borderColor: vars.color.primary,
});

export const file = style({ cursor: 'pointer' });

export const photoField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const photo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const preview = style({
  display: 'block',
  flexShrink: 0,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const note = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.muted });

export const warning = style([note, { color: vars.color.text, fontWeight: 600 }]);

export const submit = style({
  minWidth: '8rem',
  // Still focusable while it sends (the dialog gives focus back to it), but it says so.
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } },
});

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@media': { print: { border: `1px solid ${vars.color.text}` } },
});

export const receiptTitle = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  lineHeight: 1.25,
  color: vars.color.success,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

/** Each term above its value on a phone; side by side where there is room (or on paper). */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  '@container': {
    [ROOMY]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.xs },
  },
  '@media': { print: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.xs } },
});

export const term = style({ fontWeight: 600 });

export const value = style({
  margin: `0 0 ${vars.space.xs}`,
  overflowWrap: 'anywhere',
  '@container': { [ROOMY]: { margin: 0 } },
  '@media': { print: { margin: 0 } },
});

export const number = style([
  value,
  { fontSize: vars.font.sizeLarge, fontWeight: 700, letterSpacing: '0.05em', whiteSpace: 'nowrap' },
]);

/** An application number is read as one word: it never breaks at its hyphens. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const keep = style({ margin: 0 });

/** Continue (or Submit) and Back. */
export const stepActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const check = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const checkGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const checkTitle = style({
  margin: 0,
  fontSize: vars.font.size,
  fontWeight: 700,
  color: vars.color.primary,
});

export const answers = style({ margin: 0 });

/** One answer: its question, the answer and Change; stacked on a phone, a row where wide. */
export const answer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `0 ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': {
    [ROOMY]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto' },
  },
});

export const changeCell = style({
  margin: 0,
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'center',
  '@container': { [ROOMY]: { gridColumn: 3, gridRow: 1 } },
});

/** A link's look (GOV.UK's Change), a button's behaviour: it goes to the question. */
export const change = style({
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});
