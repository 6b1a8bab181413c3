import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';
import { directory } from './student-directory.css.ts';

/** A card stands upright where two fit a row. */
const COLUMNS = `${directory} (min-width: 30rem)`;
/** A faint shape of the text colour, for the skeleton. */
const GHOST = `color-mix(in srgb, ${vars.color.text} 12%, transparent)`;

/** Where the cards, the skeleton or a message go; held at the cards' height while a page loads. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderRadius: vars.radius.sm,
  // Focused when a search finds nobody or fails: the message is read out.
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

/** The results' heading, "Total N students found": where a search takes the visitor. */
export const summary = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

export const grid = style({
  display: 'grid',
  // min(): a container narrower than a card still gets one whole column, never an overflow.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space.xl} * 6)), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@container': { [COLUMNS]: { flexDirection: 'column', textAlign: 'center' } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const roll = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

/** A block shaped like what it stands for. */
const ghost = style([
  ui.pulse,
  {
    display: 'block',
    flexShrink: 0,
    borderRadius: vars.radius.sm,
    background: GHOST,
  },
]);

export const ghostAvatar = style([ghost, { borderRadius: '50%' }]);

export const ghostText = style([
  ghost,
  { width: '10em', maxWidth: '100%', height: `calc(3.2 * ${vars.font.size})` },
]);
