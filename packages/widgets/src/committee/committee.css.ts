import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const committee = createContainer();
/**
 * Several columns: each card stands upright (photo above the words). One column (a phone, a
 * narrow embed): the photo beside the words. Where the grid fits two cards: 2 × CARD_MIN + gap.
 */
const COLUMNS = `${committee} (min-width: 29rem)`;
/** A card's narrowest column: one on a phone, four or five on a wide screen. */
const CARD_MIN = `calc(${vars.space.xl} * 7)`;

export const base = style({ containerName: committee, containerType: 'inline-size' });

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
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@container': {
    [COLUMNS]: { flexDirection: 'column', textAlign: 'center' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  '@container': { [COLUMNS]: { alignItems: 'center', alignSelf: 'stretch' } },
});

export const name = style({
  color: vars.color.primary,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const designation = style({ lineHeight: 1.35, overflowWrap: 'anywhere' });

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
  },
]);

export const ghostPhoto = style([ghost, { borderRadius: '50%' }]);

export const ghostName = style([
  ghost,
  { width: '9em', height: `calc(${vars.font.sizeLarge} * 1.3)`, background: vars.color.border },
]);

export const ghostLine = style([ghost, { width: '7em', height: `calc(${vars.font.size} * 1.35)` }]);
