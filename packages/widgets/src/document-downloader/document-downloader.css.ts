import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The container the table's styles (document-table.css.ts) query too. A container query, not a
 * media query: a partner page may put the widget in a narrow column.
 */
export const downloader = createContainer();
/** The selects sit in a row where they fit. */
const WIDE = `${downloader} (min-width: 48em)`;

export const root = style({
  containerName: downloader,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@container': { [WIDE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});
