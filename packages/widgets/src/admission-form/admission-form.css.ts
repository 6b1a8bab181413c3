import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

const admission = createContainer();
// Container queries: a partner page may put the form in a narrow column.
const WIDE = `${admission} (min-width: 40rem)`;
/** Room for a label beside its value (the receipt). */
export const ROOMY = `${admission} (min-width: 28rem)`;

/**
 * The form's layout: the skeleton (first load) and the fields (loaded at once after it) share
 * it, so the fields take the skeleton's place without moving what is below.
 */
export const root = style({
  containerName: admission,
  containerType: 'inline-size',
});

export const heading = style({
  '@media': { print: { display: 'none' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@container': { [WIDE]: { padding: vars.space.lg } },
});

export const intro = style({ margin: 0, color: vars.color.muted });

export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@container': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** "Step 1 of 4" over the step's name: the heading that takes the focus on each step. */
export const stepHeading = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: vars.font.lineHeight,
  fontWeight: 700,
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' } },
});

export const stepCount = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  color: vars.color.muted,
});

/** A field that takes the whole row (the photo). */
export const wide = style({ gridColumn: '1 / -1' });

/** A block shaped like the text or control it stands for. */
const ghost = style([
  ui.pulse,
  {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: vars.color.border,
    opacity: 0.55,
  },
]);

const LINE = `calc(${vars.font.size} * ${vars.font.lineHeight})`;
const SMALL_LINE = `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})`;

/** Laid out as `Field` lays out a label, a hint and a control. */
export const ghostField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const ghostStep = style([
  ghost,
  {
    width: '10em',
    height: `calc(${SMALL_LINE} + ${vars.font.sizeLarge} * ${vars.font.lineHeight})`,
  },
]);
/** The intro takes three lines on a phone and one on a wide screen; so does its ghost. */
export const ghostIntro = style([
  ghost,
  {
    width: '100%',
    height: `calc(${LINE} * 3)`,
    '@container': { [WIDE]: { height: LINE } },
  },
]);
export const ghostLabel = style([ghost, { width: '10em', maxWidth: '100%', height: SMALL_LINE }]);
export const ghostHint = style([ghost, { width: '16em', maxWidth: '100%', height: SMALL_LINE }]);
export const ghostControl = style([ghost, { width: '100%', height: '44px' }]);
export const ghostButton = style([ghost, { width: '8rem', height: '44px' }]);
