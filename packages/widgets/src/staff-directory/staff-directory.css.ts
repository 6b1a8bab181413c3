import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const directory = createContainer();
/**
 * Several columns: each card stands upright (photo above the words), which gives the words the
 * card's whole width. One column (a phone, a narrow embed): photo beside the words, compact.
 * A container query, not a media query: a partner page may put the widget in a narrow column.
 */
// Where the grid below fits two cards: 2 × CARD_MIN + its gap (no var() in a container query).
const COLUMNS = `${directory} (min-width: 37rem)`;

/** A card's narrowest column: one column on a phone, three or four on a wide screen. */
const CARD_MIN = `calc(${vars.space.xl} * 9)`;
/** A faint shape of the text colour, for the skeleton. */
const GHOST = `color-mix(in srgb, ${vars.color.text} 12%, transparent)`;

export const root = style({
  containerName: directory,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Scrolled to after a page change: a little room above, not flush with the window's edge.
  scrollMarginTop: vars.space.md,
});

/** Where the grid, the skeleton or a message goes; held at the grid's height while a page loads. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const summary = style({
  margin: 0,
  color: vars.color.muted,
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

export const grid = style({
  display: 'grid',
  // min(): a container narrower than a card still gets one whole column, never an overflow.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN}), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@container': {
    [COLUMNS]: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
  '@container': { [COLUMNS]: { alignItems: 'center', alignSelf: 'stretch' } },
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const designation = style({
  margin: 0,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

export const role = style({
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primaryLite,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const registration = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const label = style({ fontWeight: 600 });

export const pastEnd = style({ alignSelf: 'stretch' });

/** A block shaped like the text it stands for. */
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

const line = (width: string, size: string) =>
  style([ghost, { width, maxWidth: '100%', height: `calc(${size} * ${vars.font.lineHeight})` }]);

export const ghostSummary = line('14em', vars.font.size);
export const ghostName = line('11em', vars.font.sizeLarge);
export const ghostLine = line('14em', vars.font.size);
export const ghostShort = line('8em', vars.font.sizeSmall);

export const ghostDetails = style([details, { flex: '1 1 auto', alignSelf: 'stretch' }]);
