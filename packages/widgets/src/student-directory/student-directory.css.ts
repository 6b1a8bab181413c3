import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The container the list's styles (student-list.css.ts) query too. A container query, not a
 * media query: a partner page may put the widget in a narrow column.
 */
export const directory = createContainer();
/** The selects sit in a row where they fit. */
const WIDE = `${directory} (min-width: 40em)`;

export const root = style({
  containerName: directory,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Scrolled to after a page change: a little room above, not flush with the window's edge.
  scrollMarginTop: vars.space.md,
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@container': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) auto' } },
});
