import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/**
 * The banners' shape, reserved from the first render so nothing below moves when they arrive: the
 * demo provider's pictures are 1600 × 600. A page whose banners have another shape sets
 * `--school-hero-slider-aspect-ratio`; a picture of a different shape is cropped to fill the box.
 */
const RATIO = 'var(--school-hero-slider-aspect-ratio, 8 / 3)';
/** The carousel's controls: Previous, dots, Next and Pause are 44 px high. */
const CONTROLS_HEIGHT = '44px';

export const frame = style({
  display: 'block',
  width: '100%',
  aspectRatio: RATIO,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The carousel's shape while the banners load: the picture's box, then the row of controls. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // The carousel's own gap between its slides and its controls.
  gap: vars.space.sm,
});

const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
  },
]);

export const ghostFrame = style([ghost, { width: '100%', aspectRatio: RATIO }]);

export const ghostControls = style([
  ghost,
  { width: `calc(${vars.space.xl} * 8)`, maxWidth: '100%', height: CONTROLS_HEIGHT },
]);
