import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * An outcome's styles: they come with its lazily loaded code, and inside an element they are
 * adopted into the shadow root when the first outcome shows (see outcome.tsx).
 */

/** The verifier's root is the container: wide enough for the facts in two columns. */
const WIDE = '(min-width: 36rem)';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const lead = style({ margin: 0, fontWeight: 600 });

export const note = style({ margin: 0, color: vars.color.muted });

export const again = style({ alignSelf: 'flex-start' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@container': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const term = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const value = style({
  margin: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** Four narrow columns: the subject's name wraps, so even 320 px holds them without scrolling. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
});

globalStyle(`${table} tbody th`, { fontWeight: 400, overflowWrap: 'anywhere' });

export const caption = style({
  marginBottom: vars.space.sm,
  textAlign: 'start',
  fontWeight: 700,
});

export const line = style({ display: 'block' });
