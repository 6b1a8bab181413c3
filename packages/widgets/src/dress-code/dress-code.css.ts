import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const dress = createContainer();
/** Room for four figures a row at a size that shows a uniform's details (a container query). */
const WIDE = `${dress} (min-width: 48rem)`;
/** A figure's narrowest column: two on a 375 px phone; wider ones from WIDE up. */
const FIGURE_MIN = `calc(${vars.space.xl} * 5)`;
const FIGURE_MIN_WIDE = `calc(${vars.space.xl} * 6.5)`;

export const base = style({
  containerName: dress,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const grid = style({
  display: 'grid',
  // min(): a container narrower than a figure still gets one whole column, never an overflow.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${FIGURE_MIN}), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [WIDE]: { gridTemplateColumns: `repeat(auto-fill, minmax(${FIGURE_MIN_WIDE}, 1fr))` },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** Plain text from the provider: its line breaks are kept. */
export const caption = style({
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.45,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
  },
]);

export const ghostImage = style([ghost, { width: '100%', aspectRatio: '3 / 4' }]);

export const ghostLine = style([
  ghost,
  { width: '80%', height: `calc(${vars.font.sizeSmall} * 1.45 * 3)` },
]);
